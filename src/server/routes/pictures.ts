/** Favourites and the yearbook pose (spec 3 'Favorites', 'Yearbook pose', §7). */
import type { Hono } from 'hono';
import { chooseYearbookPose, markPictureFavorite, unmarkPictureFavorite } from '../../api/contract/pictures';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import { defineMessages } from '../messages';
import { isUuid } from '../../domain/validation';
import { setFavorite } from '../services/pictures/favorites';
import { chooseYearbookPose as choosePose, type PoseRefusal } from '../services/pictures/yearbookPoses';

const text = defineMessages({
  pictureNotFound: {
    nb: 'Fant ikke bildet. Det finnes ikke, eller det er ikke i et av bildesettene dine.',
    en: 'The picture was not found. It does not exist or is not in one of your picture sets.',
  },
  favoritesNotAvailable: {
    nb: 'Du kan ikke velge favoritter i dette bildesettet.',
    en: 'Selecting favorites is not available for this picture set.',
  },
  setNotFound: {
    nb: 'Fant ikke bildesettet. Det finnes ikke, eller det er ikke lagt til på kontoen din.',
    en: 'The picture set was not found. It does not exist or has not been added to your account.',
  },
  subjectMismatch: {
    nb: 'subject_uuid må være den samme som i adressen.',
    en: 'subject_uuid must be the same as in the path.',
  },
  poseNotFound: { nb: 'Fant ikke årbokposituren for dette bildesettet.', en: 'The yearbook pose was not found for this picture set.' },
  poseNotAvailable: { nb: 'Valg av årbokbilde er ikke tilgjengelig.', en: 'Yearbook pose selection not available' },
  poseExpired: { nb: 'Fristen for å velge årbokbilde har gått ut.', en: 'Yearbook pose selection has expired' },
  notIndividual: {
    nb: 'Bare portretter (individuelle bilder) kan velges som årbokbilde.',
    en: 'Only individual pictures (portraits) can be the yearbook pose.',
  },
});

const POSE_REFUSALS: Record<PoseRefusal, { status: 400 | 404 | 409; key: Parameters<typeof text>[1]; code: string }> = {
  set_not_found: { status: 404, key: 'setNotFound', code: 'not_found' },
  pose_not_found: { status: 404, key: 'poseNotFound', code: 'not_found' },
  picture_not_found: { status: 404, key: 'pictureNotFound', code: 'not_found' },
  not_available: { status: 409, key: 'poseNotAvailable', code: 'yearbook_not_available' },
  expired: { status: 409, key: 'poseExpired', code: 'yearbook_expired' },
  not_individual: { status: 400, key: 'notIndividual', code: 'not_individual' },
};

async function toggleFavorite(c: AppContext, uuid: string, favorite: boolean) {
  const user = requireUser(c);
  const lang = c.get('lang');
  const outcome = isUuid(uuid) ? await setFavorite(c.get('deps').db, user.uuid, uuid.toLowerCase(), favorite) : ({ ok: false, reason: 'picture_not_found' } as const);
  if (!outcome.ok && outcome.reason === 'picture_not_found') throw new HttpError(404, text(lang, 'pictureNotFound'), { code: 'not_found' });
  if (!outcome.ok) throw new HttpError(409, text(lang, 'favoritesNotAvailable'), { code: 'favorites_not_available' });
  return { pictureUuid: uuid.toLowerCase(), isUserFavorite: favorite };
}

export function registerPictureRoutes(app: Hono<AppEnv>): void {
  mount(app, markPictureFavorite, (c, { params }) => toggleFavorite(c, params.uuid, true));
  mount(app, unmarkPictureFavorite, (c, { params }) => toggleFavorite(c, params.uuid, false));

  // Before the body is read: a visitor hears 401 whatever they sent.
  app.use(chooseYearbookPose.path, async (c, next) => {
    requireUser(c);
    await next();
  });

  mount(app, chooseYearbookPose, async (c, { params, body }) => {
    const user = requireUser(c);
    const lang = c.get('lang');
    const subjectUuid = params.subjectUuid.toLowerCase();
    // Checked before the path's subject is looked up, so a mismatch never hints at what exists.
    if (body.subject_uuid.toLowerCase() !== subjectUuid) {
      throw new HttpError(400, text(lang, 'subjectMismatch'), { code: 'validation', data: ['subject_uuid'] });
    }
    const { db, now } = c.get('deps');
    const outcome = isUuid(subjectUuid)
      ? await choosePose(db, { userUuid: user.uuid, subjectUuid, pictureUuid: body.picture_uuid.toLowerCase(), jobPoseUuid: body.job_yearbook_pose_uuid.toLowerCase(), now: now() })
      : ({ ok: false, reason: 'set_not_found' } as const);
    if (!outcome.ok) {
      const refusal = POSE_REFUSALS[outcome.reason];
      throw new HttpError(refusal.status, text(lang, refusal.key), { code: refusal.code });
    }
    return { yearbookPoses: outcome.choices };
  });
}
