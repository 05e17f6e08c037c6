import { describe, expect, it } from 'vitest';
import { defaultCropRect, zoomCropRect } from '../../../../src/engine/layout/crop';
import { dpiQuality, effectiveDpi } from '../../../../src/engine/layout/dpi';

describe('effectiveDpi', () => {
  it('is pixels per inch of print: 1772 px over 150 mm is about 300 DPI', () => {
    expect(effectiveDpi({ x: 0, y: 0, width: 1772, height: 1772 }, { width: 150, height: 150 })).toBeCloseTo(300.06, 2);
  });

  it('counts the poorer axis', () => {
    expect(effectiveDpi({ x: 0, y: 0, width: 1000, height: 500 }, { width: 25.4, height: 25.4 })).toBe(500);
  });

  it('falls as the customer zooms in', () => {
    const photo = { width: 3000, height: 2000 };
    const slot = { width: 100, height: 150 };
    const cover = defaultCropRect(photo, slot, 0);
    const zoomed = zoomCropRect(cover, 2, undefined, photo, slot, 0);
    expect(effectiveDpi(zoomed, slot)).toBeCloseTo(effectiveDpi(cover, slot) / 2, 9);
  });
});

describe('dpiQuality', () => {
  it('grades at 200 and 120 DPI', () => {
    expect(dpiQuality(300)).toBe('good');
    expect(dpiQuality(200)).toBe('good');
    expect(dpiQuality(199.9)).toBe('fair');
    expect(dpiQuality(120)).toBe('fair');
    expect(dpiQuality(119.9)).toBe('poor');
    expect(dpiQuality(0)).toBe('poor');
  });
});
