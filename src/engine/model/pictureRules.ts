import type { ImageSlot, PictureType } from './layers';
import type { Template } from './template';

/** What the rules need to know of a picture from a picture set. */
export interface PictureFacts {
  pictureType: PictureType;
  groupPicture: boolean;
}

/**
 * Whether the slot's rules accept the picture: its type must be listed and, when the slot says
 * group or not group, the picture must match. A refused picture is shown greyed out and is
 * skipped by replace-all (spec 2 §2.6, §5).
 */
export function pictureAllowed(slot: Pick<ImageSlot, 'allow'>, picture: PictureFacts): boolean {
  const { pictureTypes, group } = slot.allow;
  return pictureTypes.includes(picture.pictureType) && (group === undefined || group === picture.groupPicture);
}

/** A green-screen picture in this slot can stand on a background (the shop may still have none to offer). */
export const backgroundAllowed = (template: Pick<Template, 'separateFromBackground'>, slot: Pick<ImageSlot, 'disableBackground'>): boolean =>
  template.separateFromBackground && !slot.disableBackground;

/**
 * An own upload (spec 2 §2.6 recent-images) has no picture type of its own: it counts as an
 * individual picture, so it may go where individual portraits may and never into a slot meant
 * for a group picture. The editor greys out uploads and the server refuses them by this rule.
 */
export const UPLOADED_PICTURE_FACTS: PictureFacts = { pictureType: 'IP', groupPicture: false };
