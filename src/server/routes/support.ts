import type { Hono } from 'hono';
import { addOrderLineToCart, getSupportCustomer, getSupportOrder, simulateUser, stopSimulating, supportSearch } from '../../api/contract';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireSupport } from '../http/session';
import { defineMessages } from '../messages';
import { toApiUser } from '../services/auth/apiUser';
import { signIn } from '../services/auth/browserSession';
import { findUserByEmail } from '../services/auth/users';
import { CartError } from '../services/cart/cartError';
import { cartText } from '../services/cart/messages';
import { addTemplateLines } from '../services/cart/templateLines';
import { isUuid } from '../../domain/validation';
import { linesOf } from '../services/orders/orderStore';
import { recordAudit } from '../services/support/auditLog';
import { customerView, findCustomer } from '../services/support/customerView';
import { findOrderByUuid } from '../services/prints/renderOrderPrints';
import { orderView } from '../services/support/orderView';
import { searchSupport } from '../services/support/search';

const t = defineMessages({
  noCustomer: { nb: 'Fant ingen kunde med denne e-postadressen.', en: 'No customer has this e-mail address.' },
  notACustomer: { nb: 'Bare kunder kan simuleres, ikke kundeservice.', en: 'Only customers can be simulated, not support staff.' },
  notSimulating: { nb: 'Du simulerer ingen kunde nå.', en: 'You are not simulating a customer.' },
  customerNotFound: { nb: 'Fant ikke kunden.', en: 'Customer not found.' },
  orderNotFound: { nb: 'Fant ikke bestillingen.', en: 'Order not found.' },
  lineNotFound: { nb: 'Bestillingen har ingen slik linje.', en: 'The order has no such line.' },
  notTemplateLine: { nb: 'Bare linjer laget i redigeringsverktøyet kan legges i handlekurven på nytt.', en: 'Only lines made in the editor can be put in the cart again.' },
  simulateOwner: {
    nb: 'Simuler kunden som eier bestillingen for å legge linjen i kundens handlekurv.',
    en: "Simulate the customer who owns the order to put the line in the customer's cart.",
  },
  lineRefused: { nb: 'Handlekurven tok ikke imot linjen: {reason}', en: 'The cart did not take the line: {reason}' },
});

/** An order of any customer, for support; 404 for an unknown or malformed uuid. */
export async function supportOrder(c: AppContext, uuid: string) {
  const order = isUuid(uuid) ? await findOrderByUuid(c.get('deps').db, uuid) : null;
  if (!order) throw new HttpError(404, t(c.get('lang'), 'orderNotFound'), { code: 'not_found' });
  return order;
}

/** One line of the order; 404 when the order has no line with that uuid. */
export async function supportOrderLine(c: AppContext, orderUuid: string, lineUuid: string) {
  const line = (await linesOf(c.get('deps').db, orderUuid)).find((l) => l.uuid === lineUuid.toLowerCase());
  if (!line) throw new HttpError(404, t(c.get('lang'), 'lineNotFound'), { code: 'not_found' });
  return line;
}

/**
 * Support staff see the shop exactly as a customer does (spec 1 §2 "simulated user"), and the
 * support console: search, a customer's account, an order with its lines. What they do to an
 * account is written to the audit log.
 */
export function registerSupportRoutes(app: Hono<AppEnv>): void {
  mount(app, simulateUser, async (c, { body }) => {
    const actor = requireSupport(c);
    const { db, now } = c.get('deps');
    const customer = await findUserByEmail(db, body.email);
    if (!customer) throw new HttpError(404, t(c.get('lang'), 'noCustomer'), { code: 'not_found', data: ['email'] });
    if (customer.role !== 'customer') throw new HttpError(400, t(c.get('lang'), 'notACustomer'), { code: 'validation', data: ['email'] });
    await signIn(c, customer, { simulatedBy: actor });
    await recordAudit(db, { staffUuid: actor.uuid, customerUuid: customer.uuid, action: 'simulate_start' }, now());
    c.get('deps').log.info('support simulates customer', { requestId: c.get('requestId'), support: actor.uuid, customer: customer.uuid });
    return { user: toApiUser(customer, actor) };
  });

  mount(app, stopSimulating, async (c) => {
    const session = c.get('session');
    const supportUser = session?.simulatedBy;
    if (!supportUser || !session.user) throw new HttpError(400, t(c.get('lang'), 'notSimulating'), { code: 'not_simulating' });
    const { db, now } = c.get('deps');
    await recordAudit(db, { staffUuid: supportUser.uuid, customerUuid: session.user.uuid, action: 'simulate_stop' }, now());
    await signIn(c, supportUser);
    return { success: true as const };
  });

  mount(app, supportSearch, async (c, { query }) => {
    requireSupport(c);
    return searchSupport(c.get('deps').db, query.q);
  });

  mount(app, getSupportCustomer, async (c, { params }) => {
    requireSupport(c);
    const { db, now } = c.get('deps');
    const customer = isUuid(params.uuid) ? await findCustomer(db, params.uuid.toLowerCase()) : null;
    if (!customer) throw new HttpError(404, t(c.get('lang'), 'customerNotFound'), { code: 'not_found' });
    return customerView(db, customer, now(), c.get('lang'));
  });

  mount(app, getSupportOrder, async (c, { params }) => {
    requireSupport(c);
    const { db, config } = c.get('deps');
    return orderView(db, await supportOrder(c, params.uuid), c.get('lang'), config.printDir);
  });

  mount(app, addOrderLineToCart, async (c, { params }) => {
    requireSupport(c);
    const lang = c.get('lang');
    const order = await supportOrder(c, params.uuid);
    const line = await supportOrderLine(c, order.uuid, params.lineUuid);
    const customer = c.get('session')?.user;
    // The cart is the simulated customer's: only the order's own customer may get the line.
    if (!c.get('session')?.simulatedBy || customer?.uuid !== order.userUuid) {
      throw new HttpError(409, t(lang, 'simulateOwner'), { code: 'not_simulating_owner' });
    }
    if (!line.productUuid || !line.templateUuid || line.templateVersion === null || !line.templateData) {
      throw new HttpError(400, t(lang, 'notTemplateLine'), { code: 'not_template_line' });
    }
    const { db, now } = c.get('deps');
    try {
      const [lineUuid] = await addTemplateLines(
        db,
        order.userUuid,
        [
          {
            productUuid: line.productUuid,
            subProductUuids: line.subProductUuids,
            quantity: line.quantity,
            template: { uuid: line.templateUuid, version: line.templateVersion },
            templateData: line.templateData,
          },
        ],
        now(),
        line.templateData.lang ?? lang,
      );
      return { lineUuid };
    } catch (err) {
      if (!(err instanceof CartError)) throw err;
      const reason = err.problems.map((p) => cartText(lang, p.key, p.vars)).join(' ');
      throw new HttpError(err.status, t(lang, 'lineRefused', { reason }), { code: 'cart_refused' });
    }
  });
}
