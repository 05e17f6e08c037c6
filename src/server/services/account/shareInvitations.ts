/** Sharing picture sets by e-mail (spec 3 'Share dialog', §5): one invitation per recipient. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { shareRecipients } from '../../../domain/account';
import type { Db } from '../../db/client';
import { jobs, pictureSets, subjects, userPictureSets } from '../../db/schema';
import type { Lang } from '../../messages';
import type { UserRow } from '../auth/sessions';
import { isUuid } from '../../../domain/validation';
import type { AppDeps } from '../../http/context';
import { enqueueMail } from '../mail/mailJob';
import { shareInvitationMail, type SharedSet } from '../mail/shareInvitationMail';

/** The user's own sets among the subjects, with what an invitation names; null when one is not theirs. */
export async function ownSetsToShare(db: Db, userUuid: string, subjectUuids: readonly string[], publicUrl: string): Promise<SharedSet[] | null> {
  const wanted = [...new Set(subjectUuids.map((u) => u.toLowerCase()))];
  if (!wanted.every(isUuid)) return null;
  const rows = await db
    .select({ subjectName: subjects.name, jobName: jobs.name, code: subjects.code })
    .from(userPictureSets)
    .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.jobUuid))
    .where(and(eq(userPictureSets.userUuid, userUuid), inArray(subjects.uuid, wanted)))
    .orderBy(asc(subjects.name));
  if (rows.length !== wanted.length) return null;
  return rows.map((r) => ({ ...r, link: `${publicUrl}/?code=${encodeURIComponent(r.code)}` }));
}

/**
 * Queues one invitation for each valid address, all or none; answers the addresses (none when no
 * entry is a valid address).
 */
export async function queueShareInvitations(
  db: Db,
  jobs: AppDeps['jobs'],
  lang: Lang,
  sender: UserRow,
  entries: readonly string[],
  sets: readonly SharedSet[],
): Promise<string[]> {
  const recipients = shareRecipients(entries);
  const from = sender.name.trim() || sender.email;
  await db.transaction((tx) => enqueueMail(tx, jobs, ...recipients.map((to) => shareInvitationMail(lang, to, from, sets))));
  return recipients;
}
