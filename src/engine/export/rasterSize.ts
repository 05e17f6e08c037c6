import type { Size } from '../layout/geometry';
import { areaSizeMm, type PartArea } from '../layout/partArea';
import { pxPerMm, sizeInPx } from '../layout/scale';

/**
 * How big an exported raster is. A print file asks for a DPI; a thumbnail asks for a pixel
 * width and gets the height the part's proportions give.
 */
export type RasterTarget = { dpi: number } | { width: number };

/** Which area of the part a raster covers (the layout's PartArea). */
export type RasterArea = PartArea;

/** Pixels per mm for a target over an area of `areaMm`. */
export function targetScale(target: RasterTarget, areaMm: Size): number {
  if ('dpi' in target) {
    if (!(target.dpi > 0)) throw new RangeError(`A raster needs a positive DPI, not ${target.dpi}`);
    return pxPerMm(target.dpi);
  }
  if (!(target.width >= 1)) throw new RangeError(`A raster needs a width of at least 1 px, not ${target.width}`);
  return target.width / areaMm.width;
}

export interface RasterPlan {
  /** Pixels per mm handed to the renderer. */
  scale: number;
  /** The raster's whole-pixel size. */
  size: Size;
}

/** Scale and pixel size of a raster of one part. */
export function rasterPlan(partSize: Size, bleedMm: number, area: RasterArea, target: RasterTarget): RasterPlan {
  const areaMm = areaSizeMm(partSize, bleedMm, area);
  const scale = targetScale(target, areaMm);
  const size = sizeInPx(areaMm, scale);
  // A width target is met exactly, whatever the floating-point product rounds to.
  return { scale, size: 'width' in target ? { ...size, width: target.width } : size };
}
