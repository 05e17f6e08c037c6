/**
 * Where everything goes on one print sheet, in PDF points (1/72 inch) with the origin at the
 * sheet's bottom-left as PDF has it. A part is designed upright; `rotation` (clockwise, the
 * part's turn on the press sheet) turns its trim, bleed and raster together. Pure, so the
 * numbers a printer relies on are tested without drawing anything.
 */
import type { Point, QuarterTurn, Rect, Size } from '../layout/geometry';
import { rotatedSize } from '../layout/rotation';
import { mmToPoints } from '../model/units';

/** Print files are rasterised at this resolution. */
export const PRINT_DPI = 300;

/**
 * Crop marks sit on the trim lines' extensions, outside the bleed so the cut never shows them:
 * they start `offsetMm` beyond the bleed edge and run `lengthMm` to the sheet's edge.
 */
export const CROP_MARKS = { offsetMm: 2, lengthMm: 5, lineWidthPt: 0.25 } as const;

/** The sheet's blank border beyond the bleed, which holds the crop marks. */
export const MARKS_MARGIN_MM = CROP_MARKS.offsetMm + CROP_MARKS.lengthMm;

export interface CropMark {
  start: Point;
  end: Point;
}

/** pdf-lib's drawImage arguments: (x, y) is the raster's own bottom-left corner, about which it turns. */
export interface RasterPlacement {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Counter-clockwise degrees, PDF's sense: a clockwise turn on the sheet is negative. */
  rotateDegrees: number;
}

export interface PrintSheet {
  /** The page (PDF MediaBox). */
  size: Size;
  /** The part plus bleed on the sheet (PDF BleedBox). */
  bleedBox: Rect;
  /** The finished part on the sheet (PDF TrimBox). */
  trimBox: Rect;
  /** The raster of the part plus bleed, drawn upright-designed and turned onto the bleed box. */
  raster: RasterPlacement;
  cropMarks: CropMark[];
}

/** The sheet for a part of `partSizeMm` with `bleedMm` on every side, turned by `rotation`. */
export function printSheet(partSizeMm: Size, bleedMm: number, rotation: QuarterTurn): PrintSheet {
  const trimMm = rotatedSize(partSizeMm, rotation);
  const trim = { width: mmToPoints(trimMm.width), height: mmToPoints(trimMm.height) };
  const bleed = mmToPoints(bleedMm);
  const margin = mmToPoints(MARKS_MARGIN_MM);
  const edge = bleed + margin;
  const size = { width: trim.width + 2 * edge, height: trim.height + 2 * edge };
  const trimBox = { x: edge, y: edge, ...trim };
  const bleedBox = { x: margin, y: margin, width: trim.width + 2 * bleed, height: trim.height + 2 * bleed };
  return { size, bleedBox, trimBox, raster: rasterPlacement(bleedBox, rotation), cropMarks: cropMarks(size, trimBox, bleed) };
}

/** The upright raster's size is the bleed box's before the turn; (x, y) is chosen so the turn lands on the box. */
function rasterPlacement(box: Rect, rotation: QuarterTurn): RasterPlacement {
  const rotateDegrees = rotation === 0 ? 0 : -rotation;
  switch (rotation) {
    case 0:
      return { ...box, rotateDegrees };
    case 90:
      return { x: box.x, y: box.y + box.height, width: box.height, height: box.width, rotateDegrees };
    case 180:
      return { x: box.x + box.width, y: box.y + box.height, width: box.width, height: box.height, rotateDegrees };
    case 270:
      return { x: box.x + box.width, y: box.y, width: box.height, height: box.width, rotateDegrees };
  }
}

/** Two marks per corner: each trim line extended from `offset` beyond the bleed to the sheet's edge. */
function cropMarks(sheet: Size, trim: Rect, bleed: number): CropMark[] {
  const inner = bleed + mmToPoints(CROP_MARKS.offsetMm);
  const xs = [trim.x, trim.x + trim.width];
  const ys = [trim.y, trim.y + trim.height];
  const horizontal = ys.flatMap((y) => [
    { start: { x: 0, y }, end: { x: trim.x - inner, y } },
    { start: { x: trim.x + trim.width + inner, y }, end: { x: sheet.width, y } },
  ]);
  const vertical = xs.flatMap((x) => [
    { start: { x, y: 0 }, end: { x, y: trim.y - inner } },
    { start: { x, y: trim.y + trim.height + inner }, end: { x, y: sheet.height } },
  ]);
  return [...horizontal, ...vertical];
}
