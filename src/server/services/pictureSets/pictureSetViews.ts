import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Picture, PictureSet } from '../../../api/contract/pictureSets';
import { forgetUserAnswersHere, userAnswer } from '../../cache/userAnswers';
import type { Db } from '../../db/client';
import { jobs, jobYearbookPoses, photographers, pictures, pictureSets, subjects, userPictureSets } from '../../db/schema';
import type { Lang } from '../../messages';
import { foregroundSrcTemplate, pictureSrcTemplate } from '../media/derivatives';
import { userPictureMarks, type PictureMarks } from '../pictures/pictureMarks';
import { yearbookChoicesOf } from '../pictures/yearbookPoses';
import { loadDigitalCatalog } from '../digital/catalog';
import { digitalStatusReader } from '../digital/ownedDigital';
import { qualifiesForOwnFavorites, qualifiesForYearbookPose, spanWithoutDeadline, yearbookExpiryInfo } from './qualify';

type PictureRow = typeof pictures.$inferSelect;
type PoseRow = typeof jobYearbookPoses.$inferSelect;
type Localized = { nb: string; en?: string };

/** The customer's picture sets as the API shows them, newest added first. */
export async function listUserPictureSets(db: Db, userUuid: string, now: Date, lang: Lang): Promise<PictureSet[]> {
  return loadSets(db, userUuid, null, now, lang);
}

/**
 * The list call's answer, kept per customer (cache/userAnswers.ts). It names yearbook deadlines
 * as open or passed, so it is kept for the span of time in which no deadline of it passes.
 */
export async function userPictureSetsAnswer(db: Db, userUuid: string, now: Date, lang: Lang): Promise<{ pictureSets: PictureSet[] }> {
  const name = `picture-sets:${lang}`;
  const kept = await userAnswer(db, userUuid, name, async () => {
    const pictureSets = await loadSets(db, userUuid, null, now, lang);
    const deadlines = pictureSets.flatMap((set) => (set.job.yearbookPoseSelection ? [Date.parse(set.job.yearbookPoseSelection.deadline)] : []));
    return { answer: { pictureSets }, span: spanWithoutDeadline(deadlines, now.getTime()) };
  });
  if (now.getTime() >= kept.span.from && now.getTime() < kept.span.until) return kept.answer;
  // Made for another moment (a deadline passed since): read afresh; the next call keeps a new one.
  forgetUserAnswersHere(db, userUuid, name);
  return { pictureSets: await loadSets(db, userUuid, null, now, lang) };
}

/** One set of the customer's, or null when it is not on their account. */
export async function findUserPictureSet(db: Db, userUuid: string, pictureSetUuid: string, now: Date, lang: Lang): Promise<PictureSet | null> {
  const [set] = await loadSets(db, userUuid, pictureSetUuid, now, lang);
  return set ?? null;
}

async function loadSets(db: Db, userUuid: string, onlySet: string | null, now: Date, lang: Lang): Promise<PictureSet[]> {
  const owned = eq(userPictureSets.userUuid, userUuid);
  const rows = await db
    .select({ set: pictureSets, subject: subjects, job: jobs, photographer: photographers, addedAt: userPictureSets.addedAt })
    .from(userPictureSets)
    .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.jobUuid))
    .innerJoin(photographers, eq(photographers.uuid, jobs.photographerUuid))
    .where(onlySet ? and(owned, eq(userPictureSets.pictureSetUuid, onlySet)) : owned)
    .orderBy(desc(userPictureSets.addedAt), asc(pictureSets.uuid));
  if (rows.length === 0) return [];

  const setUuids = rows.map((r) => r.set.uuid);
  const jobUuids = [...new Set(rows.map((r) => r.job.uuid))];
  const [pictureRows, poseRows, jobsInWebShop, yearbookChoices, digital] = await Promise.all([
    db.select().from(pictures).where(inArray(pictures.pictureSetUuid, setUuids)).orderBy(asc(pictures.sortOrder), asc(pictures.uuid)),
    db.select().from(jobYearbookPoses).where(inArray(jobYearbookPoses.jobUuid, jobUuids)).orderBy(asc(jobYearbookPoses.sortOrder)),
    jobsWithPictures(db, jobUuids),
    yearbookChoicesOf(db, setUuids),
    // Whether each picture is bought or in the cart as a digital file (spec 3 §4)
    loadDigitalCatalog(db, lang).then((catalog) => digitalStatusReader(db, userUuid, catalog)),
  ]);
  const marks = await userPictureMarks(db, userUuid, pictureRows.map((p) => p.uuid), lang);

  return rows.map((r) => {
    const digitalSet = digital.setStatus(r.subject.uuid);
    const setPictures = pictureRows.filter((p) => p.pictureSetUuid === r.set.uuid).map((p) => ({ ...toPicture(p, marks), ...digital.picture(p, digitalSet) }));
    const poses = poseRows.filter((p) => p.jobUuid === r.job.uuid);
    const avatar = setPictures.find((p) => p.pictureType === 'IP') ?? setPictures[0];
    return {
      uuid: r.set.uuid,
      year: r.job.year,
      isEditable: r.set.isEditable,
      subject: { uuid: r.subject.uuid, name: r.subject.name, group: r.subject.isGroup },
      avatar: avatar ? { url: avatar.src.replace('{size}', '320').replace('{effect}', 'original') } : null,
      job: {
        uuid: r.job.uuid,
        name: r.job.name,
        creationTime: Math.floor(r.job.createdAt.getTime() / 1000),
        hasBeenInWebShop: jobsInWebShop.has(r.job.uuid),
        greenScreen: r.job.greenScreen,
        yearbookPoseSelection: poseSelection(poses, r.job.yearbookPoseDeadline, now, lang),
      },
      photographer: r.photographer.uuid,
      photographerName: r.photographer.name,
      addedAt: r.addedAt.toISOString(),
      pictures: setPictures,
      digitalSet,
      qualifyForSelectOwnFavorites: qualifiesForOwnFavorites({ pictureCount: setPictures.length, isEditable: r.set.isEditable }),
      qualifyForSelectYearbookPose: qualifiesForYearbookPose({ poseCount: poses.length, deadline: r.job.yearbookPoseDeadline }, now),
      yearbookPoses: yearbookChoices.get(r.set.uuid) ?? [],
    };
  });
}

/** Jobs the photographer has put pictures of in the web shop (any of their sets has one). */
async function jobsWithPictures(db: Db, jobUuids: string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ jobUuid: subjects.jobUuid })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .where(inArray(subjects.jobUuid, jobUuids));
  return new Set(rows.map((r) => r.jobUuid));
}

function toPicture(p: PictureRow, marks: PictureMarks): Omit<Picture, 'bought' | 'inCart'> {
  return {
    uuid: p.uuid,
    clientRef: p.clientRef,
    pictureType: p.pictureType,
    webshopId: p.webshopId,
    width: p.width,
    height: p.height,
    greenscreen: p.maskFile !== null,
    groupPicture: p.pictureType === 'GP',
    src: pictureSrcTemplate(p.uuid),
    foregroundSrc: p.maskFile !== null ? foregroundSrcTemplate(p.uuid) : null,
    isUserFavorite: marks.favorites.has(p.uuid),
    userRetouchTasks: marks.retouchTasks.get(p.uuid) ?? [],
    userBoughtRetouch: marks.boughtRetouch.has(p.uuid),
  };
}

function poseSelection(poses: PoseRow[], deadline: Date | null, now: Date, lang: Lang): PictureSet['job']['yearbookPoseSelection'] {
  if (poses.length === 0 || deadline === null) return null;
  const text = (value: unknown) => {
    const l = value as Localized;
    return (lang === 'en' ? l.en : undefined) ?? l.nb;
  };
  return {
    poses: poses.map((p) => ({ uuid: p.uuid, name: text(p.name), instructions: text(p.instructions) })),
    expired: deadline.getTime() <= now.getTime(),
    deadline: deadline.toISOString(),
    expiryDateInfoString: yearbookExpiryInfo(deadline, now, lang),
  };
}
