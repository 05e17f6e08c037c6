/**
 * Texts that follow a picture (spec 2 §4 'Group pictures'): choosing a group picture for a slot
 * fills the name texts of the slot's part with the group's name; any other picture with the
 * subject's. Pure: the route finds the slot's picture and the group.
 */
import { findSlot, imageSlotsOf, textIn, textSlotsOf, type ImageSlot, type Language, type Template, type TextResource } from '../../../engine/model';
import { allowedPictures, fillText, type NameForTexts, type SubjectPicture } from './fill';

export type SlotForPicture = { ok: true; slot: ImageSlot } | { ok: false; reason: 'no_image_slot' | 'not_allowed' };

/** The image slot `slotId` when it exists and its rules accept the picture. */
export function slotForPicture(template: Template, slotId: string, picture: SubjectPicture): SlotForPicture {
  const found = findSlot(template, slotId);
  if (found?.slot.kind !== 'image') return { ok: false, reason: 'no_image_slot' };
  return allowedPictures(found.slot, [picture]).length > 0 ? { ok: true, slot: found.slot } : { ok: false, reason: 'not_allowed' };
}

/** Whose name a text shows after `picture` was chosen. */
export function nameForPicture(picture: Pick<SubjectPicture, 'pictureType'>, subject: NameForTexts, groupName: string | null): NameForTexts {
  if (picture.pictureType === 'GP' && groupName !== null) return { name: groupName, isGroup: true };
  return subject;
}

const NAME_PLACEHOLDER = /\{(name|firstName)\}/;

/** The text resources of the slot's part whose default text names someone, filled for `who`. */
export function userStringsForSlot(template: Template, slotId: string, who: NameForTexts, year: number, lang: Language): Record<string, TextResource> {
  const part = template.parts.find((p) => imageSlotsOf(p).some((s) => s.id === slotId));
  if (!part) return {};
  return Object.fromEntries(
    textSlotsOf(part)
      .filter((slot) => NAME_PLACEHOLDER.test(textIn(slot.defaultText, lang)))
      .map((slot) => [slot.id, { text: fillText(slot.defaultText, who, year, lang) }]),
  );
}
