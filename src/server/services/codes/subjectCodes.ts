import { eq } from 'drizzle-orm';
import { normalizeSubjectCode } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { jobs, photographers, pictureSets, subjects } from '../../db/schema';

/** What a subject code opens. */
export type CodeLookup =
  | { kind: 'unknown' }
  /** The photographer sells through its own shop: the customer is sent there. */
  | { kind: 'redirect'; url: string }
  | {
      kind: 'found';
      code: string;
      subject: { uuid: string; name: string };
      job: { uuid: string; name: string };
      pictureSetUuid: string;
    };

/**
 * Looks a code up the way customers type it (any case, stray spaces). A subject whose pictures
 * are not in yet has nothing to open, so it counts as unknown.
 */
export async function lookUpSubjectCode(db: Db, rawCode: string): Promise<CodeLookup> {
  const code = normalizeSubjectCode(rawCode);
  if (!code) return { kind: 'unknown' };
  const [row] = await db
    .select({
      subjectUuid: subjects.uuid,
      subjectName: subjects.name,
      jobUuid: jobs.uuid,
      jobName: jobs.name,
      redirectUrl: photographers.redirectUrl,
      pictureSetUuid: pictureSets.uuid,
    })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.uuid, subjects.jobUuid))
    .innerJoin(photographers, eq(photographers.uuid, jobs.photographerUuid))
    .leftJoin(pictureSets, eq(pictureSets.subjectUuid, subjects.uuid))
    .where(eq(subjects.code, code))
    .limit(1);
  if (!row) return { kind: 'unknown' };
  if (row.redirectUrl) return { kind: 'redirect', url: row.redirectUrl };
  if (!row.pictureSetUuid) return { kind: 'unknown' };
  return {
    kind: 'found',
    code,
    subject: { uuid: row.subjectUuid, name: row.subjectName },
    job: { uuid: row.jobUuid, name: row.jobName },
    pictureSetUuid: row.pictureSetUuid,
  };
}
