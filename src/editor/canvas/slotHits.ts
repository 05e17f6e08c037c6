/**
 * What a tap on the main view's canvas opens (spec 2 §2.5): the image view of a picture field,
 * or the text view of a text field, whichever is drawn on top under the finger. Pure.
 */
import type { Point } from '../../engine/layout/geometry';
import type { Part, Template } from '../../engine/model';
import type { PartFit } from '../../engine/react/partFit';
import { slotAt, slotFrame, type SlotFrame } from '../gestures/slotFrame';
import type { ViewOpening } from '../views/main/mainTools';

export interface EditableSlotFrame extends SlotFrame {
  kind: 'image' | 'text';
  /** 1-based among the part's editable slots of its kind (the select step's numbers). */
  number: number;
}

/** The frames of the part's editable picture and text fields, in drawing order. */
export function editableSlotFrames(template: Pick<Template, 'bleed'>, part: Part, fit: PartFit, origin: Point): EditableSlotFrame[] {
  const counts = { image: 0, text: 0 };
  return part.layers.flatMap((layer) => {
    if ((layer.kind !== 'image' && layer.kind !== 'text') || layer.disableEdit) return [];
    counts[layer.kind] += 1;
    const rotation = layer.kind === 'image' ? layer.rotation : 0;
    return [{ ...slotFrame(template, { id: layer.id, rect: layer.rect, rotation }, fit, origin), kind: layer.kind, number: counts[layer.kind] }];
  });
}

/** The view a tap at `point` opens, if it lands on an editable field. */
export function tapOpening(frames: readonly EditableSlotFrame[], point: Point): ViewOpening | null {
  const hit = slotAt(frames, point) as EditableSlotFrame | undefined;
  return hit ? { view: hit.kind, resourceId: hit.slotId } : null;
}

/** The axis-aligned box around a frame, in the frame's screen px (for overlays on a tilted slot). */
export function frameBounds(frame: SlotFrame): { x: number; y: number; width: number; height: number } {
  const w = frame.size.width * frame.scale;
  const h = frame.size.height * frame.scale;
  const rad = (frame.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const width = w * cos + h * sin;
  const height = w * sin + h * cos;
  return { x: frame.center.x - width / 2, y: frame.center.y - height / 2, width, height };
}
