/** The pictures a customer may place in a product: those of their picture sets and their own uploads. */
import { and, eq, inArray } from 'drizzle-orm';
import { UPLOADED_PICTURE_FACTS } from '../../../engine/model';
import type { Db } from '../../db/client';
import { pictures, userImages, userPictureSets } from '../../db/schema';
import type { OwnedPicture } from './checkItem';
import { isUuid } from '../../../domain/validation';


/** Those of `uuids` the customer owns, by uuid; someone else's picture is simply absent. */
export async function loadOwnedPictures(db: Db, userUuid: string, uuids: readonly string[]): Promise<Map<string, OwnedPicture>> {
  const wanted = [...new Set(uuids.map((u) => u.toLowerCase()))].filter(isUuid);
  const owned = new Map<string, OwnedPicture>();
  if (wanted.length === 0) return owned;
  const [setPictures, uploads] = await Promise.all([
    db
      .select({ uuid: pictures.uuid, width: pictures.width, height: pictures.height, pictureType: pictures.pictureType, maskFile: pictures.maskFile })
      .from(pictures)
      .innerJoin(userPictureSets, and(eq(userPictureSets.pictureSetUuid, pictures.pictureSetUuid), eq(userPictureSets.userUuid, userUuid)))
      .where(inArray(pictures.uuid, wanted)),
    db
      .select({ uuid: userImages.uuid, width: userImages.width, height: userImages.height })
      .from(userImages)
      .where(and(eq(userImages.userUuid, userUuid), inArray(userImages.uuid, wanted))),
  ]);
  for (const p of setPictures) {
    owned.set(p.uuid, {
      uuid: p.uuid,
      width: p.width,
      height: p.height,
      // Group pictures are the GP ones, as the picture set API says.
      facts: { pictureType: p.pictureType, groupPicture: p.pictureType === 'GP' },
      greenscreen: p.maskFile !== null,
    });
  }
  for (const u of uploads) owned.set(u.uuid, { uuid: u.uuid, width: u.width, height: u.height, facts: UPLOADED_PICTURE_FACTS, greenscreen: false });
  return owned;
}
