import type { CalendarMonthLayer, ImageSlot, Slot, TextSlot } from './layers';
import type { Part, Template } from './template';

/** The part's image and text slots in drawing order (the ones a customer's resources fill). */
export const slotsOf = (part: Part): Slot[] =>
  part.layers.filter((l): l is Slot => l.kind === 'image' || l.kind === 'text');

export const imageSlotsOf = (part: Part): ImageSlot[] => part.layers.filter((l): l is ImageSlot => l.kind === 'image');

export const textSlotsOf = (part: Part): TextSlot[] => part.layers.filter((l): l is TextSlot => l.kind === 'text');

export const calendarMonthsOf = (part: Part): CalendarMonthLayer[] =>
  part.layers.filter((l): l is CalendarMonthLayer => l.kind === 'calendarMonth');

/** Every image slot of the template, part by part. */
export const imageSlots = (template: Template): ImageSlot[] => template.parts.flatMap(imageSlotsOf);

/** Every text slot of the template, part by part. */
export const textSlots = (template: Template): TextSlot[] => template.parts.flatMap(textSlotsOf);

/** The slot with this id and the part holding it, or undefined. */
export function findSlot(template: Template, id: string): { part: Part; slot: Slot } | undefined {
  for (const part of template.parts) {
    const slot = slotsOf(part).find((s) => s.id === id);
    if (slot) return { part, slot };
  }
  return undefined;
}
