/** The subjects whose picture sets are on the customer's account: what catalogues, digital sets and school pickup follow. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, pictureSets, subjects, userPictureSets } from '../../db/schema';

export interface OwnedSubject {
  uuid: string;
  name: string;
  isGroup: boolean;
  jobUuid: string;
  jobName: string;
  pictureSetUuid: string;
}

/** In the order the sets were added. */
export function ownedSubjects(db: Db, userUuid: string): Promise<OwnedSubject[]> {
  return db
    .select({
      uuid: subjects.uuid,
      name: subjects.name,
      isGroup: subjects.isGroup,
      jobUuid: subjects.jobUuid,
      jobName: jobs.name,
      pictureSetUuid: pictureSets.uuid,
    })
    .from(userPictureSets)
    .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.jobUuid))
    .where(eq(userPictureSets.userUuid, userUuid))
    .orderBy(asc(userPictureSets.addedAt), asc(subjects.uuid));
}

/** The pupil a job's catalogue is for: the first individual subject of the job, else its group. */
export function catalogueSubjectOf(owned: readonly OwnedSubject[], jobUuid: string): OwnedSubject | undefined {
  const ofJob = owned.filter((s) => s.jobUuid === jobUuid);
  return ofJob.find((s) => !s.isGroup) ?? ofJob[0];
}
