/**
 * The pictures of the image inbox (spec 2 §2.6) in one shape, whether from a picture set or the
 * customer's uploads, with what the slot's rules and the other fields say about each, and the
 * resource a chosen one becomes.
 */
import type { Picture, PictureSet } from '../../../api/client/pictureSets';
import type { UploadedImage } from '../../../api/client/templates';
import { pictureAllowed, UPLOADED_PICTURE_FACTS, type ImageResource, type ImageSlot, type PictureFacts, type TextResource, type UserResources } from '../../../engine/model';

export interface InboxPicture {
  uuid: string;
  /** Media URL template with {size} and {effect}. */
  src: string;
  width: number;
  height: number;
  /** What the slot rules read. */
  facts: PictureFacts;
  /** The id the customer sees on prints and in the 'Picture not allowed' dialog; uploads have none. */
  webshopId: string | null;
  /** The set the picture belongs to; null for an upload. */
  set: PictureSet | null;
  /** The green-screen cut-out; null when the picture has none (uploads never do). */
  foregroundSrc: string | null;
}

export const setPictureFacts = (picture: Pick<Picture, 'pictureType' | 'groupPicture'>): PictureFacts => ({
  pictureType: picture.pictureType,
  groupPicture: picture.groupPicture,
});

export const fromSetPicture = (picture: Picture, set: PictureSet): InboxPicture => ({
  uuid: picture.uuid,
  src: picture.src,
  width: picture.width,
  height: picture.height,
  facts: setPictureFacts(picture),
  webshopId: picture.webshopId,
  set,
  foregroundSrc: picture.foregroundSrc,
});

export const fromUpload = (image: UploadedImage): InboxPicture => ({
  uuid: image.uuid,
  src: image.src,
  width: image.dimensions.width,
  height: image.dimensions.height,
  facts: UPLOADED_PICTURE_FACTS,
  webshopId: null,
  set: null,
  foregroundSrc: null,
});

/** Every picture the view has listed, by uuid (a picture in two sets keeps its first set). */
export function pictureCatalog(sets: readonly PictureSet[], uploads: readonly UploadedImage[]): Map<string, InboxPicture> {
  const catalog = new Map<string, InboxPicture>();
  for (const set of sets) for (const picture of set.pictures) if (!catalog.has(picture.uuid)) catalog.set(picture.uuid, fromSetPicture(picture, set));
  for (const image of uploads) if (!catalog.has(image.uuid)) catalog.set(image.uuid, fromUpload(image));
  return catalog;
}

export interface PictureMarks {
  /** The slot's rules accept it; a refused one is greyed with 'Not allowed picture'. */
  allowed: boolean;
  /** Already placed in another field of the product. */
  used: boolean;
  /** The picture this field shows now. */
  selected: boolean;
}

/** The field's rules accept the picture (spec 2 §5); the server checks the same rule. */
export const allowedIn = (picture: Pick<InboxPicture, 'facts'>, slot: Pick<ImageSlot, 'allow'>): boolean => pictureAllowed(slot, picture.facts);

export function pictureMarks(picture: Pick<InboxPicture, 'uuid' | 'facts'>, slot: ImageSlot, resources: UserResources): PictureMarks {
  return {
    allowed: allowedIn(picture, slot),
    used: Object.entries(resources.images).some(([id, placed]) => id !== slot.id && placed.pictureUuid === picture.uuid),
    selected: resources.images[slot.id]?.pictureUuid === picture.uuid,
  };
}

/**
 * Choosing a group picture, or any picture for a slot meant for one, fills the part's name texts
 * from the server (spec 2 §4). Only set pictures: the server knows whose name an upload shows.
 */
export const fillsTexts = (slot: Pick<ImageSlot, 'groupPicture'>, picture: Pick<InboxPicture, 'set' | 'facts'>): boolean =>
  picture.set !== null && (picture.facts.groupPicture || slot.groupPicture);

/**
 * The resource a chosen picture becomes: its size, the default crop (cropRect null) and no turn,
 * since the previous photo's crop and turn mean nothing for this one. The effect is the
 * field's style and stays. `background` is the green-screen background to stand on, if any.
 */
export function placedPicture(picture: InboxPicture, previous: ImageResource | undefined, background: { uuid: string } | undefined): ImageResource {
  const resource: ImageResource = {
    pictureUuid: picture.uuid,
    sourceWidth: picture.width,
    sourceHeight: picture.height,
    cropRect: null,
    rotation: 0,
  };
  if (picture.webshopId) resource.webshopId = picture.webshopId;
  if (previous?.overrideEffect) resource.overrideEffect = previous.overrideEffect;
  if (background) resource.background = background;
  return resource;
}

/**
 * The texts the server filled for a chosen picture (fill-user-strings-by-picture) over the
 * field's current ones: the words change, the customer's font, size, colour and alignment stay.
 */
export function filledTexts(returned: Record<string, { text: string }>, current: Record<string, TextResource>): Record<string, TextResource> {
  return Object.fromEntries(Object.entries(returned).map(([id, { text }]) => [id, { ...current[id], text }]));
}
