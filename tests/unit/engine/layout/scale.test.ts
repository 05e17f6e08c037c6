import { describe, expect, it } from 'vitest';
import { pxPerMm, scaleToFit, sizeInPx } from '../../../../src/engine/layout/scale';

describe('pxPerMm', () => {
  it('gives 300 DPI as about 11.81 px per mm', () => {
    expect(pxPerMm(300)).toBeCloseTo(11.811, 3);
  });

  it('gives exactly one px per mm at 25.4 DPI', () => {
    expect(pxPerMm(25.4)).toBe(1);
  });
});

describe('scaleToFit', () => {
  it('fits a 150x150 mm card into a 320 px thumbnail', () => {
    const scale = scaleToFit({ width: 150, height: 150 }, { width: 320, height: 320 });
    expect(scale).toBeCloseTo(320 / 150);
    expect(sizeInPx({ width: 150, height: 150 }, scale)).toEqual({ width: 320, height: 320 });
  });

  it('lets the longer side of a portrait card decide', () => {
    const scale = scaleToFit({ width: 100, height: 150 }, { width: 320, height: 320 });
    expect(sizeInPx({ width: 100, height: 150 }, scale)).toEqual({ width: 213, height: 320 });
  });

  it('draws a thumbnail and a print as the same picture at two scales', () => {
    const card = { width: 150, height: 150 };
    const print = sizeInPx(card, pxPerMm(300));
    const thumb = sizeInPx(card, scaleToFit(card, { width: 320, height: 320 }));
    expect(print).toEqual({ width: 1772, height: 1772 });
    expect(print.width / print.height).toBe(thumb.width / thumb.height);
  });
});

describe('sizeInPx', () => {
  it('never returns an empty canvas', () => {
    expect(sizeInPx({ width: 0.1, height: 0.1 }, 1)).toEqual({ width: 1, height: 1 });
  });
});
