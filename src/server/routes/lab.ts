import { asc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { getLabFixtures, type LabPicture } from '../../api/contract/lab';
import { LAB_PICTURE_PATH } from '../../api/contract/paths';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireSupport } from '../http/session';
import { defineMessages } from '../messages';
import { pictureSetUuid, subjectUuid } from '../db/seed/jobs';
import { backgrounds, pictures, subjects } from '../db/schema';
import { isUuid, parseDerivative } from '../services/media/derivatives';
import { derivativeSource, findPictureFile } from '../services/media/pictureFiles';
import { PRIVATE_IMMUTABLE, sendDerivative } from './media';

const text = defineMessages({
  badDerivative: {
    nb: 'Ukjent bildestørrelse eller effekt. Størrelser: 320, 640 og 800. Effekter: original, bw og sepia.',
    en: 'Unknown picture size or effect. Sizes: 320, 640 and 800. Effects: original, bw and sepia.',
  },
  pictureNotFound: { nb: 'Fant ikke bildet.', en: 'The picture was not found.' },
});

/** The demo subjects whose pictures the lab draws with: a pupil with every picture type, and a green-screen one. */
const PUPIL = 'emma';
const GREEN_SCREEN_PUPIL = 'olav';

/**
 * The template lab's support-only data: the fixture pictures, and those pictures' files for a
 * support user, who owns no picture set and so may not use /media/pictures.
 */
export function registerLabRoutes(app: Hono<AppEnv>): void {
  mount(app, getLabFixtures, async (c) => {
    requireSupport(c);
    const { db } = c.get('deps');
    const sets = [pictureSetUuid(PUPIL), pictureSetUuid(GREEN_SCREEN_PUPIL)];
    const rows = await db
      .select({ uuid: pictures.uuid, set: pictures.pictureSetUuid, pictureType: pictures.pictureType, width: pictures.width, height: pictures.height, maskFile: pictures.maskFile })
      .from(pictures)
      .where(inArray(pictures.pictureSetUuid, sets))
      .orderBy(asc(pictures.sortOrder));
    const [subject] = await db.select({ name: subjects.name }).from(subjects).where(eq(subjects.uuid, subjectUuid(PUPIL)));
    const fixture = (role: LabPicture['role'], row: (typeof rows)[number] | undefined): LabPicture[] =>
      row ? [{ uuid: row.uuid, role, pictureType: row.pictureType, width: row.width, height: row.height, hasForeground: row.maskFile !== null }] : [];
    const pupil = rows.filter((r) => r.set === sets[0]);
    const picturesOut = [
      ...fixture('portrait', pupil.find((r) => r.pictureType === 'IP')),
      ...fixture('friends', pupil.find((r) => r.pictureType === 'SFP')),
      ...fixture('group', pupil.find((r) => r.pictureType === 'GP')),
      ...fixture('greenScreen', rows.find((r) => r.set === sets[1] && r.maskFile !== null)),
    ];
    const backgroundRows = await db.select({ uuid: backgrounds.uuid, name: backgrounds.name }).from(backgrounds).orderBy(asc(backgrounds.sortOrder));
    return { subjectName: subject?.name ?? '', pictures: picturesOut, backgrounds: backgroundRows };
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
