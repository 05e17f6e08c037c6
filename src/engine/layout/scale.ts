import { containScale } from './fit';
import type { Size } from './geometry';

/**
 * The engine draws in millimetres; a render only chooses how many pixels one millimetre gets.
 * That is why a 320 px thumbnail and a 300 DPI print file are the same drawing at two scales.
 */

export const MM_PER_INCH = 25.4;

/** Pixels per millimetre for a print at `dpi` dots per inch. */
export function pxPerMm(dpi: number): number {
  return dpi / MM_PER_INCH;
}

/** Pixels per millimetre that make a drawing of `sizeMm` fit wholly inside a `boxPx` canvas. */
export function scaleToFit(sizeMm: Size, boxPx: Size): number {
  return containScale(sizeMm, boxPx);
}

/** The whole-pixel canvas size of a drawing of `sizeMm` at `scale` px per mm. */
export function sizeInPx(sizeMm: Size, scale: number): Size {
  return {
    width: Math.max(1, Math.round(sizeMm.width * scale)),
    height: Math.max(1, Math.round(sizeMm.height * scale)),
  };
}
