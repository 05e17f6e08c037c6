import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PromotedProduct } from '../../src/api/contract/promoted';
import { productUuid } from '../../src/server/db/seed/products';
import { cartLines, templateProducts, templates, users } from '../../src/server/db/schema';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let customer: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  customer = await server.client().login('kunde@example.no', 'demo1234');
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.db.delete(cartLines);
});

const promoted = async (client: TestClient = customer, query = '') => {
  const { status, body } = await client.json<PromotedProduct[]>('GET', `/api/webshop/promoted-products${query}`);
  expect(status).toBe(200);
  return body;
};

const uuidOf = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0].uuid;

/** A template sold as the product, with its current version. */
async function templateOf(productKey: string): Promise<{ uuid: string; version: number }> {
  const [row] = await server.db
    .select({ uuid: templates.uuid, version: templates.currentVersion })
    .from(templates)
    .innerJoin(templateProducts, eq(templateProducts.templateUuid, templates.uuid))
    .where(eq(templateProducts.productUuid, productUuid(productKey)))
    .orderBy(templates.sortOrder)
    .limit(1);
  return row;
}

/** A product line in the customer's cart (prices do not matter to the strip). */
async function putInCart(email: string, productKey: string, template?: { uuid: string; version: number }) {
  await server.db.insert(cartLines).values({
    userUuid: await uuidOf(email),
    type: 0,
    description: productKey,
    quantity: 1,
    linePrice: '100.00',
    productUuid: productUuid(productKey),
    templateUuid: template?.uuid ?? null,
    templateVersion: template?.version ?? null,
  });
}

const entryFor = (list: PromotedProduct[], productName: string) => list.find((p) => p.product?.name === productName);

describe('GET /api/webshop/promoted-products', () => {
  it('lists popular templates (one per product and category) and then other categories, with prices', async () => {
    const list = await promoted();
    const shown = list.filter((p) => p.type === 'template');
    const categories = list.filter((p) => p.type === 'category');
    expect(shown).toHaveLength(4);
    expect(categories).toHaveLength(2);
    expect(list.slice(0, 4).every((p) => p.type === 'template')).toBe(true);
    expect(new Set(shown.map((p) => p.product!.uuid)).size).toBe(4);
    expect(new Set(list.map((p) => p.category.internalName)).size).toBe(6);
    for (const p of shown) {
      expect(p.template).toEqual({ uuid: expect.any(String), version: expect.any(Number), name: expect.any(String) });
      expect(p.image).toBe(`/templates/all/${p.template!.uuid}_v${p.template!.version}.png`);
      // The shop draws the pictured template with the customer's own set.
      expect(p.imageTemplate).toEqual({ uuid: p.template!.uuid, version: p.template!.version });
      expect(p.templateData).toEqual({ year: expect.any(Number), userResources: { images: {}, texts: {} } });
      // 'Price from': the product's last tier.
      expect(p.price).toBe(p.product!.productprices.at(-1)!.price);
    }
    for (const p of categories) {
      expect(p).toMatchObject({ product: null, template: null, templateData: null });
      // A category's picture is its most popular template's, which the shop draws with the customer's set.
      expect(p.image).toBe(`/templates/all/${p.imageTemplate.uuid}_v${p.imageTemplate.version}.png`);
    }
    // Campaigns for everyone come first at equal popularity: the wall calendar and the mug.
    expect(shown.slice(0, 2).map((p) => [p.product!.name, p.price, p.rebatedPrice])).toEqual([
      ['Veggkalender 20x30 cm', 249, 209],
      ['Fotokrus', 159, 129],
    ]);
    // Same answer every time.
    expect(await promoted()).toEqual(list);
  });

  it('shows a package-only campaign price only while a package is in the cart', async () => {
    const card = await templateOf('card-15x15');
    // Other customers chose the 15x15 card, so it leads the strip.
    await putInCart('support@example.no', 'card-15x15', card);
    const before = await promoted();
    expect(before[0]).toMatchObject({ type: 'template', template: { uuid: card.uuid }, price: 27, rebatedPrice: null });

    await putInCart('kunde@example.no', 'package-family');
    const after = await promoted();
    expect(after[0]).toMatchObject({ template: { uuid: card.uuid }, price: 27, rebatedPrice: 22 });
    // A campaign for everyone does not depend on the package.
    expect(entryFor(before, 'Fotokrus')?.rebatedPrice).toBe(129);
    expect(entryFor(after, 'Fotokrus')?.rebatedPrice).toBe(129);
  });

  it("puts the templates most in customers' carts first and leaves out what this customer has", async () => {
    const puzzle = await templateOf('gift-puzzle');
    await putInCart('support@example.no', 'gift-puzzle', puzzle);
    await putInCart('support@example.no', 'gift-puzzle', puzzle);
    expect((await promoted())[0]).toMatchObject({ template: { uuid: puzzle.uuid }, category: { internalName: 'puzzles', listType: 'photogifts' } });

    await putInCart('kunde@example.no', 'gift-puzzle', puzzle);
    const list = await promoted();
    expect(list.some((p) => p.template?.uuid === puzzle.uuid)).toBe(false);
    // Its category may still be offered as a category.
    expect(list.filter((p) => p.type === 'template')).toHaveLength(4);
  });

  it('names categories in the asked language', async () => {
    const nb = await promoted(customer, '?lang=nb');
    const en = await promoted(customer, '?lang=en');
    expect(nb.find((p) => p.category.internalName === 'calendar')?.category.name).toBe('Kalendere');
    expect(en.find((p) => p.category.internalName === 'calendar')?.category.name).toBe('Calendars');
    expect(en.find((p) => p.category.internalName === 'calendar')?.product?.name).toBe('Wall calendar 20x30 cm');
  });

  it('refuses an unknown language with a message naming the field', async () => {
    const { status, body } = await customer.json<{ error: string; data: string[] }>('GET', '/api/webshop/promoted-products?lang=de');
    expect(status).toBe(400);
    expect(body.data).toEqual(['lang']);
  });

  it('is for signed-in customers only', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/webshop/promoted-products')).status).toBe(401);
    expect((await visitor.get('/api/webshop/promoted-products?lang=de')).status).toBe(401);
  });
});

