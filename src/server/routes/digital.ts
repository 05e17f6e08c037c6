/** Digital portraits (spec 3 §2, §7): the offer, the two toggle calls and the download of bought files. */
import type { Hono } from 'hono';
import { downloadDigitalFile, getDigitalPortraits, toggleDigitalFileInCart, toggleDigitalSetInCart } from '../../api/contract/digital';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import { DigitalError } from '../services/digital/digitalError';
import { digitalDownload } from '../services/digital/download';
import { digitalText } from '../services/digital/messages';
import { digitalPortraitsOffer } from '../services/digital/offer';
import { toggleDigitalFile, toggleDigitalSet } from '../services/digital/toggles';
import { cartOf } from './cart';

async function answeringDigitalErrors<T>(c: AppContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof DigitalError)) throw err;
    throw new HttpError(err.status, digitalText(c.get('lang'), err.key, err.vars), {
      code: err.status === 404 ? 'not_found' : 'validation',
      data: err.field ? [err.field] : undefined,
    });
  }
}

export function registerDigitalRoutes(app: Hono<AppEnv>): void {
  // Before the body is read: a visitor hears 401 whatever they sent.
  for (const path of [toggleDigitalFileInCart.path, toggleDigitalSetInCart.path, downloadDigitalFile.path, getDigitalPortraits.path]) {
    app.use(path, async (c, next) => {
      requireUser(c);
      await next();
    });
  }

  mount(app, getDigitalPortraits, async (c) => digitalPortraitsOffer(c.get('deps').db, requireUser(c).uuid, c.get('lang')));

  mount(app, toggleDigitalFileInCart, (c, { body }) =>
    answeringDigitalErrors(c, async () => {
      const { db, now } = c.get('deps');
      const user = requireUser(c);
      const { inCart } = await toggleDigitalFile(db, user.uuid, body.file, body.type, now());
      return { inCart, cart: await cartOf(db, user.uuid, c.get('lang')) };
    }),
  );

  mount(app, toggleDigitalSetInCart, (c, { body }) =>
    answeringDigitalErrors(c, async () => {
      const { db, now } = c.get('deps');
      const user = requireUser(c);
      const { inCart } = await toggleDigitalSet(db, user.uuid, body.pictureSet, body.type, now());
      return { inCart, cart: await cartOf(db, user.uuid, c.get('lang')) };
    }),
  );

  mount(app, downloadDigitalFile, (c, { query }) =>
    answeringDigitalErrors(c, async () => {
      const { db, config } = c.get('deps');
      const file = await digitalDownload(db, config, c.get('deps').media, requireUser(c).uuid, query.file, query.background);
      return c.body(new Uint8Array(file.data.buffer as ArrayBuffer, file.data.byteOffset, file.data.byteLength), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        // A customer's bought file: never in a shared cache.
        'Cache-Control': 'private, no-store',
      });
    }),
  );
}
