/** Reminder e-mails per picture set (spec 3 'Communication'): a switch per account and subject. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pictureSets, subjects, userPictureSets } from '../../db/schema';
import { isUuid } from '../../../domain/validation';

/** The account's sets whose reminders are on, named by subject uuid. */
export async function subjectsWithRemindersEnabled(db: Db, userUuid: string): Promise<{ uuid: string }[]> {
  return db
    .select({ uuid: pictureSets.subjectUuid })
    .from(userPictureSets)
    .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
    .where(and(eq(userPictureSets.userUuid, userUuid), eq(userPictureSets.remindersEnabled, true)))
    .orderBy(pictureSets.subjectUuid);
}

/** The account's own sets among these subjects, subject uuid -> picture set uuid. */
export async function ownSetsOfSubjects(db: Db, userUuid: string, subjectUuids: readonly string[]): Promise<Map<string, { pictureSetUuid: string; name: string }>> {
  const valid = subjectUuids.filter(isUuid).map((u) => u.toLowerCase());
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ subjectUuid: pictureSets.subjectUuid, pictureSetUuid: pictureSets.uuid, name: subjects.name })
    .from(userPictureSets)
    .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .where(and(eq(userPictureSets.userUuid, userUuid), inArray(pictureSets.subjectUuid, valid)));
  return new Map(rows.map((r) => [r.subjectUuid, { pictureSetUuid: r.pictureSetUuid, name: r.name }]));
}

/**
 * Sets each named subject's switch. Answers false, writing nothing, when one of them is not a set
 * on this account (the caller answers 404 then).
 */
export async function setReminders(db: Db, userUuid: string, wanted: readonly { uuid: string; remindersEnabled: boolean }[]): Promise<boolean> {
  const own = await ownSetsOfSubjects(db, userUuid, wanted.map((s) => s.uuid));
  if (wanted.some((s) => !own.has(s.uuid.toLowerCase()))) return false;
  await db.transaction(async (tx) => {
    for (const subject of wanted) {
      const pictureSetUuid = own.get(subject.uuid.toLowerCase())!.pictureSetUuid;
      await tx
        .update(userPictureSets)
        .set({ remindersEnabled: subject.remindersEnabled })
        .where(and(eq(userPictureSets.userUuid, userUuid), eq(userPictureSets.pictureSetUuid, pictureSetUuid)));
    }
  });
  return true;
}
