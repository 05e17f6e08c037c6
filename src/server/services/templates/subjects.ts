/** The subjects whose pictures fill templates, as far as the signed-in customer may use them. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pictures, pictureSets, subjects, userPictureSets } from '../../db/schema';
import type { SubjectPicture } from './fill';

export interface SubjectWithPictures {
  uuid: string;
  name: string;
  isGroup: boolean;
  jobUuid: string;
  pictureSetUuid: string;
  /** In the set's order. */
  pictures: (SubjectPicture & { file: string })[];
}

export type SubjectAccess = { ok: true; subject: SubjectWithPictures } | { ok: false; reason: 'not_found' | 'not_yours' };

type SubjectRow = { uuid: string; name: string; isGroup: boolean; jobUuid: string; pictureSetUuid: string };

const subjectColumns = {
  uuid: subjects.uuid,
  name: subjects.name,
  isGroup: subjects.isGroup,
  jobUuid: subjects.jobUuid,
  pictureSetUuid: pictureSets.uuid,
};

async function withPictures(db: Db, rows: SubjectRow[]): Promise<SubjectWithPictures[]> {
  if (rows.length === 0) return [];
  const pictureRows = await db
    .select()
    .from(pictures)
    .where(inArray(pictures.pictureSetUuid, rows.map((r) => r.pictureSetUuid)))
    .orderBy(asc(pictures.sortOrder), asc(pictures.uuid));
  return rows.map((r) => ({
    ...r,
    pictures: pictureRows
      .filter((p) => p.pictureSetUuid === r.pictureSetUuid)
      .map((p) => ({ uuid: p.uuid, pictureType: p.pictureType, webshopId: p.webshopId, width: p.width, height: p.height, greenscreen: p.maskFile !== null, file: p.file })),
  }));
}

/** The subject with its pictures when its set is on the customer's account. */
export async function subjectForUser(db: Db, userUuid: string, subjectUuid: string): Promise<SubjectAccess> {
  const [row] = await db
    .select(subjectColumns)
    .from(subjects)
    .innerJoin(pictureSets, eq(pictureSets.subjectUuid, subjects.uuid))
    .where(eq(subjects.uuid, subjectUuid))
    .limit(1);
  if (!row) return { ok: false, reason: 'not_found' };
  const [owned] = await db
    .select({ userUuid: userPictureSets.userUuid })
    .from(userPictureSets)
    .where(and(eq(userPictureSets.userUuid, userUuid), eq(userPictureSets.pictureSetUuid, row.pictureSetUuid)))
    .limit(1);
  if (!owned) return { ok: false, reason: 'not_yours' };
  const [subject] = await withPictures(db, [row]);
  return { ok: true, subject };
}

/** Every subject on the customer's account, the most recently added set first. */
export async function subjectsOfUser(db: Db, userUuid: string): Promise<SubjectWithPictures[]> {
  const rows = await db
    .select(subjectColumns)
    .from(userPictureSets)
    .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .where(eq(userPictureSets.userUuid, userUuid))
    .orderBy(desc(userPictureSets.addedAt), asc(pictureSets.uuid));
  return withPictures(db, rows);
}

/**
 * The group a group picture shows: a group subject of the same job whose own set holds the same
 * photo file (every pupil's set gets a copy of the class photo). Null when the job has no such
 * group subject.
 */
export async function groupNameOfPicture(db: Db, jobUuid: string, file: string): Promise<string | null> {
  const [row] = await db
    .select({ name: subjects.name })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .where(and(eq(subjects.jobUuid, jobUuid), eq(subjects.isGroup, true), eq(pictures.file, file), eq(pictures.pictureType, 'GP')))
    .orderBy(asc(subjects.name))
    .limit(1);
  return row?.name ?? null;
}
