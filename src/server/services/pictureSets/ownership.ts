import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPictureSets } from '../../db/schema';

/** A customer sees a set's pictures only once the set is on their account (added with its code). */
export async function userOwnsPictureSet(db: Db, userUuid: string, pictureSetUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ userUuid: userPictureSets.userUuid })
    .from(userPictureSets)
    .where(and(eq(userPictureSets.userUuid, userUuid), eq(userPictureSets.pictureSetUuid, pictureSetUuid)))
    .limit(1);
  return row !== undefined;
}
