import { describe, expect, it } from 'vitest';
import { MAX_ZOOM } from '../../../../src/engine/layout/crop';
import type { Rect } from '../../../../src/engine/layout/geometry';
import type { ImageSlot } from '../../../../src/engine/model';
import {
  canNudge,
  canZoom,
  cropSubject,
  dragCrop,
  nudgeCrop,
  pinchCrop,
  wheelCrop,
  zoomStepCrop,
  ZOOM_STEP,
  type CropSubject,
} from '../../../../src/editor/gestures/cropGestures';
import { partSlotFrames, screenToSlotPoint, slotAt, slotFrame, type SlotFrame } from '../../../../src/editor/gestures/slotFrame';
import { image, PICTURE } from '../../../support/editorHarness';

/** A 100 x 150 mm slot drawn at 2 px/mm, centred at (300, 400) on screen: 200 x 300 px. */
const frame: SlotFrame = { slotId: 'photo', center: { x: 300, y: 400 }, scale: 2, size: { width: 100, height: 150 }, rotation: 0 };
const slot = { rect: { x: 0, y: 0, width: 100, height: 150 }, disableZoom: false };
/** The 2400 x 3000 portrait's cover crop for that slot is 2000 x 3000, centred: x 200. */
const start: CropSubject = cropSubject(image(PICTURE.portrait), slot);

const expectRect = (actual: Rect, expected: Rect) => {
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(actual[key], key).toBeCloseTo(expected[key], 6);
};

describe('crop subject', () => {
  it('starts from the default cover crop when none is stored, else from the stored (clamped) one', () => {
    expectRect(start.crop, { x: 200, y: 0, width: 2000, height: 3000 });
    const stored = cropSubject(image(PICTURE.portrait, { cropRect: { x: -50, y: 100, width: 1000, height: 1500 } }), slot);
    expectRect(stored.crop, { x: 0, y: 100, width: 1000, height: 1500 });
  });
});

describe('drag', () => {
  it('moves the picture with the finger: 20 px right is 10 mm, 200 photo pixels the other way', () => {
    expectRect(dragCrop(start, { x: 20, y: 0 }, frame), { x: 0, y: 0, width: 2000, height: 3000 });
    expectRect(dragCrop(start, { x: -10, y: 0 }, frame), { x: 300, y: 0, width: 2000, height: 3000 });
  });

  it('stops at the photo’s edge instead of showing empty slot', () => {
    expectRect(dragCrop(start, { x: 500, y: 300 }, frame), { x: 0, y: 0, width: 2000, height: 3000 });
    expectRect(dragCrop(start, { x: -500, y: -300 }, frame), { x: 400, y: 0, width: 2000, height: 3000 });
  });

  it('follows a tilted slot’s own axes: down on screen is along the slot’s width when it is turned 90°', () => {
    const turned = { ...frame, rotation: 90 };
    expectRect(dragCrop(start, { x: 0, y: 10 }, turned), { x: 100, y: 0, width: 2000, height: 3000 });
  });
});

describe('pinch', () => {
  it('zooms around the fingers’ midpoint: twice as far apart over the slot centre halves the crop about its centre', () => {
    expectRect(pinchCrop(start, 2, frame.center, frame.center, frame), { x: 700, y: 750, width: 1000, height: 1500 });
  });

  it('keeps the spot under the fingers in place (the slot’s top-left corner stays the crop’s)', () => {
    const corner = { x: 200, y: 250 };
    expectRect(pinchCrop(start, 2, corner, corner, frame), { x: 200, y: 0, width: 1000, height: 1500 });
  });

  it('pans when the midpoint moves during the pinch', () => {
    const zoomed = pinchCrop(start, 2, frame.center, { x: 310, y: 400 }, frame);
    // 10 px = 5 mm; at 1000 px per 100 mm that is 50 photo pixels.
    expectRect(zoomed, { x: 650, y: 750, width: 1000, height: 1500 });
  });

  it('never zooms deeper than the engine allows nor out past the cover crop', () => {
    expect(pinchCrop(start, 100, frame.center, frame.center, frame).width).toBeCloseTo(2000 / MAX_ZOOM, 6);
    expectRect(pinchCrop(start, 0.2, frame.center, frame.center, frame), start.crop);
  });

  it('only pans in a slot with zoom disabled', () => {
    const fixed = { ...start, disableZoom: true };
    expectRect(pinchCrop(fixed, 3, frame.center, { x: 290, y: 400 }, frame), { x: 300, y: 0, width: 2000, height: 3000 });
  });

  it('never leaves the slot empty, whatever the fingers do', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 500; i++) {
      const scale = 0.1 + random() * 12;
      const at = { x: 100 + random() * 400, y: 150 + random() * 500 };
      const now = { x: at.x + (random() - 0.5) * 800, y: at.y + (random() - 0.5) * 800 };
      const base = cropSubject(image(PICTURE.portrait, { rotation: ([0, 90, 180, 270] as const)[i % 4] }), slot);
      const crop = pinchCrop(base, scale, at, now, frame);
      const turned = base.rotation % 180 === 0 ? { width: 2400, height: 3000 } : { width: 3000, height: 2400 };
      expect(crop.x).toBeGreaterThanOrEqual(-1e-9);
      expect(crop.y).toBeGreaterThanOrEqual(-1e-9);
      expect(crop.x + crop.width).toBeLessThanOrEqual(turned.width + 1e-9);
      expect(crop.y + crop.height).toBeLessThanOrEqual(turned.height + 1e-9);
      expect(crop.width / crop.height).toBeCloseTo(100 / 150, 9);
    }
  });
});

describe('wheel', () => {
  it('zooms in on a turn away from the user, around the pointer, and not out past cover', () => {
    const zoomed = wheelCrop(start, -100, frame.center, frame);
    expect(zoomed.width).toBeCloseTo(2000 / Math.exp(0.2), 6);
    expect(zoomed.x + zoomed.width / 2).toBeCloseTo(1200, 6);
    expectRect(wheelCrop(start, 100, frame.center, frame), start.crop);
  });

  it('does nothing in a slot with zoom disabled', () => {
    expectRect(wheelCrop({ ...start, disableZoom: true }, -300, frame.center, frame), start.crop);
  });
});

describe('zoom and nudge buttons', () => {
  it('zooms in a step about the centre and back out', () => {
    const zoomed = zoomStepCrop(start, 'in');
    expectRect(zoomed, { x: 1200 - 800, y: 1500 - 1200, width: 2000 / ZOOM_STEP, height: 3000 / ZOOM_STEP });
    expectRect(zoomStepCrop({ ...start, crop: zoomed }, 'out'), start.crop);
  });

  it('says when a button can do something', () => {
    expect(canZoom(start, 'out')).toBe(false);
    expect(canZoom(start, 'in')).toBe(true);
    expect(canZoom({ ...start, disableZoom: true }, 'in')).toBe(false);
    const deepest = { ...start, crop: pinchCrop(start, MAX_ZOOM, frame.center, frame.center, frame) };
    expect(canZoom(deepest, 'in')).toBe(false);
    // The cover crop fills the photo's height: up and down cannot move it, left and right can.
    expect(canNudge(start, 'up')).toBe(false);
    expect(canNudge(start, 'down')).toBe(false);
    expect(canNudge(start, 'left')).toBe(true);
  });

  it('nudges the picture by 5 % of the slot as a drag would', () => {
    // Left by 5 mm: the crop moves right by 100 photo pixels.
    expectRect(nudgeCrop(start, 'left'), { x: 300, y: 0, width: 2000, height: 3000 });
    expectRect(nudgeCrop(start, 'right'), { x: 100, y: 0, width: 2000, height: 3000 });
  });
});

describe('slot frames', () => {
  const imageSlot = (id: string, x: number, rotation = 0): ImageSlot => ({
    kind: 'image', id, rect: { x, y: 10, width: 40, height: 60 }, rotation, mask: 'rect', userSupplied: true,
    disableEdit: false, disableZoom: false, disableBackground: false, groupPicture: false, allow: { pictureTypes: ['IP'] },
  });

  it('places the slot centre from the part fit: bleed in the drawing, offset hiding it, canvas origin on screen', () => {
    const fit = { scale: 3, size: { width: 300, height: 300 }, offset: { x: 9, y: 9 } };
    const f = slotFrame({ bleed: 3 }, imageSlot('a', 20), fit, { x: 100, y: 50 });
    // x: 100 + (20 + 3 + 20) * 3 - 9 = 220; y: 50 + (10 + 3 + 30) * 3 - 9 = 170.
    expect(f.center).toEqual({ x: 220, y: 170 });
    expect(screenToSlotPoint(f, { x: 220 - 60, y: 170 - 90 })).toEqual({ x: 0, y: 0 });
  });

  it('finds the topmost slot under a point, respecting a slot’s tilt', () => {
    const fit = { scale: 1, size: { width: 200, height: 200 }, offset: { x: 0, y: 0 } };
    const part = { layers: [imageSlot('under', 10), imageSlot('over', 30), imageSlot('tilted', 120, 90)] } as never;
    const frames = partSlotFrames({ bleed: 0 }, part, fit, { x: 0, y: 0 });
    expect(slotAt(frames, { x: 45, y: 40 })?.slotId).toBe('over');
    expect(slotAt(frames, { x: 15, y: 40 })?.slotId).toBe('under');
    expect(slotAt(frames, { x: 5, y: 40 })).toBeUndefined();
    // Turned 90° about its centre (140, 40) the 40 x 60 slot spans x 110-170, y 20-60.
    expect(slotAt(frames, { x: 165, y: 40 })?.slotId).toBe('tilted');
    expect(slotAt(frames, { x: 140, y: 65 })).toBeUndefined();
  });
});
