/**
 * DELETE /api/webshop/checkout/{checkoutId}/rebate-code: the voucher field's 'Remove' (spec 1
 * checkout). The cart is priced again without the voucher's line, and the checkout forgets it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkout as checkoutSchema, removeRebateCode, type CheckoutCart } from '../../src/api/contract/checkout';
import * as schema from '../../src/server/db/schema';
import { deliveryOptionUuid } from '../../src/server/db/seed/checkout';
import { addItems, demoTemplate, fill, itemOf, registerCustomer, signedIn, tickingClock } from '../support/cartFixtures';
import { CUSTOMER, subjectOf } from '../support/templateFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
type ErrorBody = { error: string; code: string; data?: string[] };

const CHECKOUT = '/api/webshop/checkout';
const POSTAGE = deliveryOptionUuid('postage-normal');
const snowfall = demoTemplate('Julekort 15x15 Snøfall');

let server: Server;
/** kunde@example.no owns EMMA2026. */
let customer: TestClient;
let neighbour: TestClient;

beforeAll(async () => {
  server = await createTestServer({ now: tickingClock('2026-09-01T10:00:00Z') });
  customer = await signedIn(server, CUSTOMER);
  neighbour = await registerCustomer(server, 'noah.forelder@example.no', '41234570', 'NOAH2026');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.delete(schema.cartLines);
  await server.db.update(schema.checkouts).set({ closedAt: new Date('2026-01-01T00:00:00Z') });
});

/** Ten Snøfall cards of Emma (320 kr) and a started checkout. */
async function checkoutWithCards(): Promise<string> {
  const filled = await fill(customer, snowfall.template, (await subjectOf(server, 'EMMA2026')).subjectUuid);
  await addItems(customer, [itemOf(filled, snowfall.product, 10)]);
  const res = await customer.json('POST', CHECKOUT);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return checkoutSchema.parse(res.body).checkoutUuid;
}

const voucherLines = (cart: CheckoutCart) => cart.orderLines.filter((l) => l.type === 2);
const remove = (client: TestClient, id: string) => client.json<ErrorBody & { cart: CheckoutCart }>('DELETE', `${CHECKOUT}/${id}/rebate-code`);

describe('DELETE .../rebate-code', () => {
  it('takes the voucher off: the cart is priced again without its line, and the checkout keeps it off', async () => {
    const id = await checkoutWithCards();
    const used = await customer.json<{ cart: CheckoutCart }>('POST', `${CHECKOUT}/${id}/verify-rebate-code`, { code: 'HOST10', deliveryOptionUuid: POSTAGE });
    expect([used.body.cart.rebateCode, used.body.cart.summary.totalPrice, voucherLines(used.body.cart).length]).toEqual(['HOST10', 288, 1]);

    const res = await remove(customer, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { cart } = removeRebateCode.response.parse(res.body);
    expect(cart.rebateCode).toBeNull();
    expect(voucherLines(cart)).toEqual([]);
    expect(cart.summary.totalPrice).toBe(320);
    // VAT follows the new total (25 % included: a fifth of it).
    expect(cart.orderLines.filter((l) => l.type === 4).map((l) => l.actualLinePrice)).toEqual([64]);

    const again = checkoutSchema.parse((await customer.json('POST', CHECKOUT)).body);
    expect([again.checkoutUuid, again.cart.rebateCode, again.cart.summary.totalPrice]).toEqual([id, null, 320]);
    // And it can be used again afterwards.
    const reused = await customer.json<{ cart: CheckoutCart }>('POST', `${CHECKOUT}/${id}/verify-rebate-code`, { code: 'HOST10' });
    expect(reused.body.cart.summary.totalPrice).toBe(288);
  });

  it('answers the cart as it is when no voucher is in use', async () => {
    const id = await checkoutWithCards();
    const res = await remove(customer, id);
    expect(res.status).toBe(200);
    expect([res.body.cart.rebateCode, res.body.cart.summary.totalPrice]).toEqual([null, 320]);
  });

  it('answers someone else’s checkout and an unknown one alike (404), leaving the voucher on', async () => {
    const id = await checkoutWithCards();
    await customer.json('POST', `${CHECKOUT}/${id}/verify-rebate-code`, { code: 'HOST10' });
    const theirs = await remove(neighbour, id);
    const unknown = await remove(neighbour, randomUUID());
    const malformed = await remove(neighbour, 'not-a-checkout');
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('not_found');
    expect(unknown).toEqual(theirs);
    expect(malformed).toEqual(theirs);
    expect(checkoutSchema.parse((await customer.json('POST', CHECKOUT)).body).cart.rebateCode).toBe('HOST10');
  });

  it('asks a visitor to sign in', async () => {
    expect(await server.client().json('DELETE', `${CHECKOUT}/${randomUUID()}/rebate-code`)).toEqual({
      status: 401,
      body: { error: 'Du må logge inn først.', code: 'unauthorized' },
    });
  });
});
