/**
 * 'Replace all pictures?' (spec 2 §4, §5): after Done with a new picture, a photo gift with more
 * than 4 image fields may take the picture in every field that allows it; fields that refuse it
 * are skipped. Calendars and cards never ask.
 */
import { imageSlots, pictureAllowed, type ImageResource, type PictureFacts, type Template, type UserResources } from '../../../engine/model';

/** More than this many image fields: the question is worth asking. */
export const REPLACE_ALL_THRESHOLD = 4;

/** The other image fields that allow the picture (the ones replace-all fills). */
export function replaceAllTargets(template: Template, slotId: string, facts: PictureFacts): string[] {
  return imageSlots(template)
    .filter((slot) => slot.id !== slotId && !slot.disableEdit && pictureAllowed(slot, facts))
    .map((slot) => slot.id);
}

/**
 * Whether Done asks 'Replace all pictures?': the field got a picture it did not have when the
 * view opened, the template is neither calendar nor card, and it has more than 4 image fields
 * of which at least one other takes the picture.
 */
export function asksReplaceAll(template: Template, before: UserResources, after: UserResources, slotId: string, facts: PictureFacts | undefined): boolean {
  const chosen = after.images[slotId];
  if (!chosen || !facts || before.images[slotId]?.pictureUuid === chosen.pictureUuid) return false;
  if (template.type === 'CALENDAR' || template.type === 'CARD') return false;
  if (imageSlots(template).length <= REPLACE_ALL_THRESHOLD) return false;
  return replaceAllTargets(template, slotId, facts).length > 0;
}

/**
 * The picture in every target field: the same photo, turn, effect and background, each with the
 * default crop of its own field (cropRect null lets the layout compute it).
 */
export function replaceAllPatch(template: Template, slotId: string, chosen: ImageResource, facts: PictureFacts): Record<string, ImageResource> {
  const patch: Record<string, ImageResource> = {};
  for (const id of replaceAllTargets(template, slotId, facts)) patch[id] = { ...chosen, cropRect: null };
  return patch;
}
