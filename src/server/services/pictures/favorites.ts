/** Favourite pictures (spec 3 'Favorites'): each account marks its own, in sets that qualify. */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pictures, pictureSets, userFavoritePictures, userPictureSets } from '../../db/schema';
import { qualifiesForOwnFavorites } from '../pictureSets/qualify';

export type FavoriteOutcome = { ok: true } | { ok: false; reason: 'picture_not_found' | 'not_available' };

/**
 * Marks or unmarks one picture for the account. A picture outside the account's sets is not found
 * (it must not reveal that it exists); a set that does not qualify for favourites refuses.
 */
export async function setFavorite(db: Db, userUuid: string, pictureUuid: string, favorite: boolean): Promise<FavoriteOutcome> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ setUuid: pictureSets.uuid, isEditable: pictureSets.isEditable })
      .from(pictures)
      .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
      .innerJoin(userPictureSets, and(eq(userPictureSets.pictureSetUuid, pictureSets.uuid), eq(userPictureSets.userUuid, userUuid)))
      .where(eq(pictures.uuid, pictureUuid))
      .limit(1);
    if (!owned) return { ok: false, reason: 'picture_not_found' };
    const [{ pictureCount }] = await tx.select({ pictureCount: count() }).from(pictures).where(eq(pictures.pictureSetUuid, owned.setUuid));
    if (!qualifiesForOwnFavorites({ pictureCount, isEditable: owned.isEditable })) return { ok: false, reason: 'not_available' };

    if (favorite) await tx.insert(userFavoritePictures).values({ userUuid, pictureUuid }).onConflictDoNothing();
    else await tx.delete(userFavoritePictures).where(and(eq(userFavoritePictures.userUuid, userUuid), eq(userFavoritePictures.pictureUuid, pictureUuid)));
    return { ok: true };
  });
}
