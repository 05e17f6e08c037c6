import type { Rect, Size } from './geometry';
import { MM_PER_INCH } from './scale';

export type DpiQuality = 'good' | 'fair' | 'poor';

/** Below this a print starts to look soft; at or above it is fine for photo paper. */
export const GOOD_DPI = 200;
/** Below this pixels or blur show at arm's length. */
export const FAIR_DPI = 120;

/**
 * Pixels per inch a placed photo gets at print size: the crop (rotated-source pixels, so its
 * width lies along the slot's width) spread over the slot (mm). The poorer axis counts.
 */
export function effectiveDpi(cropRect: Rect, slotSize: Size): number {
  const across = cropRect.width / (slotSize.width / MM_PER_INCH);
  const down = cropRect.height / (slotSize.height / MM_PER_INCH);
  return Math.min(across, down);
}

export function dpiQuality(dpi: number): DpiQuality {
  if (dpi >= GOOD_DPI) return 'good';
  if (dpi >= FAIR_DPI) return 'fair';
  return 'poor';
}
