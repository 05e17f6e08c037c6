import type { Hono } from 'hono';
import { addPackageToCart, createPackageInstance, getPackageOffers, updateCartPackage } from '../../api/contract/packages';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import { CartError } from '../services/cart/cartError';
import { cartRows, cartSummaryOf, findCartRow } from '../services/cart/cartRows';
import { detailedOrderLines } from '../services/checkout/checkoutCart';
import { isUuid } from '../../domain/validation';
import { PackageError, packageText } from '../services/packages/messages';
import { currentSubject, jobOffers, remainingTime, toApiOffer } from '../services/packages/offers';
import { addPackageLine, createPackageInstance as openPackage, updatePackageLine } from '../services/packages/packageLines';
import { toApiItems } from '../services/packages/packageItems';
import { cartAnswer } from './cart';

/** A refused package call as the answer the UI shows (the toast shows `error`). */
function packageAnswer(c: AppContext, err: PackageError | CartError): HttpError {
  if (err instanceof CartError) return cartAnswer(c, err);
  return new HttpError(err.status, packageText(c.get('lang'), err.key, err.vars), {
    code: err.status === 404 ? 'not_found' : 'validation',
    data: err.field ? [err.field] : undefined,
  });
}

async function answering<T>(c: AppContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw err instanceof PackageError || err instanceof CartError ? packageAnswer(c, err) : err;
  }
}

const notFound = (c: AppContext) => packageAnswer(c, new PackageError(404, 'packageNotFound'));

/** Package offers (spec 3 /products/packages, Package create screen, §7 POST /api/webshop/packages/{uuid}). */
export function registerPackageRoutes(app: Hono<AppEnv>): void {
  // Offers are for signed-in customers: a visitor hears 401 before any body is read.
  app.use(`${getPackageOffers.path}/*`, async (c, next) => {
    requireUser(c);
    await next();
  });

  mount(app, getPackageOffers, async (c) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    const subject = await currentSubject(db, user.uuid, c.get('session')?.currentPictureSetUuid ?? null);
    if (!subject) return { remainingTime: 0, packages: [], subject: null };
    const rows = await jobOffers(db, subject.jobUuid);
    return {
      remainingTime: remainingTime(rows, now()),
      packages: rows.map((r) => toApiOffer(r, c.get('lang'))),
      subject: { uuid: subject.uuid, name: subject.name },
    };
  });

  mount(app, createPackageInstance, async (c, { params }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    if (!isUuid(params.uuid)) throw notFound(c);
    const opened = await answering(c, () => openPackage(db, user.uuid, params.uuid.toLowerCase(), c.get('session')?.currentPictureSetUuid ?? null, now()));
    const lang = c.get('lang');
    return {
      uuid: opened.instanceUuid,
      offerUuid: opened.offer.uuid,
      name: toApiOffer(opened.offer, lang).name,
      price: opened.price,
      subject: { uuid: opened.subject.uuid, name: opened.subject.name },
      allowSubjectChange: false,
      packageItems: await toApiItems(db, opened.items, lang),
    };
  });

  mount(app, addPackageToCart, async (c, { params, body }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    if (!isUuid(params.uuid)) throw packageAnswer(c, new PackageError(404, 'instanceNotFound'));
    const uuid = await answering(c, () => addPackageLine(db, user.uuid, params.uuid.toLowerCase(), body.items, now(), c.get('lang')));
    const rows = (await cartRows(db, user.uuid)).filter((r) => r.uuid === uuid);
    return { newOrderLines: await detailedOrderLines(db, user.uuid, rows, c.get('lang')), summary: await cartSummaryOf(db, user.uuid) };
  });

  mount(app, updateCartPackage, async (c, { params, body }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    const uuid = await answering(c, () => updatePackageLine(db, user.uuid, params.uuid, body.items, now(), c.get('lang')));
    const row = (await findCartRow(db, user.uuid, uuid))!;
    const [orderLine] = await detailedOrderLines(db, user.uuid, [row], c.get('lang'));
    return { orderLine, summary: await cartSummaryOf(db, user.uuid) };
  });
}
