/** The yearbook pose of a picture set (spec 3 'Yearbook pose', §4): one picture per job pose. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PictureSet } from '../../../api/contract/pictureSets';
import type { Db } from '../../db/client';
import { jobs, jobYearbookPoses, pictures, pictureSets, pictureSetYearbookPoses, subjects } from '../../db/schema';
import { ownedPictureSetOfSubject } from '../pictureSets/currentPictureSet';

type Choices = PictureSet['yearbookPoses'];

/** Each set's chosen pictures, in the job's pose order. */
export async function yearbookChoicesOf(db: Db, setUuids: readonly string[]): Promise<Map<string, Choices>> {
  const choices = new Map<string, Choices>();
  if (setUuids.length === 0) return choices;
  const rows = await db
    .select({ setUuid: pictureSetYearbookPoses.pictureSetUuid, jobYearbookPoseUuid: pictureSetYearbookPoses.jobYearbookPoseUuid, pictureClientRef: pictures.clientRef })
    .from(pictureSetYearbookPoses)
    .innerJoin(pictures, eq(pictures.uuid, pictureSetYearbookPoses.pictureUuid))
    .innerJoin(jobYearbookPoses, eq(jobYearbookPoses.uuid, pictureSetYearbookPoses.jobYearbookPoseUuid))
    .where(inArray(pictureSetYearbookPoses.pictureSetUuid, [...setUuids]))
    .orderBy(asc(jobYearbookPoses.sortOrder));
  for (const { setUuid, ...choice } of rows) choices.set(setUuid, [...(choices.get(setUuid) ?? []), choice]);
  return choices;
}

export type PoseRefusal = 'set_not_found' | 'pose_not_found' | 'not_available' | 'expired' | 'picture_not_found' | 'not_individual';

export interface PoseRequest {
  userUuid: string;
  subjectUuid: string;
  pictureUuid: string;
  jobPoseUuid: string;
  now: Date;
}

/**
 * Chooses the picture for one job pose of the subject's set, replacing an earlier choice. Refuses,
 * in this order: a set not on the account, a pose of another job, a set without an open selection
 * (not editable, no deadline, or past it), a picture of another set, a picture that is not an
 * individual portrait.
 */
export async function chooseYearbookPose(db: Db, req: PoseRequest): Promise<{ ok: true; choices: Choices } | { ok: false; reason: PoseRefusal }> {
  return db.transaction(async (tx) => {
    const setUuid = await ownedPictureSetOfSubject(tx, req.userUuid, req.subjectUuid);
    if (!setUuid) return { ok: false, reason: 'set_not_found' as const };
    const [set] = await tx
      .select({ isEditable: pictureSets.isEditable, jobUuid: jobs.uuid, deadline: jobs.yearbookPoseDeadline })
      .from(pictureSets)
      .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
      .innerJoin(jobs, eq(jobs.uuid, subjects.jobUuid))
      .where(eq(pictureSets.uuid, setUuid));
    const [pose] = await tx
      .select({ uuid: jobYearbookPoses.uuid })
      .from(jobYearbookPoses)
      .where(and(eq(jobYearbookPoses.uuid, req.jobPoseUuid), eq(jobYearbookPoses.jobUuid, set.jobUuid)));
    if (!pose) return { ok: false, reason: 'pose_not_found' as const };
    if (!set.isEditable || set.deadline === null) return { ok: false, reason: 'not_available' as const };
    if (set.deadline.getTime() <= req.now.getTime()) return { ok: false, reason: 'expired' as const };
    const [picture] = await tx
      .select({ type: pictures.pictureType })
      .from(pictures)
      .where(and(eq(pictures.uuid, req.pictureUuid), eq(pictures.pictureSetUuid, setUuid)));
    if (!picture) return { ok: false, reason: 'picture_not_found' as const };
    if (picture.type !== 'IP') return { ok: false, reason: 'not_individual' as const };

    const chosen = { pictureUuid: req.pictureUuid, chosenByUserUuid: req.userUuid, chosenAt: req.now };
    await tx
      .insert(pictureSetYearbookPoses)
      .values({ pictureSetUuid: setUuid, jobYearbookPoseUuid: pose.uuid, ...chosen })
      .onConflictDoUpdate({ target: [pictureSetYearbookPoses.pictureSetUuid, pictureSetYearbookPoses.jobYearbookPoseUuid], set: chosen });
    return { ok: true as const, choices: (await yearbookChoicesOf(tx, [setUuid])).get(setUuid) ?? [] };
  });
}
