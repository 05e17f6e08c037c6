import type { Rect } from '../layout/geometry';

/**
 * A part is designed in mm from its trim box's top-left; its drawing starts at the bleed's
 * top-left. `toPx` maps template mm to the drawing's pixels for one render.
 */
export interface PxMapping {
  /** Pixels per mm. */
  scale: number;
  /** Bleed in mm around the trim box. */
  bleed: number;
}

export const lengthPx = (mm: number, { scale }: PxMapping): number => mm * scale;

export function rectPx(rect: Rect, mapping: PxMapping): Rect {
  const { scale, bleed } = mapping;
  return { x: (rect.x + bleed) * scale, y: (rect.y + bleed) * scale, width: rect.width * scale, height: rect.height * scale };
}
