import type { Point, Size } from '../layout/geometry';
import { areaSizeMm, type PartArea } from '../layout/partArea';
import { scaleToFit } from '../layout/scale';
import type { Part, Template } from '../model/template';

export type { PartArea };

export interface PartFit {
  /** Pixels per mm. */
  scale: number;
  /** Whole-pixel size of the shown area. */
  size: Size;
  /** Where the shown area starts in the render's drawing (which always begins at the bleed). */
  offset: Point;
}

/**
 * The largest drawing of the part's area that fits in `box` (CSS px): its scale, its whole-pixel
 * size (never larger than the box) and the offset that hides the bleed when only the trim box shows.
 */
export function fitPart(template: Pick<Template, 'bleed'>, part: Pick<Part, 'size'>, box: Size, area: PartArea): PartFit {
  const mm = areaSizeMm(part.size, template.bleed, area);
  const scale = scaleToFit(mm, box);
  const size = {
    width: Math.max(1, Math.min(Math.floor(box.width), Math.round(mm.width * scale))),
    height: Math.max(1, Math.min(Math.floor(box.height), Math.round(mm.height * scale))),
  };
  const inset = area === 'trim' ? template.bleed * scale : 0;
  return { scale, size, offset: { x: inset, y: inset } };
}
