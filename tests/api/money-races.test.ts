/**
 * Money under concurrency: a voucher's usage limit with many customers redeeming it at once, and
 * one cart paid from two browsers. On PostgreSQL (TEST_DATABASE_URL) the parallel requests run on
 * separate connections, which is where a count-then-insert check used to let them all through.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { createSession } from '../../src/server/services/auth/sessions';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { demoTemplate, itemOf, type Filled } from '../support/cartFixtures';
import { CARD_BY_POST } from '../support/paidOrder';
import { CUSTOMER, subjectOf } from '../support/templateFixtures';
import { createTestServer } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let filled: Filled;

const CHECKOUT = '/api/webshop/checkout';
const snowfall = demoTemplate('Julekort 15x15 Snøfall');

/** A browser signed in as `userUuid` (a session made directly: twenty scrypt sign-ins would only slow the suite). */
async function browserOf(userUuid: string) {
  const { token } = await createSession(server.db, { userUuid });
  const call = async <T = Record<string, unknown>>(method: string, url: string, body?: unknown) => {
    const res = await server.app.request(url, {
      method,
      headers: { cookie: `sid=${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  return { call };
}
type Browser = Awaited<ReturnType<typeof browserOf>>;

async function userUuidOf(email: string): Promise<string> {
  const [user] = await server.db.select({ uuid: schema.users.uuid }).from(schema.users).where(eq(schema.users.email, email));
  return user.uuid;
}

async function cardsInCart(browser: Browser): Promise<string> {
  const res = await browser.call<{ newOrderLines: { uuid: string }[] }>('POST', '/api/webshop/cart/items', { items: [itemOf(filled, snowfall.product, 5)] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.newOrderLines[0].uuid;
}

async function startCheckout(browser: Browser): Promise<string> {
  const res = await browser.call<{ checkoutUuid: string }>('POST', CHECKOUT);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.checkoutUuid;
}

const transaction = (browser: Browser, checkoutUuid: string) =>
  browser.call<{ transaction: { uuid: string; state: string }; order: { uuid: string }; error?: string }>('POST', `${CHECKOUT}/${checkoutUuid}/transaction`, CARD_BY_POST);

beforeAll(async () => {
  server = await createTestServer();
  const emma = await subjectOf(server, 'EMMA2026');
  const owner = await browserOf(await userUuidOf(CUSTOMER.username));
  const res = await owner.call('POST', '/api/webshop/user/templates/fill-template', { template: { uuid: snowfall.template.uuid }, subject: { uuid: emma.subjectUuid } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  filled = res.body as unknown as Filled;
});
afterAll(() => server.close());

describe('a voucher with a usage limit of 1', () => {
  it('is redeemed once when 20 customers send their transactions at the same moment', async () => {
    const { pictureSetUuid } = await subjectOf(server, 'EMMA2026');
    const passwordHash = await hashPassword('hemmelig1');
    const made = await server.db
      .insert(schema.users)
      .values(Array.from({ length: 20 }, (_, i) => ({ email: `foresatt${i}@example.no`, mobile: `4123${String(i).padStart(4, '0')}`, passwordHash, acceptMail: false, lang: 'nb' as const })))
      .returning({ uuid: schema.users.uuid });
    await server.db.insert(schema.userPictureSets).values(made.map((u) => ({ userUuid: u.uuid, pictureSetUuid })));
    const customers = await Promise.all(made.map((u) => browserOf(u.uuid)));
    const checkouts: string[] = [];
    for (const customer of customers) {
      await cardsInCart(customer);
      const checkoutUuid = await startCheckout(customer);
      const verified = await customer.call('POST', `${CHECKOUT}/${checkoutUuid}/verify-rebate-code`, { code: 'EN-GANG' });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      checkouts.push(checkoutUuid);
    }

    const answers = await Promise.all(customers.map((customer, i) => transaction(customer, checkouts[i])));

    const [voucher] = await server.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, 'EN-GANG'));
    const uses = await server.db.select().from(schema.voucherUses).where(eq(schema.voucherUses.voucherUuid, voucher.uuid));
    expect(uses).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // Everyone else hears why, on the voucher field, and keeps their cart.
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused).toEqual({ status: 400, body: { error: 'Rabattkoden er brukt opp.', code: 'validation', data: ['code'] } });
    const withVoucher = await server.db.select().from(schema.orders).where(eq(schema.orders.voucherUuid, voucher.uuid));
    expect(withVoucher).toHaveLength(1);
  });
});

describe('one cart paid from two browsers', () => {
  it('lets the newer transaction take over: the older one is cancelled and cannot be approved, so one order is paid', async () => {
    const userUuid = await userUuidOf(CUSTOMER.username);
    const [phone, laptop] = [await browserOf(userUuid), await browserOf(userUuid)];
    const line = await cardsInCart(phone);

    const first = await transaction(phone, await startCheckout(phone));
    expect(first.body.transaction.state).toBe('awaiting_payment');
    const second = await transaction(laptop, await startCheckout(laptop));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.order.uuid).not.toBe(first.body.order.uuid);

    const approveFirst = await phone.call<{ error: string }>('POST', `/api/webshop/payments/sandbox/${first.body.transaction.uuid}/approve`);
    expect(approveFirst.status).toBe(409);
    expect(approveFirst.body.error).toMatch(/avbrutt/i);
    expect((await laptop.call('POST', `/api/webshop/payments/sandbox/${second.body.transaction.uuid}/approve`)).status).toBe(200);

    const holding = await server.db
      .select({ uuid: schema.orders.uuid, state: schema.orders.state })
      .from(schema.orders)
      .innerJoin(schema.orderLines, eq(schema.orderLines.orderUuid, schema.orders.uuid))
      .where(eq(schema.orderLines.cartLineUuid, line));
    expect(holding.filter((o) => o.state === 'paid').map((o) => o.uuid)).toEqual([second.body.order.uuid]);
    expect(holding.find((o) => o.uuid === first.body.order.uuid)?.state).toBe('cancelled');
    const payments = await server.db
      .select({ state: schema.paymentTransactions.state })
      .from(schema.paymentTransactions)
      .where(and(eq(schema.paymentTransactions.uuid, first.body.transaction.uuid), inArray(schema.paymentTransactions.state, ['cancelled'])));
    expect(payments).toHaveLength(1);
  });
});
