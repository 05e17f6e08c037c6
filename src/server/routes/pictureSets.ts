import type { Hono } from 'hono';
import { getImageBackgrounds, getPictureSet, listPictureSets, setCurrentPictureSet } from '../../api/contract/pictureSets';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import { defineMessages } from '../messages';
import { toApiSession } from '../services/auth/apiUser';
import { isUuid } from '../../domain/validation';
import { listBackgrounds } from '../services/pictureSets/backgroundOptions';
import { chooseCurrentPictureSet } from '../services/pictureSets/currentPictureSet';
import { findUserPictureSet, userPictureSetsAnswer } from '../services/pictureSets/pictureSetViews';
import { requireOwnedPicture } from './media';

const text = defineMessages({
  setNotFound: {
    nb: 'Fant ikke bildesettet. Det finnes ikke, eller det er ikke lagt til på kontoen din.',
    en: 'The picture set was not found. It does not exist or has not been added to your account.',
  },
});

export function registerPictureSetRoutes(app: Hono<AppEnv>): void {
  mount(app, listPictureSets, async (c) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    return userPictureSetsAnswer(db, user.uuid, now(), c.get('lang'));
  });

  mount(app, getPictureSet, async (c, { params }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    const pictureSet = isUuid(params.uuid) ? await findUserPictureSet(db, user.uuid, params.uuid, now(), c.get('lang')) : null;
    // Someone else's set answers like a missing one: the uuid alone must not reveal that it exists.
    if (!pictureSet) throw new HttpError(404, text(c.get('lang'), 'setNotFound'), { code: 'not_found' });
    return { pictureSet };
  });

  // Before the body is read: a visitor hears 401 whatever they sent.
  app.use(setCurrentPictureSet.path, async (c, next) => {
    requireUser(c);
    await next();
  });

  mount(app, setCurrentPictureSet, async (c, { body }) => {
    const user = requireUser(c);
    // requireUser passed, so the browser has a session.
    const session = c.get('session')!;
    const pictureSetUuid = await chooseCurrentPictureSet(c.get('deps').db, session.id, user.uuid, body.subjectUuid);
    // Someone else's set answers like a missing one, so a subject uuid reveals nothing.
    if (!pictureSetUuid) throw new HttpError(404, text(c.get('lang'), 'setNotFound'), { code: 'not_found' });
    return toApiSession({ ...session, currentPictureSetUuid: pictureSetUuid });
  });

  mount(app, getImageBackgrounds, async (c, { query }) => {
    const picture = await requireOwnedPicture(c, query.uuid);
    return { backgrounds: picture.maskFile ? await listBackgrounds(c.get('deps').db) : [] };
  });
}
