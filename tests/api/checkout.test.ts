import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkout as checkoutSchema,
  checkoutCart,
  createTransaction as createTransactionContract,
  getCatalogues,
  getPaymentOptions,
  paymentResult,
  receiptOrder,
  sandboxPayment,
  type Checkout,
  type CheckoutCart,
  type CreateTransactionBody,
} from '../../src/api/contract/checkout';
import type { Cart } from '../../src/api/contract/cart';
import * as schema from '../../src/server/db/schema';
import { catalogueUuid, DEMO_PREORDER_SESSION, deliveryOptionUuid, paymentOptionUuid, storeLocationUuid } from '../../src/server/db/seed/checkout';
import { subjectUuid } from '../../src/server/db/seed/jobs';
import { addItems, demoTemplate, fill, itemOf, tickingClock, twoFamilies } from '../support/cartFixtures';
import { KARI_ADDRESS as address } from '../support/paidOrder';
import { subjectOf } from '../support/templateFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
type ErrorBody = { error: string; code: string; data?: string[] };

let server: Server;
/** kunde@example.no owns EMMA2026 (Bergen school). */
let customer: TestClient;
let english: TestClient;
/** Another family: owns NOAH2026 only. */
let neighbour: TestClient;

beforeAll(async () => {
  server = await createTestServer({ now: tickingClock('2026-09-01T10:00:00Z') });
  ({ customer, english, neighbour } = await twoFamilies(server));
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.delete(schema.cartRetouchSelections);
  await server.db.delete(schema.cartLines);
  // Earlier tests' checkouts end with their orders; open ones are dropped so each test starts a fresh one.
  await server.db.update(schema.checkouts).set({ closedAt: new Date('2026-01-01T00:00:00Z') });
});

const CHECKOUT = '/api/webshop/checkout';
const snowfall = demoTemplate('Julekort 15x15 Snøfall');
const mug = demoTemplate('Krus med bilde og navn');

const POSTAGE = deliveryOptionUuid('postage-normal');
const EXPRESS = deliveryOptionUuid('postage-express');
const SCHOOL = deliveryOptionUuid('school-bergen');
const DIGITAL = deliveryOptionUuid('digital');
const CARD = paymentOptionUuid('card');
const MOBILE = paymentOptionUuid('mobile');
const INVOICE = paymentOptionUuid('invoice');

async function emmaCards(client: TestClient, quantity: number) {
  const filled = await fill(client, snowfall.template, (await subjectOf(server, 'EMMA2026')).subjectUuid);
  return addItems(client, [itemOf(filled, snowfall.product, quantity)]);
}

async function start(client: TestClient): Promise<Checkout> {
  const res = await client.json<Checkout>('POST', CHECKOUT);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return checkoutSchema.parse(res.body);
}

async function choose(client: TestClient, checkoutId: string, delivery: string) {
  const res = await client.json('GET', `${CHECKOUT}/${checkoutId}/delivery-options/${delivery}/payment-options`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return getPaymentOptions.response.parse(res.body);
}

const linesOfType = (cart: CheckoutCart, type: number) => cart.orderLines.filter((l) => l.type === type);

function postageBody(payment = CARD, extra: Partial<CreateTransactionBody> = {}): CreateTransactionBody {
  return {
    deliveryOptionUuid: POSTAGE,
    paymentOptionUuid: payment,
    deliveryOptionData: { deliveryAddress: address },
    paymentOptionData: {},
    client: 'mobile',
    comment: '',
    ...extra,
  };
}

async function transaction(client: TestClient, checkoutId: string, body: unknown) {
  return client.json<ErrorBody & { transaction: { uuid: string; state: string; redirectUrl: string }; order: { uuid: string } }>('POST', `${CHECKOUT}/${checkoutId}/transaction`, body);
}

/**
 * A valid Norwegian fødselsnummer for a birth date (the two check digits computed as the
 * register does), so tests need no real person's number.
 */
function personNumber(day: number, month: number, year: number): string {
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const yy = String(year % 100).padStart(2, '0');
  for (let individual = year >= 2000 ? 500 : 100; individual < 1000; individual += 1) {
    const digits = `${dd}${mm}${yy}${String(individual).padStart(3, '0')}`.split('').map(Number);
    const check = (weights: number[], ds: number[]) => {
      const k = 11 - (weights.reduce((s, w, i) => s + w * ds[i], 0) % 11);
      return k === 11 ? 0 : k;
    };
    const k1 = check([3, 7, 6, 1, 8, 9, 4, 5, 2], digits);
    if (k1 === 10) continue;
    const k2 = check([5, 4, 3, 2, 7, 6, 5, 4, 3, 2], [...digits, k1]);
    if (k2 === 10) continue;
    return [...digits, k1, k2].join('');
  }
  throw new Error('no number');
}

describe('a visitor', () => {
  it('is asked to sign in by every checkout, order and payment call', async () => {
    const visitor = server.client();
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['POST', CHECKOUT],
      ['POST', '/api/webshop/preorder/checkout', { webRegSession: DEMO_PREORDER_SESSION }],
      ['GET', `${CHECKOUT}/${id}/delivery-options/${POSTAGE}/payment-options`],
      ['GET', `${CHECKOUT}/${id}/delivery-options/${POSTAGE}/payment-options/${CARD}`],
      ['POST', `${CHECKOUT}/${id}/verify-rebate-code`, { code: 'HOST10' }],
      ['POST', `${CHECKOUT}/${id}/digital-sets`, { subjects: [] }],
      ['POST', `${CHECKOUT}/${id}/catalogues`, '{not json'],
      ['POST', `${CHECKOUT}/${id}/transaction`, {}],
      ['GET', `/api/webshop/user/orders/${id}`],
      ['GET', '/ajax/user/get_catalogues.php'],
      ['GET', `/api/webshop/payments/sandbox/${id}`],
      ['POST', `/api/webshop/payments/sandbox/${id}/approve`],
    ];
    for (const [method, url, body] of calls) {
      const res = await visitor.json(method, url, body);
      expect(res, `${method} ${url}`).toEqual({ status: 401, body: { error: 'Du må logge inn først.', code: 'unauthorized' } });
    }
  });
});

describe('POST /api/webshop/checkout', () => {
  it('refuses an empty cart', async () => {
    const res = await customer.json<ErrorBody>('POST', CHECKOUT);
    expect(res).toEqual({ status: 400, body: { error: 'Handlekurven er tom.', code: 'validation' } });
    expect((await english.json<ErrorBody>('POST', CHECKOUT)).body.error).toBe('The shopping cart is empty.');
  });

  it('answers the checkout: the server-priced cart with VAT, the delivery methods, user, terms, options and upsell', async () => {
    await emmaCards(customer, 10);
    const checkout = await start(customer);
    // 10 cards at the 10+ tier (32); VAT is a fifth of a price that includes 25 %.
    expect(checkout.cart.orderLines.map((l) => [l.type, l.quantity, l.actualLinePrice])).toEqual([
      [0, 10, 320],
      [4, 1, 64],
    ]);
    expect(checkout.cart.summary).toEqual({ itemCount: 10, totalPrice: 320 });
    expect(checkout.cart.rebateCode).toBeNull();

    const byType = Object.fromEntries(checkout.deliveryOptions.map((m) => [m.type, m]));
    expect(Object.keys(byType)).toEqual(['postage', 'school-pickup', 'store-pickup']);
    // A method costs its highest option price without the express variants (79, not 149).
    expect(byType.postage.price).toBe(79);
    expect(byType.postage.deliveryOptions.map((o) => [o.price, o.deliverytime, o.isExpress])).toEqual([
      [79, 5, false],
      [149, 1, true],
    ]);
    expect(byType['school-pickup'].deliveryOptions).toEqual([expect.objectContaining({ uuid: SCHOOL, subjects: [{ uuid: subjectUuid('emma'), name: 'Emma Hansen' }] })]);
    const stores = byType['store-pickup'].pickupLocations;
    expect(stores).toHaveLength(4);
    expect(stores.filter((s) => s.uuid.endsWith('-111111111111')).map((s) => s.uuid)).toEqual([storeLocationUuid('bergen-sentrum', true), storeLocationUuid('lagunen', true)]);
    expect(stores[0]).toMatchObject({ pickupname: 'Fotobutikken Bergen sentrum', pickupcity: 'Bergen', price: 49, deliveryTime: { seconds: 5 * 86400, string: '5 virkedager' } });
    expect(stores[0].uuid.slice(0, 23)).toBe(stores[1].uuid.slice(0, 23));
    expect(byType['store-pickup'].price).toBe(49);

    expect(checkout.user).toMatchObject({ emailAddress: 'kunde@example.no', name: 'Kari Nordmann' });
    expect(checkout.hasActiveRebateCampaigns).toBe(true);
    expect(checkout.termsOfPurchase.length).toBeGreaterThan(20);
    expect(checkout.options.disableOrderComment).toBe(false);
    expect(checkout.upsaleList).toEqual([
      { type: 'CATALOGUE', price: 249, rebatedPrice: 249 },
      { type: 'DIGITAL_FILES', price: 399, rebatedPrice: 299 },
    ]);
    expect(checkout.catalogueMaxDeliveryTime).toBeNull();
    expect(checkout.deliveryOption).toBeNull();
    // A second start (another tab) continues the same checkout.
    expect((await start(customer)).checkoutUuid).toBe(checkout.checkoutUuid);
  });

  it('reflects campaign prices as the cart does', async () => {
    const filled = await fill(customer, mug.template, (await subjectOf(server, 'EMMA2026')).subjectUuid);
    await addItems(customer, [itemOf(filled, mug.product, 2)]);
    const [line] = (await start(customer)).cart.orderLines;
    expect([line.linePrice, line.actualLinePrice, line.rebate]).toEqual([199 + 179, 149 + 139, { linePrice: 288 }]);
  });
});

describe('delivery and payment options', () => {
  it('prices shipping as a type 3 line: the option below the threshold, free from it, express always', async () => {
    await emmaCards(customer, 5);
    const { checkoutUuid } = await start(customer);
    let answer = await choose(customer, checkoutUuid, POSTAGE);
    expect(answer.paymentOptions.map((p) => [p.uuid, p.verifyMobile, p.requirePersonNo])).toEqual([
      [CARD, false, false],
      [MOBILE, true, false],
      [INVOICE, false, true],
    ]);
    // 5 x 39 = 195 + 79 shipping.
    expect(linesOfType(answer.cart, 3).map((l) => [l.description, l.actualLinePrice])).toEqual([['Frakt: Posten – A-post', 79]]);
    expect(answer.cart.summary.totalPrice).toBe(274);
    expect(linesOfType(answer.cart, 4)[0].actualLinePrice).toBe(54.8);

    await emmaCards(customer, 10);
    answer = await choose(customer, checkoutUuid, POSTAGE);
    // 195 + 320 = 515 reaches the 499 threshold: free shipping, but not for express.
    expect(linesOfType(answer.cart, 3)[0].actualLinePrice).toBe(0);
    expect(answer.cart.summary.totalPrice).toBe(515);
    answer = await choose(customer, checkoutUuid, EXPRESS);
    expect(linesOfType(answer.cart, 3)[0].actualLinePrice).toBe(149);
    expect(answer.cart.summary.totalPrice).toBe(664);
  });

  it('saves the payment option for the delivery option, and clears it when the delivery option changes', async () => {
    await emmaCards(customer, 1);
    const { checkoutUuid } = await start(customer);
    await choose(customer, checkoutUuid, POSTAGE);
    const set = await customer.json<{ cart: CheckoutCart }>('GET', `${CHECKOUT}/${checkoutUuid}/delivery-options/${POSTAGE}/payment-options/${INVOICE}`);
    expect(set.status).toBe(200);
    checkoutCart.parse(set.body.cart);
    let again = await start(customer);
    expect([again.deliveryOption, again.paymentOption]).toEqual([{ uuid: POSTAGE, type: 'postage' }, { uuid: INVOICE }]);
    await choose(customer, checkoutUuid, SCHOOL);
    again = await start(customer);
    expect([again.deliveryOption, again.paymentOption]).toEqual([{ uuid: SCHOOL, type: 'school-pickup' }, null]);
  });

  it('refuses unknown options, options the cart cannot use, and someone else’s checkout', async () => {
    await emmaCards(customer, 1);
    const { checkoutUuid } = await start(customer);
    const unknown = await customer.json<ErrorBody>('GET', `${CHECKOUT}/${checkoutUuid}/delivery-options/${randomUUID()}/payment-options`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual(['deliveryOptionUuid']);
    // Digital delivery is for carts of files only.
    expect((await customer.json('GET', `${CHECKOUT}/${checkoutUuid}/delivery-options/${DIGITAL}/payment-options`)).status).toBe(400);
    const badPayment = await customer.json<ErrorBody>('GET', `${CHECKOUT}/${checkoutUuid}/delivery-options/${POSTAGE}/payment-options/${randomUUID()}`);
    expect([badPayment.status, badPayment.body.data]).toEqual([400, ['paymentOptionUuid']]);
    for (const [method, url] of [
      ['GET', `${CHECKOUT}/${checkoutUuid}/delivery-options/${POSTAGE}/payment-options`],
      ['POST', `${CHECKOUT}/${checkoutUuid}/verify-rebate-code`],
      ['GET', `${CHECKOUT}/not-a-uuid/delivery-options/${POSTAGE}/payment-options`],
    ] as const) {
      const res = await neighbour.json<ErrorBody>(method, url, method === 'POST' ? { code: 'HOST10' } : undefined);
      expect(res, url).toEqual({ status: 404, body: { error: 'Fant ikke kassen. Start kassen på nytt.', code: 'not_found' } });
    }
  });

  it('offers only digital delivery (and no invoice) for a cart of digital files', async () => {
    await emmaCards(customer, 1);
    const { checkoutUuid } = await start(customer);
    await customer.json('POST', `${CHECKOUT}/${checkoutUuid}/digital-sets`, { subjects: [{ uuid: subjectUuid('emma'), name: 'Emma Hansen' }] });
    const card = (await customer.json<{ orderLines: { uuid: string; type: number; product: unknown }[] }>('GET', '/api/webshop/cart')).body.orderLines.find((l) => l.product !== null)!;
    expect((await customer.call('DELETE', `/api/webshop/cart/items/${card.uuid}`)).status).toBe(200);
    const checkout = await start(customer);
    expect(checkout.deliveryOptions.map((m) => [m.type, m.price])).toEqual([['digital-delivery', 0]]);
    const answer = await choose(customer, checkout.checkoutUuid, DIGITAL);
    expect(answer.paymentOptions.map((p) => p.uuid)).toEqual([CARD, MOBILE]);
  });
});

describe('POST .../verify-rebate-code', () => {
  const verify = (client: TestClient, id: string, code: string) => client.json<ErrorBody & { cart: CheckoutCart }>('POST', `${CHECKOUT}/${id}/verify-rebate-code`, { code, deliveryOptionUuid: POSTAGE });

  it('takes 10 % off the products as a type 2 line (the code in any case) and keeps it on the checkout', async () => {
    await emmaCards(customer, 10);
    const { checkoutUuid } = await start(customer);
    const res = await verify(customer, checkoutUuid, ' host10 ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cart.rebateCode).toBe('HOST10');
    expect(linesOfType(res.body.cart, 2).map((l) => [l.description, l.actualLinePrice])).toEqual([['Rabattkode HOST10', -32]]);
    expect(res.body.cart.summary.totalPrice).toBe(288);
    expect((await start(customer)).cart.rebateCode).toBe('HOST10');
  });

  it('gives each failure its reason: unknown, expired, below the minimum', async () => {
    await emmaCards(customer, 5);
    const { checkoutUuid } = await start(customer);
    expect((await verify(customer, checkoutUuid, 'FINNESIKKE')).body).toEqual({ error: 'Rabattkoden finnes ikke.', code: 'validation', data: ['code'] });
    expect((await verify(customer, checkoutUuid, 'UTLOPT')).body.error).toBe('Rabattkoden er utløpt.');
    const below = await verify(customer, checkoutUuid, 'KR50');
    expect(below.status).toBe(400);
    // 195 of the 300 needed.
    expect(below.body.error).toMatch(/^Rabattkoden gjelder for kjøp over .*300.*Handle for .*105.* mer for å bruke den\.$/);
    expect((await english.json<ErrorBody>('POST', `${CHECKOUT}/${checkoutUuid}/verify-rebate-code`, { code: 'UTLOPT' })).body.error).toBe('The voucher code has expired.');
    expect((await start(customer)).cart.rebateCode).toBeNull();
  });

  it('takes an amount off once the minimum is reached', async () => {
    await emmaCards(customer, 10);
    const { checkoutUuid } = await start(customer);
    const res = await verify(customer, checkoutUuid, 'KR50');
    expect(linesOfType(res.body.cart, 2)[0].actualLinePrice).toBe(-50);
    expect(res.body.cart.summary.totalPrice).toBe(270);
  });
});

describe('catalogues and digital sets', () => {
  it('lists the catalogues of the customer’s jobs with the quantity in the cart', async () => {
    const res = await customer.json('GET', '/ajax/user/get_catalogues.php');
    const { catalogues } = getCatalogues.response.parse(res.body);
    expect(catalogues).toEqual([
      {
        uuid: catalogueUuid('bergen-2026'),
        name: 'Skolekatalog Bergen skole 2026',
        description: 'Alle klassene og elevene i én katalog.\n48 sider, innbundet.',
        price: 249,
        quantity: 0,
        maxQuantity: 10,
        deliveryTime: { days: 42 },
        subject: { uuid: subjectUuid('emma'), group: 'Bergen skole 2026', name: 'Emma Hansen' },
      },
    ]);
    expect((await neighbour.json<{ catalogues: { uuid: string }[] }>('GET', '/ajax/user/get_catalogues.php')).body.catalogues.map((c) => c.uuid)).toEqual([catalogueUuid('bergen-2026')]);
  });

  it('puts catalogues in the cart priced by the server, clamped to the maximum, and answers delivery methods and time', async () => {
    await emmaCards(customer, 1);
    const { checkoutUuid } = await start(customer);
    const res = await customer.json<{ cart: CheckoutCart; catalogueMaxDeliveryTime: number; deliveryMethods: { type: string }[] }>('POST', `${CHECKOUT}/${checkoutUuid}/catalogues`, {
      catalogues: [{ uuid: catalogueUuid('bergen-2026'), quantity: 25, price: 1 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const line = res.body.cart.orderLines.find((l) => l.catalogue !== null)!;
    expect([line.quantity, line.actualLinePrice, line.catalogue!.subject.name, line.maximumQuantity]).toEqual([10, 2490, 'Emma Hansen', 10]);
    expect(res.body.catalogueMaxDeliveryTime).toBe(42);
    expect(res.body.deliveryMethods.map((m) => m.type)).toEqual(['postage', 'school-pickup', 'store-pickup']);
    expect((await customer.json<{ catalogues: { quantity: number }[] }>('GET', '/ajax/user/get_catalogues.php')).body.catalogues[0].quantity).toBe(10);
    // The cart call labels the line 'Catalogue' with its pupil (spec 1 'Shopping cart'), in the customer's language.
    const { orderLines } = (await customer.json<Cart>('GET', '/api/webshop/cart')).body;
    expect(orderLines.find((l) => l.catalogue)?.catalogue).toEqual({ uuid: catalogueUuid('bergen-2026'), name: 'Skolekatalog Bergen skole 2026', subject: { uuid: subjectUuid('emma'), name: 'Emma Hansen' } });
    // Without the card, catalogues alone are handed out at school.
    const card = res.body.cart.orderLines.find((l) => l.template !== null)!;
    await customer.call('DELETE', `/api/webshop/cart/items/${card.uuid}`);
    expect((await start(customer)).deliveryOptions.map((m) => m.type)).toEqual(['school-pickup']);
  });

  it('refuses no quantity at all and a catalogue of another job', async () => {
    await emmaCards(customer, 1);
    const { checkoutUuid } = await start(customer);
    const none = await customer.json<ErrorBody>('POST', `${CHECKOUT}/${checkoutUuid}/catalogues`, { catalogues: [{ uuid: catalogueUuid('bergen-2026'), quantity: 0 }] });
    expect(none.body).toEqual({ error: 'Du må velge hvor mange kataloger du vil ha før du legger dem i handlekurven.', code: 'validation', data: ['catalogues'] });
    const other = await customer.json<ErrorBody>('POST', `${CHECKOUT}/${checkoutUuid}/catalogues`, { catalogues: [{ uuid: catalogueUuid('fjordvik-2026'), quantity: 1 }] });
    expect([other.status, other.body.data]).toEqual([400, ['catalogues.0.uuid']]);
  });

  it('buys a subject’s digital set once, at the offer price, and refuses a subject not on the account', async () => {
    await emmaCards(customer, 1);
    const { checkoutUuid } = await start(customer);
    const body = { subjects: [{ uuid: subjectUuid('emma'), name: 'Emma Hansen' }] };
    await customer.json('POST', `${CHECKOUT}/${checkoutUuid}/digital-sets`, body);
    const res = await customer.json<{ cart: CheckoutCart }>('POST', `${CHECKOUT}/${checkoutUuid}/digital-sets`, body);
    const sets = res.body.cart.orderLines.filter((l) => l.digitalFiles.length > 0);
    expect(sets.map((l) => [l.description, l.linePrice, l.actualLinePrice, l.rebate, l.subjects])).toEqual([
      ['Digitalt bildesett – Emma Hansen', 399, 299, { linePrice: 299 }, [{ uuid: subjectUuid('emma'), name: 'Emma Hansen' }]],
    ]);
    // The offer is taken: no 'Special offer' pop-up any more.
    expect((await start(customer)).upsaleList.map((u) => u.type)).toEqual(['CATALOGUE']);
    const noah = await customer.json<ErrorBody>('POST', `${CHECKOUT}/${checkoutUuid}/digital-sets`, { subjects: [{ uuid: subjectUuid('noah'), name: 'Noah Hansen' }] });
    expect(noah.body).toEqual({ error: 'Du har ikke bildesettet til Noah Hansen.', code: 'validation', data: ['subjects.0.uuid'] });
  });
});

describe('POST .../transaction', () => {
  it('checks the delivery and payment details', async () => {
    await emmaCards(customer, 5);
    const { checkoutUuid } = await start(customer);
    const refused = async (body: unknown, data: string[], error?: RegExp | string) => {
      const res = await transaction(customer, checkoutUuid, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.data).toEqual(data);
      if (error) expect(res.body.error).toMatch(error);
    };
    await refused({ ...postageBody(), deliveryOptionData: {} }, ['deliveryOptionData.deliveryAddress'], 'Dette må fylles ut!');
    await refused({ ...postageBody(), deliveryOptionData: { deliveryAddress: { ...address, city: ' ' } } }, ['deliveryOptionData.deliveryAddress.city']);
    await refused({ ...postageBody(), deliveryOptionData: { deliveryAddress: { ...address, postalCode: '' } } }, ['deliveryOptionData.deliveryAddress.postalCode']);
    // Checked against the postal register the address service ships.
    await refused({ ...postageBody(), deliveryOptionData: { deliveryAddress: { ...address, postalCode: '50' } } }, ['deliveryOptionData.deliveryAddress.postalCode'], 'Et postnummer har fire sifre.');
    await refused({ ...postageBody(), deliveryOptionData: { deliveryAddress: { ...address, postalCode: '0000' } } }, ['deliveryOptionData.deliveryAddress.postalCode'], 'Postnummeret 0000 finnes ikke.');
    await refused({ ...postageBody(), deliveryOptionData: { deliveryAddress: { ...address, postalCode: '0040' } } }, ['deliveryOptionData.deliveryAddress.postalCode'], 'Postnummeret 0040 kan ikke brukes i en gateadresse.');
    await refused({ ...postageBody(), deliveryOptionUuid: SCHOOL, deliveryOptionData: { contactInfo: { name: 'Kari', emailAddress: 'kari@' } } }, ['deliveryOptionData.contactInfo.emailAddress'], 'Ugyldig e-postadresse');
    await refused({ ...postageBody(), deliveryOptionUuid: SCHOOL, deliveryOptionData: { contactInfo: { name: 'Kari', emailAddress: 'kari@example.no' }, subject: 'Noah Hansen' } }, ['deliveryOptionData.subject']);
    await refused(postageBody(MOBILE), ['paymentOptionData.mobilePhone'], 'Dette må fylles ut!');
    await refused(postageBody(MOBILE, { paymentOptionData: { mobilePhone: '123' } }), ['paymentOptionData.mobilePhone'], 'Mobilnummeret er ikke gyldig.');
    await refused(postageBody(INVOICE, { paymentOptionData: { pid: '12345678901' } }), ['paymentOptionData.pid'], 'Fødselsnummeret er ikke gyldig.');
    await refused(postageBody(INVOICE, { paymentOptionData: { pid: personNumber(15, 3, 2010) } }), ['paymentOptionData.pid'], 'Du må være minst 18 år for å betale med faktura.');
    await refused({ ...postageBody(), client: 'tv' }, ['client']);
    await refused({ ...postageBody(), paymentOptionUuid: randomUUID() }, ['paymentOptionUuid']);
    // Nothing was written: the checkout is still open and has no order.
    expect((await start(customer)).checkoutUuid).toBe(checkoutUuid);
    expect(await server.db.select().from(schema.orders).where(eq(schema.orders.checkoutUuid, checkoutUuid))).toEqual([]);
  });

  it('makes exactly one order and one payment for 20 requests at once, priced by the server whatever the client sends', async () => {
    await emmaCards(customer, 10);
    const { checkoutUuid } = await start(customer);
    await customer.json('POST', `${CHECKOUT}/${checkoutUuid}/verify-rebate-code`, { code: 'HOST10' });
    const tampered = { ...postageBody(MOBILE, { paymentOptionData: { mobilePhone: '412 34 567' } }), totalPrice: 1, price: 0, orderLines: [{ linePrice: 0.01 }] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => transaction(customer, checkoutUuid, tampered)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const first = createTransactionContract.response.parse(answers[0].body);
    for (const a of answers) expect(a.body).toEqual(answers[0].body);
    expect(first.transaction.redirectUrl).toBe(`/m/shopping-cart/checkout/payment/${first.transaction.uuid}`);
    expect(first.transaction.state).toBe('awaiting_payment');

    const orders = await server.db.select().from(schema.orders).where(eq(schema.orders.checkoutUuid, checkoutUuid));
    expect(orders).toHaveLength(1);
    expect(await server.db.select().from(schema.paymentTransactions).where(eq(schema.paymentTransactions.orderUuid, orders[0].uuid))).toHaveLength(1);
    expect(await server.db.select().from(schema.voucherUses).where(eq(schema.voucherUses.orderUuid, orders[0].uuid))).toHaveLength(1);
    // 320 - 32 (10 %) = 288 reaches no threshold: + 79 shipping.
    expect([orders[0].totalPrice, orders[0].state, orders[0].rebateCode]).toEqual(['367.00', 'awaiting_payment', 'HOST10']);
    const steps = await server.db.select().from(schema.orderStateChanges).where(eq(schema.orderStateChanges.orderUuid, orders[0].uuid));
    expect(steps.map((s) => [s.fromState, s.toState])).toEqual([
      [null, 'created'],
      ['created', 'awaiting_payment'],
    ]);
    // The cart is untouched until the payment is approved.
    expect((await customer.json<{ orderLines: unknown[] }>('GET', '/api/webshop/cart')).body.orderLines).toHaveLength(1);
  });

  it('keeps the cart when the payment is declined, and empties it and mails the receipt when one is approved', async () => {
    await emmaCards(customer, 10);
    const first = await start(customer);
    const declined = (await transaction(customer, first.checkoutUuid, postageBody())).body;
    const page = await customer.json('GET', `/api/webshop/payments/sandbox/${declined.transaction.uuid}`);
    expect(sandboxPayment.parse(page.body)).toMatchObject({ transaction: { state: 'awaiting_payment', amount: 399, currency: 'NOK', provider: 'sandbox' }, order: { uuid: declined.order.uuid, reference: declined.order.uuid.slice(0, 8) } });
    const no = await customer.json('POST', `/api/webshop/payments/sandbox/${declined.transaction.uuid}/decline`);
    expect(paymentResult.parse(no.body)).toEqual({
      state: 'declined',
      orderUuid: declined.order.uuid,
      redirect: '/shopping-cart/checkout',
      message: 'Betalingen ble avvist. Handlekurven er som før; prøv igjen eller velg en annen betalingsmåte.',
    });
    expect((await customer.json<{ orderLines: unknown[] }>('GET', '/api/webshop/cart')).body.orderLines).toHaveLength(1);
    // An approval after the decline is refused; the ended checkout answers 409 to a new transaction.
    expect((await customer.json<ErrorBody>('POST', `/api/webshop/payments/sandbox/${declined.transaction.uuid}/approve`)).status).toBe(409);
    expect((await transaction(customer, first.checkoutUuid, postageBody())).status).toBe(409);

    const mailsBefore = server.outbox().length;
    const second = await start(customer);
    expect(second.checkoutUuid).not.toBe(first.checkoutUuid);
    // The options of the last checkout are preselected again.
    expect(second.deliveryOption).toEqual({ uuid: POSTAGE, type: 'postage' });
    const moved = { ...address, address: 'Nygårdsgaten 5', postalCode: '5015' };
    const paid = (await transaction(customer, second.checkoutUuid, postageBody(CARD, { comment: 'Ring på', deliveryOptionData: { deliveryAddress: moved, saveAddress: true } }))).body;
    // 'Save the address' makes it the account's (the next checkout's user prefills the form with it).
    const [account] = await server.db.select().from(schema.users).where(eq(schema.users.email, 'kunde@example.no'));
    expect(account.address).toEqual({ address: 'Nygårdsgaten 5', address2: '', postalCode: '5015', city: 'Bergen', state: '' });
    await server.db.update(schema.users).set({ address: { address: 'Kalfarveien 31', address2: '', postalCode: '5018', city: 'Bergen', state: '' } }).where(eq(schema.users.uuid, account.uuid));
    const yes = paymentResult.parse((await customer.json('POST', `/api/webshop/payments/sandbox/${paid.transaction.uuid}/approve`)).body);
    expect(yes).toMatchObject({ state: 'paid', redirect: `/shopping-cart/checkout/payment/receipt/${paid.order.uuid}` });
    // A second click answers the same and sends nothing more.
    expect((await customer.json('POST', `/api/webshop/payments/sandbox/${paid.transaction.uuid}/approve`)).body).toEqual(yes);
    expect((await customer.json<{ orderLines: unknown[] }>('GET', '/api/webshop/cart')).body.orderLines).toEqual([]);

    const mails = server.outbox().slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('kunde@example.no');
    expect(mails[0].subject).toBe(`Ordrebekreftelse ${paid.order.uuid.slice(0, 8)}`);
    expect(mails[0].body).toContain('10 x Julekort 15x15 Snøfall');
    expect(mails[0].body).toMatch(/Totalt: .*399/);
    expect(mails[0].body).toContain(`/shopping-cart/checkout/payment/receipt/${paid.order.uuid}`);

    const receipt = receiptOrder.parse((await customer.json('GET', `/api/webshop/user/orders/${paid.order.uuid}`)).body);
    expect(receipt).toMatchObject({
      uuid: paid.order.uuid,
      reference: paid.order.uuid.slice(0, 8),
      state: 'paid',
      summary: { totalPrice: 399, itemCount: 10 },
      payment: { isInvoice: false },
      delivery: { type: 'postage', deliveryTime: { string: '5 virkedager' }, address: { name: 'Kari Nordmann', address1: 'Nygårdsgaten 5', postalCode: '5015', city: 'Bergen' }, school: null },
      rebateCode: null,
      containDigitalProducts: false,
      catalogueMaxDeliveryTime: null,
      comment: 'Ring på',
    });
    expect(receipt.orderLines.map((l) => [l.type, l.actualLinePrice])).toEqual([
      [0, 320],
      [3, 79],
      [4, 79.8],
    ]);
  });

  it('completes an invoice at once: invoiced, cart emptied, mail sent', async () => {
    await emmaCards(customer, 5);
    const { checkoutUuid } = await start(customer);
    const before = server.outbox().length;
    const res = await transaction(customer, checkoutUuid, {
      ...postageBody(INVOICE, { paymentOptionData: { pid: personNumber(1, 2, 1985) } }),
      deliveryOptionUuid: SCHOOL,
      deliveryOptionData: { contactInfo: { name: 'Kari Nordmann', emailAddress: 'kari.post@example.no' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.transaction).toMatchObject({ state: 'invoiced', redirectUrl: `/shopping-cart/checkout/payment/receipt/${res.body.order.uuid}` });
    expect((await customer.json<{ orderLines: unknown[] }>('GET', '/api/webshop/cart')).body.orderLines).toEqual([]);
    const mails = server.outbox().slice(before);
    expect(mails.map((m) => m.to)).toEqual(['kari.post@example.no']);
    expect(mails[0].body).toContain('Fakturaen kommer i posten');
    const receipt = receiptOrder.parse((await customer.json('GET', `/api/webshop/user/orders/${res.body.order.uuid}`)).body);
    expect(receipt).toMatchObject({ state: 'invoiced', payment: { isInvoice: true }, delivery: { type: 'school-pickup', school: { name: 'Bergen skole' } } });
    // The sandbox has nothing to approve for an invoice.
    expect((await customer.json('POST', `/api/webshop/payments/sandbox/${res.body.transaction.uuid}/approve`)).status).toBe(404);
  });

  it('counts a voucher’s uses: a code for one order is used up after it', async () => {
    await emmaCards(customer, 5);
    const first = await start(customer);
    expect((await customer.json('POST', `${CHECKOUT}/${first.checkoutUuid}/verify-rebate-code`, { code: 'EN-GANG' })).status).toBe(200);
    expect((await transaction(customer, first.checkoutUuid, postageBody())).status).toBe(200);
    const second = await start(customer);
    const res = await customer.json<ErrorBody>('POST', `${CHECKOUT}/${second.checkoutUuid}/verify-rebate-code`, { code: 'en-gang' });
    expect(res.body).toEqual({ error: 'Rabattkoden er brukt opp.', code: 'validation', data: ['code'] });
  });

  it('shows an order, a payment and a checkout to their owner only', async () => {
    await emmaCards(customer, 1);
    const { checkoutUuid } = await start(customer);
    const made = (await transaction(customer, checkoutUuid, postageBody())).body;
    const notFound = async (method: string, url: string, error: string, body?: unknown) => {
      const res = await neighbour.json(method, url, body);
      expect(res, url).toEqual({ status: 404, body: { error, code: 'not_found' } });
    };
    await notFound('GET', `/api/webshop/user/orders/${made.order.uuid}`, 'Fant ikke bestillingen.');
    await notFound('GET', `/api/webshop/user/orders/${randomUUID()}`, 'Fant ikke bestillingen.');
    await notFound('GET', `/api/webshop/payments/sandbox/${made.transaction.uuid}`, 'Fant ikke betalingen.');
    await notFound('POST', `/api/webshop/payments/sandbox/${made.transaction.uuid}/approve`, 'Fant ikke betalingen.');
    await notFound('POST', `${CHECKOUT}/${checkoutUuid}/transaction`, 'Fant ikke kassen. Start kassen på nytt.', postageBody());
    // The owner's order is still waiting: the neighbour's approve changed nothing.
    expect((await customer.json<{ state: string }>('GET', `/api/webshop/user/orders/${made.order.uuid}`)).body.state).toBe('awaiting_payment');
  });
});

describe('POST /api/webshop/preorder/checkout', () => {
  it('puts the registration’s catalogues in the cart and starts the checkout; unknown sessions are not found', async () => {
    const res = await neighbour.json<Checkout>('POST', '/api/webshop/preorder/checkout', { webRegSession: DEMO_PREORDER_SESSION });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const checkout = checkoutSchema.parse(res.body);
    expect(checkout.cart.orderLines.filter((l) => l.type === 0).map((l) => [l.catalogue?.uuid, l.quantity, l.actualLinePrice])).toEqual([[catalogueUuid('bergen-2026'), 2, 498]]);
    expect(checkout.catalogueMaxDeliveryTime).toBe(42);
    // The registration is the neighbour's now.
    expect((await customer.json<ErrorBody>('POST', '/api/webshop/preorder/checkout', { webRegSession: DEMO_PREORDER_SESSION })).body).toEqual({
      error: 'Fant ikke forhåndsbestillingen, eller den er utløpt.',
      code: 'not_found',
    });
    expect((await customer.json('POST', '/api/webshop/preorder/checkout', { webRegSession: 'nope' })).status).toBe(404);
    expect((await customer.json('POST', '/api/webshop/preorder/checkout', {})).status).toBe(400);
    await server.db.delete(schema.cartLines);
  });
});
