/** What one account has marked on pictures: its favourites, the retouching chosen in its cart and the retouching it bought. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Picture } from '../../../api/contract/pictureSets';
import type { Db } from '../../db/client';
import { cartRetouchSelections, orderRetouchSelections, orders, subProducts, userFavoritePictures } from '../../db/schema';
import { OWNING_STATES } from '../orders/orderStates';
import type { Lang } from '../../messages';

export interface PictureMarks {
  favorites: ReadonlySet<string>;
  retouchTasks: ReadonlyMap<string, Picture['userRetouchTasks']>;
  /** Pictures whose retouching a paid or invoiced order of the account's bought. */
  boughtRetouch: ReadonlySet<string>;
}

export async function userPictureMarks(db: Db, userUuid: string, pictureUuids: readonly string[], lang: Lang): Promise<PictureMarks> {
  if (pictureUuids.length === 0) return { favorites: new Set(), retouchTasks: new Map(), boughtRetouch: new Set() };
  const [favoriteRows, retouchRows, boughtRows] = await Promise.all([
    db
      .select({ pictureUuid: userFavoritePictures.pictureUuid })
      .from(userFavoritePictures)
      .where(and(eq(userFavoritePictures.userUuid, userUuid), inArray(userFavoritePictures.pictureUuid, [...pictureUuids]))),
    db
      .select({ pictureUuid: cartRetouchSelections.pictureUuid, uuid: subProducts.uuid, name: subProducts.name })
      .from(cartRetouchSelections)
      .innerJoin(subProducts, eq(subProducts.uuid, cartRetouchSelections.subProductUuid))
      .where(and(eq(cartRetouchSelections.userUuid, userUuid), inArray(cartRetouchSelections.pictureUuid, [...pictureUuids])))
      .orderBy(asc(subProducts.sortOrder), asc(subProducts.uuid)),
    db
      .selectDistinct({ pictureUuid: orderRetouchSelections.pictureUuid })
      .from(orderRetouchSelections)
      .innerJoin(orders, eq(orders.uuid, orderRetouchSelections.orderUuid))
      .where(and(eq(orders.userUuid, userUuid), inArray(orders.state, [...OWNING_STATES]), inArray(orderRetouchSelections.pictureUuid, [...pictureUuids]))),
  ]);
  const retouchTasks = new Map<string, Picture['userRetouchTasks']>();
  for (const row of retouchRows) {
    const name = (lang === 'en' ? row.name.en : undefined) ?? row.name.nb;
    retouchTasks.set(row.pictureUuid, [...(retouchTasks.get(row.pictureUuid) ?? []), { uuid: row.uuid, name }]);
  }
  return { favorites: new Set(favoriteRows.map((r) => r.pictureUuid)), retouchTasks, boughtRetouch: new Set(boughtRows.map((r) => r.pictureUuid)) };
}
