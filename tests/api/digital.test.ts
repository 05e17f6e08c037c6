/**
 * Digital portraits (spec 3 §2, §4, §5, §7, §9): the offer with tiers, campaign and rebate
 * prices, the two toggle calls, the bought and in-cart status computed from real orders (paid
 * through the sandbox), and the protected downloads of bought files.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/api/contract/cart';
import { getDigitalPortraits } from '../../src/api/contract/digital';
import type { PictureSet } from '../../src/api/contract/pictureSets';
import { DIGITAL_PRODUCT_TYPES } from '../../src/domain/digital';
import * as schema from '../../src/server/db/schema';
import { deliveryOptionUuid, paymentOptionUuid } from '../../src/server/db/seed/checkout';
import { DEMO_DIGITAL_SETTINGS } from '../../src/server/db/seed/digital';
import { demoUuid } from '../../src/server/db/seed/ids';
import { subjectUuid } from '../../src/server/db/seed/jobs';
import { registerCustomer, signedIn, tickingClock } from '../support/cartFixtures';
import { addSetTo, CUSTOMER } from '../support/templateFixtures';
import { createTestServer, type TestClient } from '../support/testServer';
import { readCache } from '../../src/server/cache/readCache';
import { saveSetting } from '../../src/server/services/settings/settingsStore';

type Server = Awaited<ReturnType<typeof createTestServer>>;
type ErrorBody = { error: string; code: string; data?: string[] };
type Toggle = ErrorBody & { inCart: boolean; cart: Cart };
type Offer = ReturnType<typeof getDigitalPortraits.response.parse>;

const FILE = '/ajax/cart/toggle_digital_file_in_cart.php';
const SET = '/ajax/cart/toggle_digital_set_in_cart.php';
const DOWNLOAD = '/api/webshop/digital-copies/download';
const EMMA = subjectUuid('emma');
const OLAV = subjectUuid('olav');

let server: Server;
/** kunde@example.no owns EMMA2026 (among others). */
let customer: TestClient;
let english: TestClient;
/** Owns NOAH2026 only. */
let neighbour: TestClient;
/** Owns OLAV2026 only: a green-screen job. */
let olavParent: TestClient;

beforeAll(async () => {
  server = await createTestServer({ now: tickingClock('2026-09-01T10:00:00Z') });
  customer = await signedIn(server, CUSTOMER);
  english = await signedIn(server, CUSTOMER, 'en');
  neighbour = await registerCustomer(server, 'noah.forelder@example.no', '41234570', 'NOAH2026');
  olavParent = await registerCustomer(server, 'olav.forelder@example.no', '41234571', 'OLAV2026');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.delete(schema.cartLines);
});

const toggleFile = (client: TestClient, body: unknown) => client.json<Toggle>('POST', FILE, body);
const toggleSet = (client: TestClient, body: unknown) => client.json<Toggle>('POST', SET, body);

async function setOf(client: TestClient, subject: string): Promise<PictureSet> {
  const res = await client.json<{ pictureSets: PictureSet[] }>('GET', '/api/webshop/user/picture-sets');
  expect(res.status).toBe(200);
  return res.body.pictureSets.find((s) => s.subject.uuid === subject)!;
}

async function offerOf(client: TestClient): Promise<Offer> {
  const res = await client.json('GET', '/api/webshop/digital-portraits');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return getDigitalPortraits.response.parse(res.body);
}

const digitalLines = (cart: Cart) => cart.orderLines.filter((l) => l.type === 0).map((l) => [l.description, l.quantity, l.linePrice, l.actualLinePrice]);

/** Checks out the cart with digital delivery and pays with the sandbox card; answers the order uuid. */
async function buyCart(client: TestClient, approve = true): Promise<string> {
  const started = await client.json<{ checkoutUuid: string }>('POST', '/api/webshop/checkout');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const made = await client.json<ErrorBody & { transaction: { uuid: string }; order: { uuid: string } }>('POST', `/api/webshop/checkout/${started.body.checkoutUuid}/transaction`, {
    deliveryOptionUuid: deliveryOptionUuid('digital'),
    paymentOptionUuid: paymentOptionUuid('card'),
    deliveryOptionData: { contactInfo: { name: 'Kari Nordmann', emailAddress: 'kari@example.no' } },
    paymentOptionData: {},
    client: 'mobile',
    comment: '',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  if (approve) expect((await client.call('POST', `/api/webshop/payments/sandbox/${made.body.transaction.uuid}/approve`)).status).toBe(200);
  return made.body.order.uuid;
}

describe('GET /api/webshop/digital-portraits', () => {
  it('prices each type for the customer: tiers, campaign ("Just now") and the rebate only where it is not above the regular price', async () => {
    const offer = await offerOf(customer);
    expect([offer.enabled, offer.combined]).toEqual([true, false]);
    const byType = Object.fromEntries(offer.offers.map((o) => [o.type, o]));
    expect(byType.IP.file).toMatchObject({ next: { price: 149, nowPrice: null }, alreadyBought: 0, rebatePrice: null });
    expect(byType.IP.file!.priceList).toEqual([
      { fromPiece: 1, price: 149, campaignPrice: null, current: true },
      { fromPiece: 2, price: 129, campaignPrice: null, current: false },
      { fromPiece: 3, price: 99, campaignPrice: null, current: false },
    ]);
    // portraitSetPrice 299 is below 399: it applies.
    expect(byType.IP.set).toMatchObject({ next: { price: 399, nowPrice: 299 }, rebatePrice: 299 });
    expect(byType.GP.file).toMatchObject({ next: { price: 99, nowPrice: 79 } });
    // groupSetPrice 499 is above the group set's 149: no rebate.
    expect(byType.GP.set).toMatchObject({ next: { price: 149, nowPrice: null }, rebatePrice: null });
    expect((await server.client().json('GET', '/api/webshop/digital-portraits')).status).toBe(401);
  });
});

describe('toggles', () => {
  it('puts files in and out of the cart, one line per subject and type, priced by the tiers in order', async () => {
    const set = await setOf(customer, EMMA);
    const [first, second] = set.pictures.filter((p) => p.pictureType === 'IP');
    expect(set.digitalSet).toEqual({ IP: { bought: false, inCart: false }, SFP: { bought: false, inCart: false }, GP: { bought: false, inCart: false } });

    const one = await toggleFile(customer, { file: first.uuid, type: 'IP' });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.inCart).toBe(true);
    const two = await toggleFile(customer, { file: second.uuid, type: 'IP', price: 1 });
    expect(digitalLines(two.body.cart)).toEqual([['2 x portrettbilde', 2, 278, 278]]);
    expect(two.body.cart.orderLines[0].digitalFiles).toEqual([{ uuid: first.uuid }, { uuid: second.uuid }]);
    expect(two.body.cart.summary).toEqual({ itemCount: 2, totalPrice: 278 });
    const shown = await setOf(customer, EMMA);
    expect(shown.pictures.filter((p) => p.inCart).map((p) => p.uuid)).toEqual([first.uuid, second.uuid]);

    const english1 = (await english.json<Cart>('GET', '/api/webshop/cart')).body;
    expect(digitalLines(english1)).toEqual([['2 x portrait picture', 2, 278, 278]]);

    const out = await toggleFile(customer, { file: first.uuid, type: 'IP' });
    expect(out.body.inCart).toBe(false);
    // The one left is now the first file: the first tier's price.
    expect(digitalLines(out.body.cart)).toEqual([['1 x portrettbilde', 1, 149, 149]]);
    expect((await toggleFile(customer, { file: second.uuid, type: 'IP' })).body.cart.orderLines).toEqual([]);
  });

  it('puts a set in (dropping its single files, disabling them) at the rebate price, and takes it out again', async () => {
    const set = await setOf(customer, EMMA);
    const ip = set.pictures.find((p) => p.pictureType === 'IP')!;
    const gp = set.pictures.find((p) => p.pictureType === 'GP')!;
    await toggleFile(customer, { file: ip.uuid, type: 'IP' });
    await toggleFile(customer, { file: gp.uuid, type: 'GP' });
    const res = await toggleSet(english, { pictureSet: EMMA, type: 'IP' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.inCart).toBe(true);
    expect(digitalLines(res.body.cart)).toEqual([
      ['1 x group picture', 1, 99, 79],
      ['1 x portrait set', 1, 399, 299],
    ]);
    const portraits = set.pictures.filter((p) => p.pictureType === 'IP').map((p) => ({ uuid: p.uuid }));
    expect(res.body.cart.orderLines[1].digitalFiles).toEqual(portraits);

    const shown = await setOf(customer, EMMA);
    expect(shown.digitalSet.IP).toEqual({ bought: false, inCart: true });
    expect(shown.pictures.filter((p) => p.pictureType === 'IP').every((p) => p.inCart)).toBe(true);
    // 'Picture set in cart': its single files cannot be toggled.
    const refused = await toggleFile(english, { file: ip.uuid, type: 'IP' });
    expect([refused.status, refused.body.error, refused.body.data]).toEqual([400, 'Picture set in cart', ['file']]);

    const out = await toggleSet(customer, { pictureSet: EMMA, type: 'IP' });
    expect(out.body.inCart).toBe(false);
    expect(digitalLines(out.body.cart)).toEqual([['1 x gruppebilde', 1, 99, 79]]);
  });

  it('takes the checkout’s special-offer set out as the portrait set, and the offer does not add a second one', async () => {
    // A checkout starts with something in the cart: a group file here.
    const gp = (await setOf(customer, EMMA)).pictures.find((p) => p.pictureType === 'GP')!;
    await toggleFile(customer, { file: gp.uuid, type: 'GP' });
    const { body } = await customer.json<{ checkoutUuid: string }>('POST', '/api/webshop/checkout');
    const offered = await customer.json('POST', `/api/webshop/checkout/${body.checkoutUuid}/digital-sets`, { subjects: [{ uuid: EMMA, name: 'Emma Hansen' }] });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect((await setOf(customer, EMMA)).digitalSet.IP).toEqual({ bought: false, inCart: true });
    const out = await toggleSet(customer, { pictureSet: EMMA, type: 'IP' });
    expect([out.body.inCart, digitalLines(out.body.cart)]).toEqual([false, [['1 x gruppebilde', 1, 99, 79]]]);

    await toggleSet(customer, { pictureSet: EMMA, type: 'IP' });
    await customer.json('POST', `/api/webshop/checkout/${body.checkoutUuid}/digital-sets`, { subjects: [{ uuid: EMMA, name: 'Emma Hansen' }] });
    expect(digitalLines((await customer.json<Cart>('GET', '/api/webshop/cart')).body)).toEqual([
      ['1 x gruppebilde', 1, 99, 79],
      ['1 x portrettsett', 1, 399, 299],
    ]);
  });

  it('refuses bad input with the field at fault, and another customer’s picture or set as not found', async () => {
    const emma = await setOf(customer, EMMA);
    const ip = emma.pictures.find((p) => p.pictureType === 'IP')!;
    const cases: [string, unknown, string][] = [
      [FILE, {}, 'file'],
      [FILE, { file: 'abc', type: 'IP' }, 'file'],
      [FILE, { file: ip.uuid, type: 'XX' }, 'type'],
      [FILE, { file: ip.uuid }, 'type'],
      [SET, { type: 'IP' }, 'pictureSet'],
      [SET, { pictureSet: EMMA, type: 'ip' }, 'type'],
    ];
    for (const [path, body, field] of cases) {
      const res = await customer.json<ErrorBody>('POST', path, body);
      expect([res.status, res.body.code, res.body.data], JSON.stringify(body)).toEqual([400, 'validation', [field]]);
    }
    const wrong = await toggleFile(customer, { file: ip.uuid, type: 'GP' });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'Bildet er ikke av typen GP.']);
    // A class's set holds group pictures only.
    await addSetTo(server, 'noah.forelder@example.no', 'KLASSE5B', '2026-09-01T09:00:00Z');
    const none = await toggleSet(neighbour, { pictureSet: subjectUuid('class-5b'), type: 'IP' });
    expect([none.status, none.body.error, none.body.data]).toEqual([400, 'Bildesettet har ingen bilder av denne typen.', ['type']]);
    await server.db.delete(schema.cartLines);

    const foreign = await toggleFile(neighbour, { file: ip.uuid, type: 'IP' });
    expect([foreign.status, foreign.body.error, foreign.body.code]).toEqual([404, 'Fant ikke bildet.', 'not_found']);
    const unknown = await toggleFile(neighbour, { file: '00000000-0000-4000-8000-000000000000', type: 'IP' });
    expect(unknown.body).toEqual(foreign.body);
    const foreignSet = await toggleSet(neighbour, { pictureSet: EMMA, type: 'IP' });
    expect([foreignSet.status, foreignSet.body.error]).toEqual([404, 'Fant ikke bildesettet.']);
    expect((await server.client().json('POST', FILE, { file: ip.uuid, type: 'IP' })).status).toBe(401);
    expect(await server.db.select().from(schema.cartLines)).toEqual([]);
  });

  it('sells nothing when the shop settings do not allow digital buying', async () => {
    const ip = (await setOf(customer, EMMA)).pictures[0];
    await saveSetting(server.db, 'digital', { ...DEMO_DIGITAL_SETTINGS, allowDigitalBuying: false });
    try {
      expect(await offerOf(customer)).toEqual({ enabled: false, combined: false, offers: [] });
      const res = await toggleFile(customer, { file: ip.uuid, type: 'IP' });
      expect([res.status, res.body.error]).toEqual([400, 'Butikken selger ikke digitale bilder.']);
    } finally {
      await saveSetting(server.db, 'digital', DEMO_DIGITAL_SETTINGS);
    }
  });
});

describe('the combined individual-and-friends set', () => {
  const COMBINED = demoUuid('test:digital:combined');
  beforeAll(async () => {
    await server.db.insert(schema.products).values({ uuid: COMBINED, name: { nb: 'Digitalt portrett- og vennesett', en: 'Digital portrait and friends set' }, type: DIGITAL_PRODUCT_TYPES.IPSFP.set, sortOrder: 9 });
    await server.db.insert(schema.productPrices).values({ productUuid: COMBINED, type: 1, quantity: 1, price: '449.00' });
    // Added beside the app, as by hand in SQL: announced so the cached catalogue is read again.
    await readCache(server.db).invalidate('catalogue:');
  });
  afterAll(async () => {
    await server.db.delete(schema.cartLines);
    await server.db.delete(schema.productPrices).where(eq(schema.productPrices.productUuid, COMBINED));
    await server.db.delete(schema.products).where(eq(schema.products.uuid, COMBINED));
    await readCache(server.db).invalidate('catalogue:');
  });

  it('covers IP and SFP pictures with one set, which the SFP pictures follow; group pictures keep their own set', async () => {
    const offer = await offerOf(customer);
    expect(offer.combined).toBe(true);
    // The portrait set rebate (299) applies to it too, being below 449.
    expect(offer.offers.map((o) => [o.type, o.set?.uuid ?? null, o.set?.next ?? null])).toEqual([
      ['IP', COMBINED, { price: 449, nowPrice: 299 }],
      ['SFP', null, null],
      ['GP', expect.any(String), { price: 149, nowPrice: null }],
    ]);
    const res = await toggleSet(customer, { pictureSet: EMMA, type: 'SFP' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const set = await setOf(customer, EMMA);
    expect(set.digitalSet).toEqual({ IP: { bought: false, inCart: true }, SFP: { bought: false, inCart: true }, GP: { bought: false, inCart: false } });
    expect(set.pictures.map((p) => [p.pictureType, p.inCart])).toEqual(set.pictures.map((p) => [p.pictureType, p.pictureType !== 'GP']));
    expect(res.body.cart.orderLines[0].digitalFiles).toHaveLength(set.pictures.filter((p) => p.pictureType !== 'GP').length);
  });
});

describe('bought through real orders, and downloads', () => {
  it('counts a set and a file as bought only once the order is paid; then tiers count on and downloads open to the owner only', async () => {
    const set = await setOf(customer, EMMA);
    const ip = set.pictures.find((p) => p.pictureType === 'IP')!;
    const sfp = set.pictures.find((p) => p.pictureType === 'SFP')!;
    const gp = set.pictures.find((p) => p.pictureType === 'GP')!;
    await toggleSet(customer, { pictureSet: EMMA, type: 'IP' });
    await toggleFile(customer, { file: gp.uuid, type: 'GP' });

    // Awaiting payment: nothing is bought yet.
    await buyCart(customer, false);
    expect((await setOf(customer, EMMA)).digitalSet.IP.bought).toBe(false);
    expect((await customer.call('GET', `${DOWNLOAD}?file=${ip.uuid}`)).status).toBe(404);

    // The unpaid order left the lines in the cart; a new checkout pays for them.
    await buyCart(customer);
    const after = await setOf(customer, EMMA);
    expect(after.digitalSet).toEqual({ IP: { bought: true, inCart: false }, SFP: { bought: false, inCart: false }, GP: { bought: false, inCart: false } });
    expect(after.pictures.map((p) => [p.pictureType, p.bought])).toEqual(after.pictures.map((p) => [p.pictureType, p.pictureType === 'IP' || p.uuid === gp.uuid]));

    const again = await toggleSet(customer, { pictureSet: EMMA, type: 'IP' });
    expect([again.status, again.body.error]).toEqual([400, 'Du har allerede kjøpt dette.']);
    // The checkout's 'Special offer' no longer offers the set, nor adds it.
    await toggleFile(customer, { file: sfp.uuid, type: 'SFP' });
    const checkout = await customer.json<{ checkoutUuid: string; upsaleList: { type: string }[] }>('POST', '/api/webshop/checkout');
    expect(checkout.body.upsaleList.map((i) => i.type)).not.toContain('DIGITAL_FILES');
    await customer.json('POST', `/api/webshop/checkout/${checkout.body.checkoutUuid}/digital-sets`, { subjects: [{ uuid: EMMA, name: 'Emma Hansen' }] });
    expect(digitalLines((await customer.json<Cart>('GET', '/api/webshop/cart')).body)).toEqual([['1 x søsken- og vennebilde', 1, 129, 129]]);
    await toggleFile(customer, { file: sfp.uuid, type: 'SFP' });
    // One group file bought: the next one is the second tier (79, campaign 59).
    const gpOffer = (await offerOf(customer)).offers.find((o) => o.type === 'GP')!.file!;
    expect([gpOffer.alreadyBought, gpOffer.next]).toEqual([1, { price: 79, nowPrice: 59 }]);

    const file = await customer.call('GET', `${DOWNLOAD}?file=${ip.uuid}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.jpg"$/);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.width).toBeGreaterThan(800);

    // Not bought, another customer's, unknown: the same 404.
    const notBought = await customer.json<ErrorBody>('GET', `${DOWNLOAD}?file=${sfp.uuid}`);
    expect([notBought.status, notBought.body.error]).toEqual([404, 'Fant ikke bildet.']);
    expect(await neighbour.json('GET', `${DOWNLOAD}?file=${ip.uuid}`)).toEqual(notBought);
    expect(await customer.json('GET', `${DOWNLOAD}?file=00000000-0000-4000-8000-000000000000`)).toEqual(notBought);
    expect((await server.client().call('GET', `${DOWNLOAD}?file=${ip.uuid}`)).status).toBe(401);
    const bad = await customer.json<ErrorBody>('GET', `${DOWNLOAD}?file=nope`);
    expect([bad.status, bad.body.data]).toEqual([400, ['file']]);
    const noScreen = await customer.json<ErrorBody>('GET', `${DOWNLOAD}?file=${ip.uuid}&background=transparent`);
    expect([noScreen.status, noScreen.body.data]).toEqual([400, ['background']]);
  });

  it('composites a bought green-screen picture on a background, or on nothing as a PNG with alpha', async () => {
    const olav = await setOf(olavParent, OLAV);
    const picture = olav.pictures.find((p) => p.greenscreen)!;
    await toggleFile(olavParent, { file: picture.uuid, type: picture.pictureType });
    await buyCart(olavParent);
    expect((await setOf(olavParent, OLAV)).pictures.find((p) => p.uuid === picture.uuid)!.bought).toBe(true);

    const transparent = await olavParent.call('GET', `${DOWNLOAD}?file=${picture.uuid}&background=transparent`);
    expect([transparent.status, transparent.headers.get('content-type')]).toEqual([200, 'image/png']);
    const alpha = await sharp(Buffer.from(await transparent.arrayBuffer())).metadata();
    expect([alpha.hasAlpha, alpha.width, alpha.height]).toEqual([true, picture.width, picture.height]);

    const [background] = await server.db.select().from(schema.backgrounds).limit(1);
    const placed = await olavParent.call('GET', `${DOWNLOAD}?file=${picture.uuid}&background=${background.uuid}`);
    expect([placed.status, placed.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const meta = await sharp(Buffer.from(await placed.arrayBuffer())).metadata();
    expect([meta.hasAlpha, meta.width, meta.height]).toEqual([false, picture.width, picture.height]);

    const unknown = await olavParent.json<ErrorBody>('GET', `${DOWNLOAD}?file=${picture.uuid}&background=00000000-0000-4000-8000-000000000000`);
    expect([unknown.status, unknown.body.error, unknown.body.data]).toEqual([400, 'Ukjent bakgrunn.', ['background']]);
    expect((await customer.call('GET', `${DOWNLOAD}?file=${picture.uuid}&background=transparent`)).status).toBe(404);
  });
});
