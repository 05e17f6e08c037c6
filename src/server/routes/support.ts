import type { Hono } from 'hono';
import { simulateUser, stopSimulating } from '../../api/contract';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireSupport } from '../http/session';
import { defineMessages } from '../messages';
import { toApiUser } from '../services/auth/apiUser';
import { signIn } from '../services/auth/browserSession';
import { findUserByEmail } from '../services/auth/users';

const t = defineMessages({
  noCustomer: { nb: 'Fant ingen kunde med denne e-postadressen.', en: 'No customer has this e-mail address.' },
  notACustomer: { nb: 'Bare kunder kan simuleres, ikke kundeservice.', en: 'Only customers can be simulated, not support staff.' },
  notSimulating: { nb: 'Du simulerer ingen kunde nå.', en: 'You are not simulating a customer.' },
});

/** Support staff see the shop exactly as a customer does (spec 1 §2 "simulated user"). */
export function registerSupportRoutes(app: Hono<AppEnv>): void {
  mount(app, simulateUser, async (c, { body }) => {
    const actor = requireSupport(c);
    const customer = await findUserByEmail(c.get('deps').db, body.email);
    if (!customer) throw new HttpError(404, t(c.get('lang'), 'noCustomer'), { code: 'not_found', data: ['email'] });
    if (customer.role !== 'customer') throw new HttpError(400, t(c.get('lang'), 'notACustomer'), { code: 'validation', data: ['email'] });
    await signIn(c, customer, { simulatedBy: actor });
    // Who looked at whose account, for the record.
    c.get('deps').log.info('support simulates customer', { requestId: c.get('requestId'), support: actor.uuid, customer: customer.uuid });
    return { user: toApiUser(customer, actor) };
  });

  mount(app, stopSimulating, async (c) => {
    const supportUser = c.get('session')?.simulatedBy;
    if (!supportUser) throw new HttpError(400, t(c.get('lang'), 'notSimulating'), { code: 'not_simulating' });
    await signIn(c, supportUser);
    return { success: true as const };
  });
}
