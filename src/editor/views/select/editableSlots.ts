import { imageSlotsOf, textSlotsOf, type ImageSlot, type Part, type TextSlot } from '../../../engine/model';

export type ResourceKind = 'image' | 'text';

/** The slots of a part the customer may edit, in drawing order: the select step numbers them from 1. */
export function editableSlots(part: Part, kind: 'image'): ImageSlot[];
export function editableSlots(part: Part, kind: 'text'): TextSlot[];
export function editableSlots(part: Part, kind: ResourceKind): (ImageSlot | TextSlot)[];
export function editableSlots(part: Part, kind: ResourceKind): (ImageSlot | TextSlot)[] {
  const slots = kind === 'image' ? imageSlotsOf(part) : textSlotsOf(part);
  return slots.filter((slot) => !slot.disableEdit);
}
