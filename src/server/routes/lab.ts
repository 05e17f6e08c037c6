import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { getLabFixtures, LAB_PICTURE_SET_LIMIT, type LabPicture, type LabPictureSet } from '../../api/contract/lab';
import { LAB_PICTURE_PATH } from '../../api/contract/paths';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireSupport } from '../http/session';
import { defineMessages } from '../messages';
import type { Db } from '../db/client';
import { backgrounds, pictures, pictureSets, subjects } from '../db/schema';
import { parseDerivative } from '../services/media/derivatives';
import { isUuid } from '../../domain/validation';
import { derivativeSource, findPictureFile } from '../services/media/pictureFiles';
import { PRIVATE_IMMUTABLE, sendDerivative } from './media';

const text = defineMessages({
  badDerivative: {
    nb: 'Ukjent bildestørrelse eller effekt. Størrelser: 320, 640 og 800. Effekter: original, bw og sepia.',
    en: 'Unknown picture size or effect. Sizes: 320, 640 and 800. Effects: original, bw and sepia.',
  },
  pictureNotFound: { nb: 'Fant ikke bildet.', en: 'The picture was not found.' },
  setNotFound: { nb: 'Fant ikke bildesettet.', en: 'The picture set was not found.' },
});

/** Every picture set staff can draw with, by the subject's name. */
async function labPictureSets(db: Db): Promise<LabPictureSet[]> {
  const rows = await db
    .select({
      uuid: pictureSets.uuid,
      subjectName: subjects.name,
      isGroup: subjects.isGroup,
      hasPortrait: sql<boolean>`bool_or(${pictures.pictureType} = 'IP' and ${pictures.maskFile} is null)`,
      hasGreenScreen: sql<boolean>`bool_or(${pictures.maskFile} is not null)`,
    })
    .from(pictureSets)
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .innerJoin(pictures, eq(pictures.pictureSetUuid, pictureSets.uuid))
    .groupBy(pictureSets.uuid, subjects.name, subjects.isGroup)
    .orderBy(asc(subjects.name), asc(pictureSets.uuid))
    .limit(LAB_PICTURE_SET_LIMIT);
  return rows.map((r) => ({ uuid: r.uuid, subjectName: r.subjectName, hasPortrait: Boolean(r.hasPortrait) && !r.isGroup, hasGreenScreen: Boolean(r.hasGreenScreen) }));
}

/**
 * The template lab's support-only data: the chosen picture sets' pictures (by default the first
 * set by name that can serve), and those pictures' files for a support user, who owns no
 * picture set and so may not use /media/pictures.
 */
export function registerLabRoutes(app: Hono<AppEnv>): void {
  mount(app, getLabFixtures, async (c, { query }) => {
    requireSupport(c);
    const { db } = c.get('deps');
    const lang = c.get('lang');
    const sets = await labPictureSets(db);
    const chosen = async (asked: string | undefined, fallback: LabPictureSet | undefined): Promise<string | null> => {
      if (asked === undefined) return fallback?.uuid ?? null;
      const [found] = await db.select({ uuid: pictureSets.uuid }).from(pictureSets).where(eq(pictureSets.uuid, asked.toLowerCase()));
      if (!found) throw new HttpError(404, text(lang, 'setNotFound'), { code: 'not_found' });
      return found.uuid;
    };
    const pupilSet = await chosen(query.set, sets.find((s) => s.hasPortrait));
    const greenScreenSet = await chosen(query.greenScreenSet, sets.find((s) => s.hasGreenScreen));
    const wanted = [pupilSet, greenScreenSet].filter((uuid): uuid is string => uuid !== null);
    const rows = wanted.length === 0 ? [] : await db
      .select({ uuid: pictures.uuid, set: pictures.pictureSetUuid, pictureType: pictures.pictureType, width: pictures.width, height: pictures.height, maskFile: pictures.maskFile })
      .from(pictures)
      .where(inArray(pictures.pictureSetUuid, wanted))
      .orderBy(asc(pictures.sortOrder));
    const [subject] = pupilSet
      ? await db.select({ name: subjects.name }).from(pictureSets).innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid)).where(eq(pictureSets.uuid, pupilSet))
      : [];
    const fixture = (role: LabPicture['role'], row: (typeof rows)[number] | undefined): LabPicture[] =>
      row ? [{ uuid: row.uuid, role, pictureType: row.pictureType, width: row.width, height: row.height, hasForeground: row.maskFile !== null }] : [];
    const pupil = rows.filter((r) => r.set === pupilSet && r.maskFile === null);
    const picturesOut = [
      ...fixture('portrait', pupil.find((r) => r.pictureType === 'IP')),
      ...fixture('friends', pupil.find((r) => r.pictureType === 'SFP')),
      ...fixture('group', pupil.find((r) => r.pictureType === 'GP')),
      ...fixture('greenScreen', rows.find((r) => r.set === greenScreenSet && r.maskFile !== null)),
    ];
    const backgroundRows = await db.select({ uuid: backgrounds.uuid, name: backgrounds.name }).from(backgrounds).orderBy(asc(backgrounds.sortOrder));
    return { pictureSets: sets, set: pupilSet, greenScreenSet, subjectName: subject?.name ?? '', pictures: picturesOut, backgrounds: backgroundRows };
  });

  /** Any picture's derivative, as /media/pictures serves it to the picture set's owner. */
  app.get(LAB_PICTURE_PATH, async (c) => {
    requireSupport(c);
    const lang = c.get('lang');
    const spec = parseDerivative(c.req.param('size'), c.req.param('file'));
    if (!spec) throw new HttpError(400, text(lang, 'badDerivative'), { code: 'validation', data: ['size', 'effect'] });
    const uuid = c.req.param('uuid');
    const picture = isUuid(uuid) ? await findPictureFile(c.get('deps').db, uuid) : null;
    if (!picture || (spec.format === 'png' && !picture.maskFile)) throw new HttpError(404, text(lang, 'pictureNotFound'), { code: 'not_found' });
    return sendDerivative(c, await derivativeSource(c.get('deps').media, 'pictures', picture, spec), spec, PRIVATE_IMMUTABLE);
  });
}
