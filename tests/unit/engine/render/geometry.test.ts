import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { installNodeCanvas } from '../../../../src/engine/render/nodeBackend';
import type { CalendarMonthLayer } from '../../../../src/engine/model/layers';
import { linearGradientLine } from '../../../../src/engine/render/art';
import { calendarCells } from '../../../../src/engine/render/calendar';
import { compositeOverBackground } from '../../../../src/engine/render/greenScreen';
import type { LoadedImage } from '../../../../src/engine/render/images';
import { photoAttrs } from '../../../../src/engine/render/imageSlot';
import { konvaFontStyle } from '../../../../src/engine/render/measure';
import { rectPx } from '../../../../src/engine/render/units';

installNodeCanvas();

describe('px mapping', () => {
  it('moves template mm by the bleed and scales them', () => {
    expect(rectPx({ x: 10, y: 0, width: 20, height: 5 }, { scale: 2, bleed: 3 })).toEqual({ x: 26, y: 6, width: 40, height: 10 });
  });
});

describe('linear gradients', () => {
  it('run left to right at 0 degrees and top to bottom at 90, CSS-style', () => {
    expect(linearGradientLine(0, { width: 100, height: 50 })).toEqual({ start: { x: 0, y: 25 }, end: { x: 100, y: 25 } });
    const down = linearGradientLine(90, { width: 100, height: 50 });
    expect(down.start.x).toBeCloseTo(50);
    expect(down.start.y).toBeCloseTo(0);
    expect(down.end.y).toBeCloseTo(50);
  });

  it('reach the corners on a diagonal', () => {
    const { start, end } = linearGradientLine(45, { width: 100, height: 100 });
    expect(start.x).toBeCloseTo(0);
    expect(start.y).toBeCloseTo(0);
    expect(end.x).toBeCloseTo(100);
    expect(end.y).toBeCloseTo(100);
  });
});

describe('photo placement in a slot', () => {
  const resource = { pictureUuid: '11111111-1111-4111-8111-111111111111', sourceWidth: 1000, sourceHeight: 2000, cropRect: null, rotation: 0 as const };

  it('scales a crop of the original to a smaller derivative of it', () => {
    const attrs = photoAttrs({ ...resource, cropRect: { x: 100, y: 200, width: 400, height: 400 } }, { width: 500, height: 1000 }, { width: 50, height: 50 }, 'cover');
    expect(attrs.crop).toEqual({ x: 50, y: 100, width: 200, height: 200 });
    expect([attrs.x, attrs.y, attrs.width, attrs.height]).toEqual([25, 25, 50, 50]);
  });

  it('starts from the centred cover crop', () => {
    const attrs = photoAttrs(resource, { width: 1000, height: 2000 }, { width: 100, height: 100 }, 'cover');
    expect(attrs.crop).toEqual({ x: 0, y: 500, width: 1000, height: 1000 });
  });

  it('shows the whole turned photo centred for a contain part', () => {
    const attrs = photoAttrs({ ...resource, rotation: 90 }, { width: 1000, height: 2000 }, { width: 100, height: 100 }, 'contain');
    expect(attrs.crop).toEqual({ x: 0, y: 0, width: 1000, height: 2000 });
    // Turned, the photo is 2000 x 1000: it fills the width and is centred in height (25..75).
    expect(attrs.rotation).toBe(90);
    expect([attrs.x, attrs.y]).toEqual([50, 50]);
    expect([attrs.width, attrs.height]).toEqual([50, 100]);
  });
});

describe('calendar cells', () => {
  const layer: CalendarMonthLayer = {
    kind: 'calendarMonth',
    id: 'grid',
    rect: { x: 0, y: 0, width: 76, height: 60 },
    monthOffset: 1,
    style: {
      title: { family: 'Montserrat', size: 5, color: '#000000', horizontalAlign: 'left' },
      weekdayHeader: { family: 'Montserrat', size: 2, color: '#333333' },
      days: { family: 'Montserrat', size: 3, color: '#000000', sundayColor: '#c52b2b' },
      weekNumbers: { family: 'Montserrat', size: 2, color: '#999999' },
      lineColor: '#cccccc',
      lineWidth: 0.2,
    },
  };

  it('lays out February 2028, a leap year: 29 days, week numbers, the Sunday column marked', () => {
    const cells = calendarCells(layer, 2028, 'nb', { scale: 1, bleed: 0 });
    expect(cells.title?.text).toBe('Februar 2028');
    expect(cells.days.map((d) => d.text)).toHaveLength(29);
    // 1 February 2028 is a Tuesday: second column after the week-number column (width 0.6 of a day column of 10 mm).
    expect(cells.days[0].box.x).toBeCloseTo(6 + 10);
    expect(cells.days.filter((d) => d.sunday).map((d) => d.text)).toEqual(['6', '13', '20', '27']);
    expect(cells.weekNumbers.map((w) => w.text)).toEqual(['5', '6', '7', '8', '9']);
    expect(cells.weekdays.map((w) => w.text)[6]).toBe('søn');
    // Lines: one per row edge (5 weeks + 1) and per column edge (8).
    expect(cells.lines).toHaveLength(6 + 8);
  });

  it('fills the rect: the last week row ends at its bottom', () => {
    const cells = calendarCells(layer, 2028, 'en', { scale: 2, bleed: 0 });
    const last = cells.days[cells.days.length - 1].box;
    expect(last.y + last.height).toBeCloseTo(120);
    expect(cells.title?.text).toBe('February 2028');
  });
});

describe('green-screen composite', () => {
  async function flat(width: number, height: number, fill: (context: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void) {
    const canvas = createCanvas(width, height);
    fill(canvas.getContext('2d'));
    return (await loadImage(canvas.toBuffer('image/png'))) as unknown as LoadedImage;
  }

  it('keeps the background upright for a turned photo', async () => {
    // A cut-out with nothing in it, over a background whose top half is red and bottom half blue.
    const foreground = await flat(200, 100, () => undefined);
    const background = await flat(100, 200, (c) => {
      c.fillStyle = '#ff0000';
      c.fillRect(0, 0, 100, 100);
      c.fillStyle = '#0000ff';
      c.fillRect(0, 100, 100, 100);
    });
    // Turned 90 degrees clockwise, the file's left edge becomes the top: red must be there.
    const composite = compositeOverBackground(foreground, background, 90);
    const context = composite.getContext('2d')!;
    expect([...context.getImageData(10, 50, 1, 1).data]).toEqual([255, 0, 0, 255]);
    expect([...context.getImageData(190, 50, 1, 1).data]).toEqual([0, 0, 255, 255]);
    // Unturned, the background's own top is the file's top.
    const upright = compositeOverBackground(foreground, background, 0).getContext('2d')!;
    expect([...upright.getImageData(100, 5, 1, 1).data]).toEqual([255, 0, 0, 255]);
    expect([...upright.getImageData(100, 95, 1, 1).data]).toEqual([0, 0, 255, 255]);
  });
});

describe('font styles', () => {
  it('names the face as Konva and CSS want it', () => {
    expect(konvaFontStyle({})).toBe('normal');
    expect(konvaFontStyle({ bold: true })).toBe('bold');
    expect(konvaFontStyle({ bold: true, italic: true })).toBe('italic bold');
  });
});
