import { readCache } from '../../src/server/cache/readCache';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cart as cartSchema, getCartRetouch, type NewCartItem, type OrderLine } from '../../src/api/contract/cart';
import { imageSlots } from '../../src/engine/model';
import { cartLines, cartRetouchSelections, products, userImages, users } from '../../src/server/db/schema';
import { demoUuid } from '../../src/server/db/seed/ids';
import { productUuid } from '../../src/server/db/seed/products';
import { CUSTOMER, picturesOf, subjectOf } from '../support/templateFixtures';
import { addItems, CART, demoTemplate, fill, ITEMS, itemOf, readCart, registerCustomer, RETOUCH, signedIn, tickingClock } from '../support/cartFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;

let server: Server;
/** kunde@example.no, who owns EMMA2026, in Norwegian and in English. */
let customer: TestClient;
let english: TestClient;

beforeAll(async () => {
  server = await createTestServer({ now: tickingClock('2026-09-01T10:00:00Z') });
  customer = await signedIn(server, CUSTOMER);
  english = await signedIn(server, CUSTOMER, 'en');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.delete(cartRetouchSelections);
  await server.db.delete(cartLines);
});

const snowfall = demoTemplate('Julekort 15x15 Snøfall');
const hearts = demoTemplate('Takkekort 15x15 Hjerter');
const wallCalendar = demoTemplate('Veggkalender 20x30');

const option = (key: string) => demoUuid(`sub-product:retouch:${key}`);
const SKIN = option('skin-smoothing');
const BLEMISHES = option('blemishes');
const BRACES = option('braces');
const GLARE = option('glasses-glare');
const BASE = 99;
const EXTRA = { [SKIN]: 49, [BLEMISHES]: 49, [BRACES]: 149, [GLARE]: 99 };

type Picture = { uuid: string; width: number; height: number };
type ErrorBody = { error: string; code: string; data?: string[] };

/** The item with its image slots holding these pictures (sizes from the pictures, the layout's default crop). */
function placing(item: NewCartItem, pictures: Record<string, Picture>): NewCartItem {
  const copy = structuredClone(item);
  for (const [slot, p] of Object.entries(pictures)) {
    copy.templateData.userResources.images[slot] = { pictureUuid: p.uuid, sourceWidth: p.width, sourceHeight: p.height, cropRect: null, rotation: 0 };
  }
  return copy;
}

const readRetouch = async (client: TestClient) => {
  const res = await client.json('GET', RETOUCH);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return getCartRetouch.response.parse(res.body);
};
const saveRetouch = (client: TestClient, items: Record<string, string[]>) => client.json<ErrorBody>('PUT', RETOUCH, { items });
const selectionOf = async (client: TestClient) => Object.fromEntries((await readRetouch(client)).pictures.map((p) => [p.uuid, p.subProductUuids]));
const retouchLines = (lines: readonly OrderLine[]) => lines.filter((l) => l.product?.type === 11);

/**
 * Emma's pictures and a cart of two lines: a card showing portrait 0, and a card showing
 * portrait 1, portrait 0 again, the class photo and an own upload.
 */
async function emmaCart() {
  const emma = await subjectOf(server, 'EMMA2026');
  const pictures = await picturesOf(server, 'EMMA2026');
  const [ip0, ip1] = pictures.filter((p) => p.pictureType === 'IP');
  const gp = pictures.find((p) => p.pictureType === 'GP')!;
  const [unused] = pictures.filter((p) => p.pictureType === 'IP').slice(2);
  const upload = { uuid: randomUUID(), userUuid: await userUuid(CUSTOMER.username), file: 'uploads/own.jpg', width: 1000, height: 1000, format: 'jpeg' as const, byteSize: 1, originalName: 'own.jpg' };
  await server.db.insert(userImages).values(upload);
  const snow = placing(itemOf(await fill(customer, snowfall.template, emma.subjectUuid), snowfall.product, 2), { photo: ip0 });
  const heart = placing(itemOf(await fill(customer, hearts.template, emma.subjectUuid), hearts.product, 3), { one: ip1, two: ip0, three: gp, four: upload });
  const [first, second] = (await addItems(customer, [snow, heart])).newOrderLines as OrderLine[];
  return { ip0, ip1, gp, unused, upload, snow, heart, first, second };
}

const userUuid = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0].uuid;

describe('GET /api/webshop/cart/retouch', () => {
  it('offers the retouch product, in the customer’s language, and nothing to retouch in an empty cart', async () => {
    const nb = await readRetouch(customer);
    expect(nb).toMatchObject({ product: { uuid: productUuid('retouch'), name: 'Retusjering', type: 11 }, pictures: [], total: 0 });
    expect(nb.product!.subproducts.map((s) => [s.uuid, s.name, s.extraprice])).toEqual([
      [SKIN, 'Hudutjevning', 49],
      [BLEMISHES, 'Fjerne kviser og urenheter', 49],
      [BRACES, 'Fjerne tannregulering', 149],
      [GLARE, 'Fjerne gjenskinn i briller', 99],
    ]);
    expect(nb.product!.productprices.map((p) => p.price)).toEqual([BASE]);
    const en = await readRetouch(english);
    expect(en.product!.name).toBe('Retouching');
    expect(en.product!.subproducts.map((s) => s.name)).toEqual(['Skin smoothing', 'Remove blemishes', 'Braces removal', 'Remove glare from glasses']);
  });

  it('lists the photographer’s pictures of the cart’s lines each once, in the order of the lines, without own uploads', async () => {
    const { ip0, ip1, gp } = await emmaCart();
    const { pictures, total } = await readRetouch(customer);
    expect(pictures).toEqual(
      [ip0, ip1, gp].map((p) => ({
        uuid: p.uuid,
        webshopId: p.webshopId,
        width: p.width,
        height: p.height,
        src: `/media/pictures/${p.uuid}/{size}/{effect}.jpg`,
        subProductUuids: [],
      })),
    );
    expect(total).toBe(0);
    // Another family's cart is their own.
    const neighbour = await registerCustomer(server, 'nabo@example.no', '41234580', 'NOAH2026');
    expect((await readRetouch(neighbour)).pictures).toEqual([]);
  });

  it('lists a calendar’s pictures in the order of its pages', async () => {
    const emma = await subjectOf(server, 'EMMA2026');
    const pictures = await picturesOf(server, 'EMMA2026');
    const slots = imageSlots(wallCalendar.template).map((s) => s.id);
    // A different picture on each of the first pages (as many as Emma has), the last of them on the rest.
    const placed = Object.fromEntries(slots.map((slot, i) => [slot, pictures[Math.min(i, pictures.length - 1)]]));
    const calendar = placing(itemOf(await fill(customer, wallCalendar.template, emma.subjectUuid), wallCalendar.product, 1), placed);
    await addItems(customer, [calendar]);
    expect((await readRetouch(customer)).pictures.map((p) => p.uuid)).toEqual(pictures.map((p) => p.uuid));
  });
});

describe('PUT /api/webshop/cart/retouch', () => {
  it('saves the selection and keeps one retouch line priced as spec 2 §9; the summary follows', async () => {
    const { ip0, ip1, gp, first, second } = await emmaCart();
    const products = first.actualLinePrice + second.actualLinePrice;

    const res = await saveRetouch(customer, { [ip0.uuid]: [BRACES, SKIN], [gp.uuid]: [BLEMISHES], [ip1.uuid]: [] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = cartSchema.parse(res.body);
    const price = 2 * BASE + EXTRA[SKIN] + EXTRA[BRACES] + EXTRA[BLEMISHES];
    expect(cart.orderLines.map((l) => l.uuid).slice(0, 2)).toEqual([first.uuid, second.uuid]);
    expect(cart.orderLines.slice(2)).toEqual([
      expect.objectContaining({
        type: 0,
        description: 'Retusjering',
        product: expect.objectContaining({ uuid: productUuid('retouch'), type: 11 }),
        quantity: 2,
        linePrice: price,
        actualLinePrice: price,
        rebate: null,
        canChangeQuantity: false,
        template: null,
        templateData: null,
      }),
    ]);
    expect(cart.summary).toEqual({ itemCount: 2 + 3 + 2, totalPrice: products + price });
    expect((await customer.json('GET', `${CART}/summary`)).body).toEqual(cart.summary);

    // Options come back in the product's order, whatever order they were sent in.
    expect(await readRetouch(customer)).toMatchObject({ total: price });
    expect(await selectionOf(customer)).toEqual({ [ip0.uuid]: [SKIN, BRACES], [ip1.uuid]: [], [gp.uuid]: [BLEMISHES] });
    expect(retouchLines((await readCart(english)).orderLines)[0].description).toBe('Retouching');

    // A new selection replaces the old one; the cart still holds one retouch line.
    const replaced = cartSchema.parse((await saveRetouch(customer, { [ip1.uuid]: [GLARE, GLARE] })).body);
    expect(retouchLines(replaced.orderLines).map((l) => [l.quantity, l.actualLinePrice])).toEqual([[1, BASE + EXTRA[GLARE]]]);
    expect(await selectionOf(customer)).toEqual({ [ip0.uuid]: [], [ip1.uuid]: [GLARE], [gp.uuid]: [] });
    expect(replaced.summary).toEqual({ itemCount: 2 + 3 + 1, totalPrice: products + BASE + EXTRA[GLARE] });

    // Empty lists clear it: no retouch line at all.
    const cleared = cartSchema.parse((await saveRetouch(customer, { [ip1.uuid]: [] })).body);
    expect(cleared.orderLines.map((l) => l.uuid)).toEqual([first.uuid, second.uuid]);
    expect(cleared.summary).toEqual({ itemCount: 5, totalPrice: products });
    expect((await readRetouch(customer)).total).toBe(0);
  });

  it('refuses pictures that are not in the cart and options the retouch product lacks, changing nothing', async () => {
    const { ip0, unused, upload } = await emmaCart();
    expect((await saveRetouch(customer, { [ip0.uuid]: [SKIN] })).status).toBe(200);
    const cartBefore = await readCart(customer);
    const retouchBefore = await readRetouch(customer);
    const noah = (await picturesOf(server, 'NOAH2026'))[0];

    for (const picture of [unused.uuid, noah.uuid, upload.uuid, randomUUID()]) {
      const res = await saveRetouch(customer, { [ip0.uuid]: [BLEMISHES], [picture]: [SKIN] });
      expect(res).toEqual({ status: 400, body: { error: 'Bildet er ikke brukt i handlekurven.', code: 'validation', data: [`items.${picture}`] } });
    }
    expect((await saveRetouch(english, { [unused.uuid]: [SKIN] })).body.error).toBe('The picture is not used in the shopping cart.');

    const envelope = demoUuid('sub-product:card-15x15:envelope-white');
    for (const sub of [envelope, randomUUID()]) {
      const res = await saveRetouch(customer, { [ip0.uuid]: [SKIN, sub] });
      expect(res).toEqual({ status: 400, body: { error: 'Retusjeringsvalget finnes ikke.', code: 'validation', data: [`items.${ip0.uuid}.1`] } });
    }
    expect((await saveRetouch(english, { [ip0.uuid]: [envelope] })).body.error).toBe('The retouch option does not exist.');
    expect((await saveRetouch(customer, { 'not-a-uuid': [SKIN] })).status).toBe(400);

    expect(await readCart(customer)).toEqual(cartBefore);
    expect(await readRetouch(customer)).toEqual(retouchBefore);
  });
});

describe('the retouch selection follows the cart', () => {
  it('drops a picture’s retouching when the last line placing it is removed', async () => {
    const { ip0, ip1, gp, first, second, heart } = await emmaCart();
    await saveRetouch(customer, { [ip0.uuid]: [SKIN], [ip1.uuid]: [BLEMISHES], [gp.uuid]: [BRACES] });

    // Portrait 0 is on the first card too: its retouching stays.
    const afterSecond = cartSchema.parse((await customer.json('DELETE', `${ITEMS}/${second.uuid}`)).body);
    expect(retouchLines(afterSecond.orderLines).map((l) => [l.quantity, l.actualLinePrice])).toEqual([[1, BASE + EXTRA[SKIN]]]);
    expect(afterSecond.summary).toEqual({ itemCount: 2 + 1, totalPrice: first.actualLinePrice + BASE + EXTRA[SKIN] });
    expect(await selectionOf(customer)).toEqual({ [ip0.uuid]: [SKIN] });

    // The dropped pictures come back unselected with the card.
    await addItems(customer, [heart]);
    expect(await selectionOf(customer)).toEqual({ [ip0.uuid]: [SKIN], [ip1.uuid]: [], [gp.uuid]: [] });

    const lines = (await readCart(customer)).orderLines.filter((l) => l.template !== null);
    for (const line of lines) expect((await customer.json('DELETE', `${ITEMS}/${line.uuid}`)).status).toBe(200);
    expect(await readCart(customer)).toEqual({ orderLines: [], summary: { itemCount: 0, totalPrice: 0 }, rebateCode: null });
    expect(await readRetouch(customer)).toMatchObject({ pictures: [], total: 0 });
    // Nothing is kept in hiding: the same pictures added again are not retouched.
    await addItems(customer, [heart]);
    expect(await selectionOf(customer)).toEqual({ [ip1.uuid]: [], [ip0.uuid]: [], [gp.uuid]: [] });
  });

  it('drops the retouching of a picture an update takes out of the cart', async () => {
    const { ip0, ip1, gp, first, second, snow, heart } = await emmaCart();
    await saveRetouch(customer, { [ip0.uuid]: [SKIN], [ip1.uuid]: [GLARE] });
    const update = async (uuid: string, item: NewCartItem) => {
      const res = await customer.json('PUT', `${ITEMS}/${uuid}`, { template: item.template, templateData: item.templateData });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };

    // The second card no longer shows portrait 0, but the first still does.
    await update(second.uuid, placing(heart, { two: ip1 }));
    expect(await selectionOf(customer)).toEqual({ [ip0.uuid]: [SKIN], [ip1.uuid]: [GLARE], [gp.uuid]: [] });

    // Now the first shows portrait 1 too: portrait 0 has left the cart and its retouching with it.
    await update(first.uuid, placing(snow, { photo: ip1 }));
    expect(await selectionOf(customer)).toEqual({ [ip1.uuid]: [GLARE], [gp.uuid]: [] });
    expect(retouchLines((await readCart(customer)).orderLines).map((l) => [l.quantity, l.actualLinePrice])).toEqual([[1, BASE + EXTRA[GLARE]]]);
  });

  it('removing the retouch line drops the whole selection; its quantity and content cannot be set', async () => {
    const { ip0, gp, snow } = await emmaCart();
    const saved = cartSchema.parse((await saveRetouch(customer, { [ip0.uuid]: [SKIN], [gp.uuid]: [BRACES] })).body);
    const [line] = retouchLines(saved.orderLines);

    expect(await customer.json('PUT', `${ITEMS}/${line.uuid}/quantity`, { quantity: 5 })).toEqual({
      status: 400,
      body: { error: 'Antallet på denne linjen kan ikke endres.', code: 'validation', data: ['quantity'] },
    });
    expect(await customer.json('PUT', `${ITEMS}/${line.uuid}`, { template: snow.template, templateData: snow.templateData })).toEqual({
      status: 400,
      body: { error: 'Ordrelinjen er ikke laget fra en mal.', code: 'validation', data: ['uuid'] },
    });
    expect((await english.json('PUT', `${ITEMS}/${line.uuid}`, { template: snow.template, templateData: snow.templateData })).body.error).toBe(
      'The order line is not made from a template.',
    );

    const res = await customer.json('DELETE', `${ITEMS}/${line.uuid}`);
    expect(res.status).toBe(200);
    const cart = cartSchema.parse(res.body);
    expect(retouchLines(cart.orderLines)).toEqual([]);
    expect(cart.orderLines).toHaveLength(2);
    expect(Object.values(await selectionOf(customer)).flat()).toEqual([]);
    // A later change to the cart does not bring it back.
    await customer.json('PUT', `${ITEMS}/${cart.orderLines[0].uuid}/quantity`, { quantity: 4 });
    expect(retouchLines((await readCart(customer)).orderLines)).toEqual([]);
  });
});

describe('without a retouch product', () => {
  it("answers no product on the page and 'Retouch not available' to a save", async () => {
    const { ip0 } = await emmaCart();
    // The shop stops selling retouching (for this test only).
    await server.db.update(products).set({ type: 200 }).where(eq(products.uuid, productUuid('retouch')));
    // A change made in SQL, not through the app: the catalogue cache is told, as NOTIFY would.
    await readCache(server.db).invalidate('catalogue:');
    try {
      expect(await readRetouch(customer)).toEqual({ product: null, pictures: [], total: 0 });
      expect(await saveRetouch(customer, { [ip0.uuid]: [SKIN] })).toEqual({ status: 404, body: { error: 'Retusjering er ikke tilgjengelig.', code: 'not_found' } });
      expect((await saveRetouch(english, { [ip0.uuid]: [SKIN] })).body.error).toBe('Retouch not available');
      expect(retouchLines((await readCart(customer)).orderLines)).toEqual([]);
    } finally {
      await server.db.update(products).set({ type: 11 }).where(eq(products.uuid, productUuid('retouch')));
      await readCache(server.db).invalidate('catalogue:');
    }
  });
});
