import type { Hono } from 'hono';
import {
  addCatalogues,
  buyDigitalSets,
  createTransaction,
  getCatalogues,
  getPaymentOptions,
  removeRebateCode,
  setPaymentOption,
  startCheckout,
  startPreorderCheckout,
  verifyRebateCode,
} from '../../api/contract/checkout';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import { cartRows } from '../services/cart/cartRows';
import { availableCatalogues, catalogueMaxDeliveryTime, quantityInCart, setCatalogueQuantities, toCatalogue } from '../services/checkout/catalogues';
import { checkoutAnswer } from '../services/checkout/checkoutAnswer';
import { checkoutCartOf } from '../services/checkout/checkoutCart';
import { CheckoutError } from '../services/checkout/checkoutError';
import { loadCheckoutState } from '../services/checkout/checkoutState';
import { openCheckout } from '../services/checkout/checkoutStore';
import { chooseDeliveryOption, choosePaymentOption, dropVoucherCode, openCheckoutNamed, useVoucherCode } from '../services/checkout/choices';
import { toDeliveryMethods } from '../services/checkout/deliveryMethods';
import { buyDigitalSets as addDigitalSets } from '../services/checkout/digitalSets';
import { checkoutText } from '../services/checkout/messages';
import { ownedSubjects } from '../services/checkout/ownedSubjects';
import { applyPreorder } from '../services/checkout/preorder';
import { createTransaction as makeTransaction } from '../services/orders/createOrder';
import { forgetAllSessions } from '../services/auth/sessions';

const CODES = { 400: 'validation', 404: 'not_found', 409: 'conflict' } as const;

/** A refused checkout request as the answer the UI shows: the reason in the customer's language, the field at fault. */
export function checkoutAnswerError(c: AppContext, err: CheckoutError): HttpError {
  return new HttpError(err.status, checkoutText(c.get('lang'), err.key, err.vars), {
    code: CODES[err.status],
    data: err.field ? [err.field] : undefined,
  });
}

export async function answeringCheckoutErrors<T>(c: AppContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw err instanceof CheckoutError ? checkoutAnswerError(c, err) : err;
  }
}

async function startedCheckout(c: AppContext) {
  const user = requireUser(c);
  const { db, now } = c.get('deps');
  const at = now();
  const checkout = await openCheckout(db, user.uuid, at);
  const state = await loadCheckoutState(db, checkout, c.get('lang'), at);
  if (state.productRows.length === 0) throw new CheckoutError(400, 'emptyCart');
  return checkoutAnswer(db, state, user, c.get('session')?.simulatedBy ?? null, c.get('lang'), at);
}

/** Checkout (spec 1 §2 Checkout, §4 steps, §7 calls): every path is the spec's own. */
export function registerCheckoutRoutes(app: Hono<AppEnv>): void {
  // Before the body is read: a visitor hears 401 whatever they sent.
  for (const path of ['/api/webshop/checkout', '/api/webshop/checkout/*', startPreorderCheckout.path, getCatalogues.path]) {
    app.use(path, async (c, next) => {
      requireUser(c);
      await next();
    });
  }

  mount(app, startCheckout, (c) => answeringCheckoutErrors(c, () => startedCheckout(c)));

  mount(app, startPreorderCheckout, (c, { body }) =>
    answeringCheckoutErrors(c, async () => {
      const { db, now } = c.get('deps');
      await applyPreorder(db, requireUser(c).uuid, body.webRegSession, now());
      return startedCheckout(c);
    }),
  );

  mount(app, getPaymentOptions, (c, { params }) =>
    answeringCheckoutErrors(c, async () => {
      const { db, now } = c.get('deps');
      const checkout = await openCheckoutNamed(db, requireUser(c).uuid, params.checkoutId);
      const { state, paymentOptions } = await chooseDeliveryOption(db, checkout, params.deliveryOptionUuid, c.get('lang'), now());
      return { paymentOptions, cart: await checkoutCartOf(db, state, c.get('lang')) };
    }),
  );

  mount(app, setPaymentOption, (c, { params }) =>
    answeringCheckoutErrors(c, async () => {
      const { db, now } = c.get('deps');
      const checkout = await openCheckoutNamed(db, requireUser(c).uuid, params.checkoutId);
      const state = await choosePaymentOption(db, checkout, params.deliveryOptionUuid, params.paymentOptionUuid, c.get('lang'), now());
      return { cart: await checkoutCartOf(db, state, c.get('lang')) };
    }),
  );

  mount(app, verifyRebateCode, (c, { params, body }) =>
    answeringCheckoutErrors(c, async () => {
      const { db, now } = c.get('deps');
      const checkout = await openCheckoutNamed(db, requireUser(c).uuid, params.checkoutId);
      const state = await useVoucherCode(db, checkout, body.code, body.deliveryOptionUuid, c.get('lang'), now());
      return { cart: await checkoutCartOf(db, state, c.get('lang')) };
    }),
  );

  mount(app, removeRebateCode, (c, { params }) =>
    answeringCheckoutErrors(c, async () => {
      const { db, now } = c.get('deps');
      const checkout = await openCheckoutNamed(db, requireUser(c).uuid, params.checkoutId);
      const state = await dropVoucherCode(db, checkout, c.get('lang'), now());
      return { cart: await checkoutCartOf(db, state, c.get('lang')) };
    }),
  );

  mount(app, buyDigitalSets, (c, { params, body }) =>
    answeringCheckoutErrors(c, async () => {
      const { db, now } = c.get('deps');
      const user = requireUser(c);
      const checkout = await openCheckoutNamed(db, user.uuid, params.checkoutId);
      await addDigitalSets(db, user.uuid, body.subjects, now());
      const state = await loadCheckoutState(db, checkout, c.get('lang'), now());
      return { cart: await checkoutCartOf(db, state, c.get('lang')) };
    }),
  );

  mount(app, addCatalogues, (c, { params, body }) =>
    answeringCheckoutErrors(c, async () => {
      const { db, now } = c.get('deps');
      const user = requireUser(c);
      const checkout = await openCheckoutNamed(db, user.uuid, params.checkoutId);
      await setCatalogueQuantities(db, user.uuid, body.catalogues, now());
      const state = await loadCheckoutState(db, checkout, c.get('lang'), now());
      return {
        cart: await checkoutCartOf(db, state, c.get('lang')),
        catalogueMaxDeliveryTime: catalogueMaxDeliveryTime(state.rows, state.catalogueRows),
        deliveryMethods: toDeliveryMethods(state.offered, c.get('lang')),
      };
    }),
  );

  mount(app, createTransaction, async (c, { params, body }) => {
    const answer = await answeringCheckoutErrors(c, () =>
      makeTransaction(c.get('deps'), requireUser(c), params.checkoutId, body, c.get('lang'), c.get('session')?.simulatedBy ?? null),
    );
    // The order may have stored the address on the account, which sessions carry.
    if (body.deliveryOptionData.saveAddress) await forgetAllSessions(c.get('deps').db);
    return answer;
  });

  mount(app, getCatalogues, async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const [available, rows] = await Promise.all([ownedSubjects(db, user.uuid).then((owned) => availableCatalogues(db, owned)), cartRows(db, user.uuid)]);
    return { catalogues: available.map((a) => toCatalogue(a.row, a.subject, quantityInCart(rows, a.row.uuid), c.get('lang'))) };
  });
}
