import type { Size } from './geometry';

/**
 * Which area of a part is drawn: `bleed` is what the printer needs (the part plus its bleed on
 * every side); `trim` is what the customer gets after the cut (the editor's canvas, previews).
 */
export type PartArea = 'trim' | 'bleed';

/** The area's size in mm. */
export function areaSizeMm(partSize: Size, bleedMm: number, area: PartArea): Size {
  const extra = area === 'bleed' ? 2 * bleedMm : 0;
  return { width: partSize.width + extra, height: partSize.height + extra };
}
