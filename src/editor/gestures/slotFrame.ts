/**
 * Where an image slot sits on screen: the bridge between pointer positions (CSS px) and the
 * slot's own millimetres, with the slot's tilt taken into account. Pure.
 */
import type { Point, Size } from '../../engine/layout/geometry';
import type { PartFit } from '../../engine/react/partFit';
import type { ImageSlot, Part, Template } from '../../engine/model';

export interface SlotFrame {
  slotId: string;
  /** The slot's centre on screen, CSS px. */
  center: Point;
  /** CSS px per mm. */
  scale: number;
  /** The slot's size in mm. */
  size: Size;
  /** Degrees clockwise, as the template tilts the slot. */
  rotation: number;
}

/**
 * The frame of a slot drawn with `fit` in a canvas whose top-left is at `origin` on screen. Text
 * slots are never tilted: they pass rotation 0.
 */
export function slotFrame(template: Pick<Template, 'bleed'>, slot: Pick<ImageSlot, 'id' | 'rect' | 'rotation'>, fit: PartFit, origin: Point): SlotFrame {
  const { rect } = slot;
  return {
    slotId: slot.id,
    center: {
      x: origin.x + (rect.x + template.bleed + rect.width / 2) * fit.scale - fit.offset.x,
      y: origin.y + (rect.y + template.bleed + rect.height / 2) * fit.scale - fit.offset.y,
    },
    scale: fit.scale,
    size: { width: rect.width, height: rect.height },
    rotation: slot.rotation,
  };
}

function turn(point: Point, degrees: number): Point {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
}

/** A move on screen (CSS px) as a move in the slot's mm, along the slot's own axes. */
export function screenDeltaToSlot(frame: SlotFrame, delta: Point): Point {
  const local = turn(delta, -frame.rotation);
  return { x: local.x / frame.scale, y: local.y / frame.scale };
}

/** A screen point as mm from the slot's top-left (may lie outside the slot). */
export function screenToSlotPoint(frame: SlotFrame, point: Point): Point {
  const local = screenDeltaToSlot(frame, { x: point.x - frame.center.x, y: point.y - frame.center.y });
  return { x: local.x + frame.size.width / 2, y: local.y + frame.size.height / 2 };
}

export function slotContains(frame: SlotFrame, point: Point): boolean {
  const p = screenToSlotPoint(frame, point);
  return p.x >= 0 && p.y >= 0 && p.x <= frame.size.width && p.y <= frame.size.height;
}

/** The topmost of the frames (drawn last) under the point. */
export function slotAt(frames: readonly SlotFrame[], point: Point): SlotFrame | undefined {
  for (let i = frames.length - 1; i >= 0; i--) if (slotContains(frames[i], point)) return frames[i];
  return undefined;
}

/** Frames of the part's image slots in drawing order. */
export function partSlotFrames(template: Pick<Template, 'bleed'>, part: Part, fit: PartFit, origin: Point): SlotFrame[] {
  return part.layers.flatMap((l) => (l.kind === 'image' ? [slotFrame(template, l, fit, origin)] : []));
}
