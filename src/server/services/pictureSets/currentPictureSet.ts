/** The session's current picture set, chosen by the customer among the sets on their account. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pictureSets, userPictureSets } from '../../db/schema';
import { updateSession } from '../auth/sessions';

/** The picture set of `subjectUuid` when it is on the user's account; null for an unknown subject or someone else's. */
export async function ownedPictureSetOfSubject(db: Db, userUuid: string, subjectUuid: string): Promise<string | null> {
  const [row] = await db
    .select({ uuid: pictureSets.uuid })
    .from(pictureSets)
    .innerJoin(userPictureSets, and(eq(userPictureSets.pictureSetUuid, pictureSets.uuid), eq(userPictureSets.userUuid, userUuid)))
    .where(eq(pictureSets.subjectUuid, subjectUuid.toLowerCase()))
    .limit(1);
  return row?.uuid ?? null;
}

/**
 * Makes the subject's set the session's current one. Null (nothing changed) when the set is not
 * the user's, so the caller answers exactly as for a subject that does not exist.
 */
export async function chooseCurrentPictureSet(db: Db, sessionId: string, userUuid: string, subjectUuid: string): Promise<string | null> {
  const pictureSetUuid = await ownedPictureSetOfSubject(db, userUuid, subjectUuid);
  if (pictureSetUuid) await updateSession(db, sessionId, { currentPictureSetUuid: pictureSetUuid });
  return pictureSetUuid;
}
