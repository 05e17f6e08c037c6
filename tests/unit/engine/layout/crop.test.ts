import { describe, expect, it } from 'vitest';
import {
  clampCropRect,
  coverCropSize,
  cropRectFromView,
  cropRectToSourceRect,
  defaultCropRect,
  effectiveCrop,
  imagePlacement,
  MAX_ZOOM,
  panCropRect,
  rotateCropRect,
  slotPointToCropPoint,
  sourceRectToCropRect,
  viewFromCropRect,
  zoomCropRect,
} from '../../../../src/engine/layout/crop';
import type { Point, QuarterTurn, Rect } from '../../../../src/engine/layout/geometry';
import { nextRotation, sourceToRotatedPoint } from '../../../../src/engine/layout/rotation';

const turns: QuarterTurn[] = [0, 90, 180, 270];
const photo = { width: 4000, height: 3000 };
const square = { width: 100, height: 100 };
const portrait = { width: 100, height: 150 };

function expectRectClose(actual: Rect, expected: Rect): void {
  expect(actual.x).toBeCloseTo(expected.x, 6);
  expect(actual.y).toBeCloseTo(expected.y, 6);
  expect(actual.width).toBeCloseTo(expected.width, 6);
  expect(actual.height).toBeCloseTo(expected.height, 6);
}

describe('coverCropSize and defaultCropRect', () => {
  it('takes the full height of a landscape photo for a portrait slot, centred', () => {
    expect(coverCropSize(photo, portrait, 0)).toEqual({ width: 2000, height: 3000 });
    expect(defaultCropRect(photo, portrait, 0)).toEqual({ x: 1000, y: 0, width: 2000, height: 3000 });
  });

  it('sees the photo turned sideways at 90 and 270', () => {
    for (const rotation of [90, 270] as const) {
      const crop = defaultCropRect(photo, portrait, rotation);
      expectRectClose(crop, { x: 500 / 3, y: 0, width: 8000 / 3, height: 4000 });
    }
  });

  it('takes the full width of a landscape photo for a wider slot', () => {
    expect(defaultCropRect(photo, { width: 200, height: 100 }, 0)).toEqual({ x: 0, y: 500, width: 4000, height: 2000 });
  });

  it('keeps the slot aspect ratio for every turn', () => {
    for (const rotation of turns) {
      const crop = defaultCropRect(photo, portrait, rotation);
      expect(crop.width / crop.height).toBeCloseTo(portrait.width / portrait.height, 9);
    }
  });
});

describe('cropRectFromView and viewFromCropRect', () => {
  it('zoom 1 at the centre is the default crop', () => {
    const view = { zoom: 1, center: { x: 2000, y: 1500 } };
    expect(cropRectFromView({ source: photo, slot: square, rotation: 0, ...view })).toEqual(
      defaultCropRect(photo, square, 0),
    );
  });

  it('zoom 2 halves the crop around the centre', () => {
    const crop = cropRectFromView({ source: photo, slot: square, rotation: 0, zoom: 2, center: { x: 1800, y: 1400 } });
    expect(crop).toEqual({ x: 1050, y: 650, width: 1500, height: 1500 });
  });

  it('round-trips a view inside the photo for every turn', () => {
    for (const rotation of turns) {
      const view = { zoom: 2.5, center: { x: 1300, y: 1100 } };
      const crop = cropRectFromView({ source: photo, slot: portrait, rotation, ...view });
      const back = viewFromCropRect(crop, photo, portrait, rotation);
      expect(back.zoom).toBeCloseTo(2.5, 9);
      expect(back.center.x).toBeCloseTo(1300, 6);
      expect(back.center.y).toBeCloseTo(1100, 6);
    }
  });

  it('round-trips a crop through its view', () => {
    const crop = { x: 900, y: 400, width: 1200, height: 1800 };
    const view = viewFromCropRect(crop, photo, portrait, 0);
    expectRectClose(cropRectFromView({ source: photo, slot: portrait, rotation: 0, ...view }), crop);
  });

  it('clamps a view that would leave the photo', () => {
    const crop = cropRectFromView({ source: photo, slot: square, rotation: 0, zoom: 0.5, center: { x: -50, y: 9000 } });
    expect(crop).toEqual({ x: 0, y: 0, width: 3000, height: 3000 });
  });
});

describe('clampCropRect', () => {
  const zoomed = { width: 1000, height: 1000 };

  it('shifts a crop back inside the left and top edges', () => {
    expect(clampCropRect({ x: -300, y: -10, ...zoomed }, photo, square, 0)).toEqual({ x: 0, y: 0, ...zoomed });
  });

  it('shifts a crop back inside the right and bottom edges', () => {
    expect(clampCropRect({ x: 3500, y: 2500, ...zoomed }, photo, square, 0)).toEqual({ x: 3000, y: 2000, ...zoomed });
  });

  it('uses the turned photo edges at 90', () => {
    expect(clampCropRect({ x: 2800, y: 3500, ...zoomed }, photo, square, 90)).toEqual({ x: 2000, y: 3000, ...zoomed });
  });

  it('leaves a crop that is already inside alone', () => {
    const inside = { x: 1234, y: 567, ...zoomed };
    expect(clampCropRect(inside, photo, square, 0)).toEqual(inside);
  });

  it('never grows past the cover crop', () => {
    // Centre (2400, 2400) is kept as far as the edges allow.
    expect(clampCropRect({ x: -100, y: -100, width: 5000, height: 5000 }, photo, square, 0)).toEqual({
      x: 900,
      y: 0,
      width: 3000,
      height: 3000,
    });
  });

  it('never shrinks below 1/MAX_ZOOM of the cover crop', () => {
    const crop = clampCropRect({ x: 2000, y: 1500, width: 10, height: 10 }, photo, square, 0);
    expect(crop.width).toBe(3000 / MAX_ZOOM);
    expect(crop.x + crop.width / 2).toBe(2005);
  });

  it('gives a crop of another aspect the slot aspect, keeping its centre and area', () => {
    expect(clampCropRect({ x: 1000, y: 1000, width: 1000, height: 250 }, photo, square, 0)).toEqual({
      x: 1250,
      y: 875,
      width: 500,
      height: 500,
    });
  });

  it('replaces a broken crop by the default crop', () => {
    const broken = { x: Number.NaN, y: 0, width: 0, height: 0 };
    expect(clampCropRect(broken, photo, portrait, 0)).toEqual(defaultCropRect(photo, portrait, 0));
  });
});

describe('zoomCropRect', () => {
  const start = defaultCropRect(photo, square, 0); // x 500, y 0, 3000 x 3000

  it('zooms in around the crop centre without a focus', () => {
    expect(zoomCropRect(start, 2, undefined, photo, square, 0)).toEqual({ x: 1250, y: 750, width: 1500, height: 1500 });
  });

  it('keeps the focus point where it was on screen', () => {
    const focus = { x: 1100, y: 900 };
    const zoomed = zoomCropRect(start, 3, focus, photo, square, 0);
    expect((focus.x - zoomed.x) / zoomed.width).toBeCloseTo((focus.x - start.x) / start.width, 9);
    expect((focus.y - zoomed.y) / zoomed.height).toBeCloseTo((focus.y - start.y) / start.height, 9);
  });

  it('zooms towards a corner focus', () => {
    expect(zoomCropRect(start, 2, { x: 500, y: 0 }, photo, square, 0)).toEqual({ x: 500, y: 0, width: 1500, height: 1500 });
  });

  it('stops at MAX_ZOOM', () => {
    const deep = zoomCropRect(start, 1000, undefined, photo, square, 0);
    expect(deep.width).toBe(3000 / MAX_ZOOM);
    expect(zoomCropRect(deep, 2, undefined, photo, square, 0)).toEqual(deep);
  });

  it('stops at the cover crop when zooming out', () => {
    const zoomedIn = zoomCropRect(start, 4, { x: 3400, y: 2900 }, photo, square, 0);
    // Around this focus the unclamped crop would start at (-1000, 0); the edge stops it.
    expect(zoomCropRect(zoomedIn, 0.01, { x: 3900, y: 2900 }, photo, square, 0)).toEqual({
      x: 0,
      y: 0,
      width: 3000,
      height: 3000,
    });
  });

  it('zooms in and out again to the same crop when nothing is clamped', () => {
    const focus = { x: 2100, y: 1600 };
    const there = zoomCropRect(start, 2, focus, photo, square, 0);
    expectRectClose(zoomCropRect(there, 0.5, focus, photo, square, 0), start);
  });
});

describe('panCropRect', () => {
  const zoomed = { x: 500, y: 0, width: 1500, height: 1500 };

  it('moves the picture with the finger, converting slot units to source pixels', () => {
    // 1500 px over 100 mm: 15 px per mm; the crop moves against the finger.
    expect(panCropRect(zoomed, { x: 10, y: -20 }, photo, square, 0)).toEqual({ x: 350, y: 300, width: 1500, height: 1500 });
  });

  it('stops at the left and top edges', () => {
    expect(panCropRect(zoomed, { x: 1000, y: 1000 }, photo, square, 0)).toEqual({ x: 0, y: 0, width: 1500, height: 1500 });
  });

  it('stops at the right and bottom edges', () => {
    expect(panCropRect(zoomed, { x: -1000, y: -1000 }, photo, square, 0)).toEqual({
      x: 2500,
      y: 1500,
      width: 1500,
      height: 1500,
    });
  });

  it('cannot move a cover crop along the axis it fills', () => {
    const cover = defaultCropRect(photo, square, 0);
    expect(panCropRect(cover, { x: 0, y: 30 }, photo, square, 0)).toEqual(cover);
  });
});

describe('slotPointToCropPoint', () => {
  it('maps the slot centre to the crop centre and a corner to a corner', () => {
    const crop = { x: 1000, y: 0, width: 2000, height: 3000 };
    expect(slotPointToCropPoint({ x: 50, y: 75 }, crop, portrait)).toEqual({ x: 2000, y: 1500 });
    expect(slotPointToCropPoint({ x: 100, y: 150 }, crop, portrait)).toEqual({ x: 3000, y: 3000 });
  });
});

describe('rotateCropRect', () => {
  it('gives the cover crop of the turned photo around the same centre', () => {
    const crop = defaultCropRect(photo, square, 0);
    expect(rotateCropRect(crop, photo, square, 0, 270)).toEqual({ x: 0, y: 500, width: 3000, height: 3000 });
  });

  it('comes back to the default crop after a full cycle of Rotate presses', () => {
    let rotation: QuarterTurn = 0;
    let crop = defaultCropRect(photo, portrait, 0);
    const seen: QuarterTurn[] = [];
    for (let press = 0; press < 4; press += 1) {
      const next = nextRotation(rotation);
      crop = rotateCropRect(crop, photo, portrait, rotation, next);
      rotation = next;
      seen.push(rotation);
      expectRectClose(crop, defaultCropRect(photo, portrait, rotation));
    }
    expect(seen).toEqual([270, 180, 90, 0]);
  });

  it('keeps the same spot of the photo across the slot', () => {
    const narrow = { width: 50, height: 150 };
    const crop = cropRectFromView({ source: photo, slot: narrow, rotation: 0, zoom: 1, center: { x: 1200, y: 1500 } });
    const turned = rotateCropRect(crop, photo, narrow, 0, 90);
    const spot = sourceToRotatedPoint({ x: 1200, y: 1500 }, photo, 90);
    expect(turned.x + turned.width / 2).toBeCloseTo(spot.x, 9);
  });
});

describe('cropRectToSourceRect', () => {
  it('maps a crop of the photo turned by 90 back to the file', () => {
    const crop = { x: 100, y: 200, width: 300, height: 600 };
    expect(cropRectToSourceRect(crop, photo, 90)).toEqual({ x: 200, y: 2600, width: 600, height: 300 });
  });

  it('maps a crop at 180 and 270', () => {
    const crop = { x: 100, y: 200, width: 300, height: 600 };
    expect(cropRectToSourceRect(crop, photo, 180)).toEqual({ x: 3600, y: 2200, width: 300, height: 600 });
    expect(cropRectToSourceRect(crop, photo, 270)).toEqual({ x: 3200, y: 100, width: 600, height: 300 });
  });

  it('is undone by sourceRectToCropRect for every turn', () => {
    const crop = { x: 120, y: 340, width: 900, height: 1350 };
    for (const rotation of turns) {
      expect(sourceRectToCropRect(cropRectToSourceRect(crop, photo, rotation), photo, rotation)).toEqual(crop);
    }
  });
});

describe('imagePlacement', () => {
  /** Konva's transform of a node point: translate(x, y) . rotate(rotation, clockwise) . translate(-offset). */
  function konvaToSlot(local: Point, placement: ReturnType<typeof imagePlacement>): Point {
    const angle = (placement.rotation * Math.PI) / 180;
    const u = local.x - placement.offsetX;
    const v = local.y - placement.offsetY;
    return {
      x: placement.x + u * Math.cos(angle) - v * Math.sin(angle),
      y: placement.y + u * Math.sin(angle) + v * Math.cos(angle),
    };
  }

  it('draws each corner of the file crop where the crop shows it in the slot, for every turn', () => {
    for (const rotation of turns) {
      const crop = zoomCropRect(defaultCropRect(photo, portrait, rotation), 1.7, { x: 900, y: 1300 }, photo, portrait, rotation);
      const placement = imagePlacement(crop, photo, portrait, rotation);
      const corners: [Point, Point][] = [
        [{ x: 0, y: 0 }, { x: placement.crop.x, y: placement.crop.y }],
        [
          { x: placement.width, y: placement.height },
          { x: placement.crop.x + placement.crop.width, y: placement.crop.y + placement.crop.height },
        ],
      ];
      for (const [local, sourcePoint] of corners) {
        const turned = sourceToRotatedPoint(sourcePoint, photo, rotation);
        const expected = {
          x: ((turned.x - crop.x) / crop.width) * portrait.width,
          y: ((turned.y - crop.y) / crop.height) * portrait.height,
        };
        const drawn = konvaToSlot(local, placement);
        expect(drawn.x).toBeCloseTo(expected.x, 6);
        expect(drawn.y).toBeCloseTo(expected.y, 6);
      }
    }
  });

  it('swaps the node size for sideways turns so it covers the slot after turning', () => {
    const crop = defaultCropRect(photo, portrait, 90);
    const placement = imagePlacement(crop, photo, portrait, 90);
    expect(placement).toMatchObject({ x: 50, y: 75, width: 150, height: 100, offsetX: 75, offsetY: 50, rotation: 90 });
  });
});

describe('effectiveCrop: the one answer to which crop a slot shows', () => {
  const source = { sourceWidth: 600, sourceHeight: 900, rotation: 0 as const };
  const slot = { width: 100, height: 100 };

  it('clamps a stored crop and draws it over the whole slot, whatever the adaption', () => {
    const stored = { ...source, cropRect: { x: -40, y: 100, width: 300, height: 300 } };
    for (const adaption of ['cover', 'contain'] as const) {
      expect(effectiveCrop(stored, slot, adaption)).toEqual({ crop: { x: 0, y: 100, width: 300, height: 300 }, frame: { x: 0, y: 0, ...slot } });
    }
  });

  it('without a stored crop: the centred cover crop in a cover slot', () => {
    expect(effectiveCrop({ ...source, cropRect: null }, slot, 'cover')).toEqual({ crop: { x: 0, y: 150, width: 600, height: 600 }, frame: { x: 0, y: 0, ...slot } });
  });

  it('without a stored crop: the whole turned photo fitted inside a contain slot', () => {
    const sideways = effectiveCrop({ ...source, rotation: 90, cropRect: null }, slot, 'contain');
    expect(sideways.crop).toEqual({ x: 0, y: 0, width: 900, height: 600 });
    expect(sideways.frame.width).toBeCloseTo(100, 9);
    expect(sideways.frame.height).toBeCloseTo(600 / 9, 9);
    expect(sideways.frame.y).toBeCloseTo((100 - 600 / 9) / 2, 9);
  });
});
