import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPictureSets } from '../../db/schema';

/** Gives the user the picture set; false when they already had it. */
export async function grantPictureSet(db: Db, userUuid: string, pictureSetUuid: string): Promise<boolean> {
  const added = await db
    .insert(userPictureSets)
    .values({ userUuid, pictureSetUuid })
    .onConflictDoNothing()
    .returning({ pictureSetUuid: userPictureSets.pictureSetUuid });
  return added.length > 0;
}

export async function ownsPictureSet(db: Db, userUuid: string, pictureSetUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: userPictureSets.pictureSetUuid })
    .from(userPictureSets)
    .where(and(eq(userPictureSets.userUuid, userUuid), eq(userPictureSets.pictureSetUuid, pictureSetUuid)))
    .limit(1);
  return Boolean(row);
}

/** The set the user added last: what they are most likely working on. */
export async function newestPictureSetOf(db: Db, userUuid: string): Promise<string | null> {
  const [row] = await db
    .select({ uuid: userPictureSets.pictureSetUuid })
    .from(userPictureSets)
    .where(eq(userPictureSets.userUuid, userUuid))
    .orderBy(desc(userPictureSets.addedAt))
    .limit(1);
  return row?.uuid ?? null;
}
