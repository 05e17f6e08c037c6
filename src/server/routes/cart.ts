import type { Hono } from 'hono';
import {
  addCartCatalogues,
  addCartItems,
  deleteCartItem,
  getCart,
  getCartItem,
  getCartRetouch,
  getCartSummary,
  saveCartRetouch,
  setCartItemQuantity,
  updateCartItem,
  type Cart,
} from '../../api/contract/cart';
import { userAnswer } from '../cache/userAnswers';
import type { Db } from '../db/client';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import type { Lang } from '../messages';
import { deleteLine, saveRetouchSelection, setLineQuantity } from '../services/cart/cartChanges';
import { CartError, noOrderLine } from '../services/cart/cartError';
import { cartRows, cartSummaryOf, findCartRow, summaryOfRows } from '../services/cart/cartRows';
import { priceRetouch } from '../services/cart/linePricing';
import { cartText } from '../services/cart/messages';
import { setCatalogueQuantities } from '../services/checkout/catalogues';
import { detailedOrderLines } from '../services/checkout/checkoutCart';
import { applicableSelection, retouchablePictures, retouchSelectionOf } from '../services/cart/retouch';
import { addTemplateLines, updateTemplateLine } from '../services/cart/templateLines';
import { pictureSrcTemplate } from '../services/media/derivatives';
import { findRetouchProduct } from '../services/templates/products';
import { answeringCheckoutErrors } from './checkout';

/** A refused cart change as the answer the UI shows: the first problem's text, every field at fault (none for a missing line). */
export function cartAnswer(c: AppContext, err: CartError): HttpError {
  const [first] = err.problems;
  const fields = err.problems.map((p) => p.field).filter((f) => f !== '');
  return new HttpError(err.status, cartText(c.get('lang'), first.key, first.vars), {
    code: err.status === 404 ? 'not_found' : 'validation',
    data: fields.length > 0 ? fields : undefined,
  });
}

async function answeringCartErrors<T>(c: AppContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw err instanceof CartError ? cartAnswer(c, err) : err;
  }
}

export async function cartOf(db: Db, userUuid: string, lang: Lang): Promise<Cart> {
  const rows = await cartRows(db, userUuid);
  const orderLines = await detailedOrderLines(db, userUuid, rows, lang);
  const summary = summaryOfRows(rows);
  // Voucher codes arrive with checkout; until then no cart has one.
  return { orderLines, summary, rebateCode: null };
}

async function orderLineOf(c: AppContext, userUuid: string, uuid: string) {
  const { db } = c.get('deps');
  const row = await findCartRow(db, userUuid, uuid);
  if (!row) throw cartAnswer(c, noOrderLine());
  const [orderLine] = await detailedOrderLines(db, userUuid, [row], c.get('lang'));
  return orderLine;
}

/**
 * The cart (spec 1 "Shopping cart", spec 2 §2.13-§2.14, §7): the header's summary, the editor's
 * add and update, the cart page's lines, quantity and removal, and the retouch page.
 */
export function registerCartRoutes(app: Hono<AppEnv>): void {
  // Before the body is read: a visitor hears 401 whatever they sent. The summary answers visitors too.
  for (const path of [getCart.path, `${getCart.path}/*`]) {
    app.use(path, async (c, next) => {
      if (c.req.path !== getCartSummary.path) requireUser(c);
      await next();
    });
  }

  mount(app, getCartSummary, async (c) => {
    const user = c.get('session')?.user;
    if (!user) return { itemCount: 0, totalPrice: 0 };
    return cartSummaryOf(c.get('deps').db, user.uuid);
  });

  // Kept per customer (userAnswers.ts); the change calls below answer with a freshly read cart.
  mount(app, getCart, async (c) => {
    const { db } = c.get('deps');
    const { uuid } = requireUser(c);
    const lang = c.get('lang');
    return userAnswer(db, uuid, `cart:${lang}`, () => cartOf(db, uuid, lang));
  });

  mount(app, addCartItems, async (c, { body }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    const uuids = await answeringCartErrors(c, () => addTemplateLines(db, user.uuid, body.items, now(), c.get('lang')));
    const rows = (await cartRows(db, user.uuid)).filter((r) => uuids.includes(r.uuid));
    const lines = await detailedOrderLines(db, user.uuid, rows, c.get('lang'));
    return { newOrderLines: uuids.map((uuid) => lines.find((l) => l.uuid === uuid)!), summary: await cartSummaryOf(db, user.uuid) };
  });

  // The same lines as the checkout's catalogue call, for the offer over the products list (no checkout needed).
  mount(app, addCartCatalogues, async (c, { body }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    await answeringCheckoutErrors(c, () => setCatalogueQuantities(db, user.uuid, body.catalogues, now()));
    return cartOf(db, user.uuid, c.get('lang'));
  });

  mount(app, getCartItem, async (c, { params }) => ({ orderLine: await orderLineOf(c, requireUser(c).uuid, params.uuid) }));

  mount(app, updateCartItem, async (c, { params, body }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    const uuid = await answeringCartErrors(c, () => updateTemplateLine(db, user.uuid, params.uuid, body, now(), c.get('lang')));
    return { orderLine: await orderLineOf(c, user.uuid, uuid), summary: await cartSummaryOf(db, user.uuid) };
  });

  mount(app, deleteCartItem, async (c, { params }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    await answeringCartErrors(c, () => deleteLine(db, user.uuid, params.uuid, now()));
    return cartOf(db, user.uuid, c.get('lang'));
  });

  mount(app, setCartItemQuantity, async (c, { params, body }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    await answeringCartErrors(c, () => setLineQuantity(db, user.uuid, params.uuid, body.quantity, now()));
    return cartOf(db, user.uuid, c.get('lang'));
  });

  mount(app, getCartRetouch, async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const product = await findRetouchProduct(db, c.get('lang'));
    if (!product) return { product: null, pictures: [], total: 0 };
    const pictures = await retouchablePictures(db, user.uuid, await cartRows(db, user.uuid));
    const selection = applicableSelection(await retouchSelectionOf(db, user.uuid), new Set(pictures.map((p) => p.uuid)), new Set(product.subproducts.map((s) => s.uuid)));
    return {
      product,
      pictures: pictures.map((p) => ({ ...p, src: pictureSrcTemplate(p.uuid), subProductUuids: selection[p.uuid] ?? [] })),
      total: priceRetouch(product, selection).total,
    };
  });

  mount(app, saveCartRetouch, async (c, { body }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    await answeringCartErrors(c, () => saveRetouchSelection(db, user.uuid, body.items, now()));
    return cartOf(db, user.uuid, c.get('lang'));
  });
}
