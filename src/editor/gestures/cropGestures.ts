/**
 * The crop maths of every way to move a photo in its slot: finger drag, pinch, mouse wheel and
 * the zoom and nudge buttons (the non-drag way, WCAG 2.5.7). Each gesture is computed from the
 * crop it started with, so rounding never piles up, and ends in the engine's crop functions,
 * which never leave the slot empty. Pure: data in, crop out.
 */
import {
  effectiveCrop,
  panCropRect,
  slotPointToCropPoint,
  zoomCropRect,
} from '../../engine/layout/crop';
import type { Point, QuarterTurn, Rect, Size } from '../../engine/layout/geometry';
import type { ImageResource, ImageSlot } from '../../engine/model';
import { screenDeltaToSlot, screenToSlotPoint, type SlotFrame } from './slotFrame';

/** What a gesture works on: the photo's crop when the gesture began. */
export interface CropSubject {
  /** Rotated-source pixels (the engine's crop convention). */
  crop: Rect;
  source: Size;
  /** The slot's size in mm. */
  slot: Size;
  rotation: QuarterTurn;
  disableZoom: boolean;
}

/** One press of a zoom button. */
export const ZOOM_STEP = 1.25;
/** One press of a nudge button moves the picture by this share of the slot's width or height. */
export const NUDGE_SHARE = 0.05;
/** Wheel zoom per pixel of scroll: 100 px of a notch zooms by about 22 %. */
export const WHEEL_ZOOM_PER_PIXEL = 0.002;

export type NudgeDirection = 'left' | 'right' | 'up' | 'down';

/**
 * The crop a gesture starts from: the stored one, or the cover crop the slot shows by default
 * (a 'contain' slot becomes a cover crop once the customer moves its photo).
 */
export function cropSubject(resource: ImageResource, slot: Pick<ImageSlot, 'rect' | 'disableZoom'>): CropSubject {
  const source = { width: resource.sourceWidth, height: resource.sourceHeight };
  const size = { width: slot.rect.width, height: slot.rect.height };
  const { crop } = effectiveCrop(resource, size, 'cover');
  return { crop, source, slot: size, rotation: resource.rotation, disableZoom: slot.disableZoom };
}

/** The finger or mouse moved by `movement` (CSS px) since the drag began: the picture follows it. */
export function dragCrop(subject: CropSubject, movement: Point, frame: SlotFrame): Rect {
  return panCropRect(subject.crop, screenDeltaToSlot(frame, movement), subject.source, subject.slot, subject.rotation);
}

/**
 * Two fingers: `scale` is their distance now over their distance at the start; the spot under
 * the fingers' midpoint at the start stays under it, and moving the midpoint pans.
 */
export function pinchCrop(subject: CropSubject, scale: number, originAtStart: Point, originNow: Point, frame: SlotFrame): Rect {
  const { source, slot, rotation } = subject;
  const movement = { x: originNow.x - originAtStart.x, y: originNow.y - originAtStart.y };
  if (subject.disableZoom || !Number.isFinite(scale) || scale <= 0) return dragCrop(subject, movement, frame);
  const focus = slotPointToCropPoint(screenToSlotPoint(frame, originAtStart), subject.crop, slot);
  const zoomed = zoomCropRect(subject.crop, scale, focus, source, slot, rotation);
  return panCropRect(zoomed, screenDeltaToSlot(frame, movement), source, slot, rotation);
}

/** The zoom factor of a wheel turn; `deltaY` in pixels (lines and pages converted by the caller). */
export const wheelZoomFactor = (deltaY: number): number => Math.exp(-deltaY * WHEEL_ZOOM_PER_PIXEL);

/** A wheel turn of `deltaY` px with the pointer at `pointer`: zooms around the spot under it. */
export function wheelCrop(subject: CropSubject, deltaY: number, pointer: Point, frame: SlotFrame): Rect {
  if (subject.disableZoom) return subject.crop;
  const focus = slotPointToCropPoint(screenToSlotPoint(frame, pointer), subject.crop, subject.slot);
  return zoomCropRect(subject.crop, wheelZoomFactor(deltaY), focus, subject.source, subject.slot, subject.rotation);
}

/** A zoom button: around the crop's centre. */
export function zoomStepCrop(subject: CropSubject, direction: 'in' | 'out'): Rect {
  if (subject.disableZoom) return subject.crop;
  const factor = direction === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP;
  return zoomCropRect(subject.crop, factor, undefined, subject.source, subject.slot, subject.rotation);
}

/** A nudge button: the picture moves that way inside the slot (as a drag would move it). */
export function nudgeCrop(subject: CropSubject, direction: NudgeDirection): Rect {
  const dx = subject.slot.width * NUDGE_SHARE;
  const dy = subject.slot.height * NUDGE_SHARE;
  const delta = { left: { x: -dx, y: 0 }, right: { x: dx, y: 0 }, up: { x: 0, y: -dy }, down: { x: 0, y: dy } }[direction];
  return panCropRect(subject.crop, delta, subject.source, subject.slot, subject.rotation);
}

/** Whether a zoom button can do anything (at the deepest zoom 'in' cannot, at cover 'out' cannot). */
export function canZoom(subject: CropSubject, direction: 'in' | 'out'): boolean {
  if (subject.disableZoom) return false;
  const next = zoomStepCrop(subject, direction);
  return Math.abs(next.width - subject.crop.width) > 1e-6 * subject.crop.width;
}

/** Whether a nudge moves the picture (not when it already touches that edge). */
export function canNudge(subject: CropSubject, direction: NudgeDirection): boolean {
  const next = nudgeCrop(subject, direction);
  return Math.abs(next.x - subject.crop.x) > 1e-6 || Math.abs(next.y - subject.crop.y) > 1e-6;
}
