import { describe, expect, it } from 'vitest';
import { CROP_MARKS, MARKS_MARGIN_MM, printSheet, type PrintSheet } from '../../../../src/engine/export/printSheet';
import { rasterPlan } from '../../../../src/engine/export/rasterSize';
import type { Point } from '../../../../src/engine/layout/geometry';

const PT_PER_MM = 72 / 25.4;
const mm = (value: number) => value * PT_PER_MM;

/** Where a point of the upright raster (u right, v down, 0-1) lands on the sheet, by pdf-lib's drawImage maths. */
function landing({ raster }: PrintSheet, u: number, v: number): Point {
  const angle = (raster.rotateDegrees * Math.PI) / 180;
  const local = { x: u * raster.width, y: (1 - v) * raster.height };
  return {
    x: raster.x + local.x * Math.cos(angle) - local.y * Math.sin(angle),
    y: raster.y + local.x * Math.sin(angle) + local.y * Math.cos(angle),
  };
}

const close = (point: Point) => ({ x: Math.round(point.x * 1000) / 1000, y: Math.round(point.y * 1000) / 1000 });

describe('rasterPlan: DPI and widths to pixels', () => {
  it('gives 1843 px for 150 mm plus 3 mm bleed each side at 300 DPI', () => {
    expect(rasterPlan({ width: 150, height: 150 }, 3, 'bleed', { dpi: 300 })).toEqual({ scale: 300 / 25.4, size: { width: 1843, height: 1843 } });
  });

  it('gives 2433 x 3614 px for a 20x30 calendar page plus bleed at 300 DPI', () => {
    expect(rasterPlan({ width: 200, height: 300 }, 3, 'bleed', { dpi: 300 }).size).toEqual({ width: 2433, height: 3614 });
  });

  it('meets a thumbnail width and keeps the proportions', () => {
    expect(rasterPlan({ width: 100, height: 150 }, 3, 'trim', { width: 320 }).size).toEqual({ width: 320, height: 480 });
    expect(rasterPlan({ width: 100, height: 150 }, 3, 'bleed', { width: 320 }).size).toEqual({ width: 320, height: 471 });
  });

  it('leaves the bleed out of a trim-area raster: 150 mm at 72 DPI is 425 px', () => {
    expect(rasterPlan({ width: 150, height: 150 }, 3, 'trim', { dpi: 72 }).size).toEqual({ width: 425, height: 425 });
  });

  it('refuses a zero DPI or width', () => {
    expect(() => rasterPlan({ width: 150, height: 150 }, 3, 'bleed', { dpi: 0 })).toThrow(RangeError);
    expect(() => rasterPlan({ width: 150, height: 150 }, 3, 'bleed', { width: 0 })).toThrow(RangeError);
  });
});

describe('printSheet', () => {
  const card = printSheet({ width: 150, height: 150 }, 3, 0);

  it('sizes the page as trim + bleed + the marks margin on every side, in points', () => {
    expect(MARKS_MARGIN_MM).toBe(7);
    expect(card.size.width).toBeCloseTo(mm(150 + 2 * 3 + 2 * 7), 6);
    expect(card.size.height).toBeCloseTo(mm(170), 6);
    expect(card.size.width).toBeCloseTo(481.89, 2);
  });

  it('puts the trim box inside the bleed box, both centred', () => {
    expect(card.trimBox.x).toBeCloseTo(mm(10), 6);
    expect(card.trimBox.width).toBeCloseTo(mm(150), 6);
    expect(card.bleedBox.x).toBeCloseTo(mm(7), 6);
    expect(card.bleedBox.width).toBeCloseTo(mm(156), 6);
  });

  it('draws eight crop marks on the trim lines, from 2 mm beyond the bleed to the sheet edge', () => {
    expect(card.cropMarks).toHaveLength(8);
    const trimXs = [mm(10), mm(160)];
    for (const { start, end } of card.cropMarks) {
      const horizontal = start.y === end.y;
      const along = horizontal ? [start.x, end.x] : [start.y, end.y];
      const at = horizontal ? start.y : start.x;
      expect(trimXs.some((t) => Math.abs(t - at) < 1e-9)).toBe(true);
      expect(Math.abs(along[1] - along[0])).toBeCloseTo(mm(CROP_MARKS.lengthMm), 6);
      // Every mark keeps 2 mm clear of the bleed box (7 mm from the edge, 3 mm bleed).
      const nearest = Math.min(...along.map((p) => Math.min(Math.abs(p - mm(7)), Math.abs(p - mm(163)))));
      expect(nearest).toBeCloseTo(mm(2), 6);
      for (const p of along) expect(p <= mm(5) + 1e-9 || p >= mm(165) - 1e-9).toBe(true);
    }
    expect(card.cropMarks.filter((m) => m.start.y === m.end.y)).toHaveLength(4);
  });

  it('places an upright part without turning it, covering the bleed box', () => {
    expect(card.raster).toEqual({ ...card.bleedBox, rotateDegrees: 0 });
  });

  it('turns a 20x30 part printed at 90 degrees: a landscape sheet, the design top-left at the top-right', () => {
    const turned = printSheet({ width: 200, height: 300 }, 3, 90);
    expect(turned.size.width).toBeCloseTo(mm(320), 6);
    expect(turned.size.height).toBeCloseTo(mm(220), 6);
    expect(turned.trimBox.width).toBeCloseTo(mm(300), 6);
    const box = turned.bleedBox;
    expect(close(landing(turned, 0, 0))).toEqual(close({ x: box.x + box.width, y: box.y + box.height }));
    expect(close(landing(turned, 1, 1))).toEqual(close({ x: box.x, y: box.y }));
  });

  it('covers exactly the bleed box at every turn, with the design top-left where a clockwise turn puts it', () => {
    const part = { width: 100, height: 150 };
    for (const [rotation, corner] of [
      [0, 'top-left'],
      [90, 'top-right'],
      [180, 'bottom-right'],
      [270, 'bottom-left'],
    ] as const) {
      const sheet = printSheet(part, 3, rotation);
      const box = sheet.bleedBox;
      const corners = {
        'top-left': { x: box.x, y: box.y + box.height },
        'top-right': { x: box.x + box.width, y: box.y + box.height },
        'bottom-right': { x: box.x + box.width, y: box.y },
        'bottom-left': { x: box.x, y: box.y },
      };
      const landed = [landing(sheet, 0, 0), landing(sheet, 1, 0), landing(sheet, 1, 1), landing(sheet, 0, 1)].map(close);
      expect(landed[0], `design top-left at ${rotation}`).toEqual(close(corners[corner]));
      expect(new Set(landed.map((p) => `${p.x},${p.y}`))).toEqual(new Set(Object.values(corners).map((p) => `${close(p).x},${close(p).y}`)));
    }
  });
});
