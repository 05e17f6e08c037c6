import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCardCategories,
  getCurrentTemplate,
  getPhotogiftCategoryInfo,
  getProduct,
  getTemplateCategories,
  templateList,
  type TemplateListItem,
} from '../../src/api/contract/templates';
import { parseTemplate } from '../../src/engine/model';
import * as schema from '../../src/server/db/schema';
import { productUuid } from '../../src/server/db/seed/products';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { addSetTo, CUSTOMER, currentDemo, demoVersions, groupCanMake, picturesOf, portraitsCanMake, signIn, subjectOf } from '../support/templateFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;

let server: Server;
let customer: TestClient;

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date('2026-09-01T10:00:00Z') });
  customer = await signIn(server);
});
afterAll(() => server.close());

async function list(client: TestClient, url: string): Promise<TemplateListItem[]> {
  const res = await client.json('GET', url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return templateList.parse(res.body).templates;
}

/** Product names in the order the list first shows them. */
const productOrder = (items: TemplateListItem[]) => [...new Set(items.map((i) => i.product.name))];

const ofType = (type: string) => currentDemo.filter((d) => d.template.type === type);
const inCategory = (category: string) => currentDemo.filter((d) => d.template.categories.includes(category));
const uuids = (items: { uuid: string }[]) => items.map((i) => i.uuid).sort();
const demoUuids = (demos: typeof currentDemo) => demos.map((d) => d.template.uuid).sort();

describe('category overview (GET /ajax/template/get_categories.php)', () => {
  it('lists the tiles in order with their sub-categories, and no qualified subject for a visitor', async () => {
    const res = await server.client().json('GET', '/ajax/template/get_categories.php');
    expect(res.status).toBe(200);
    const { categories } = getTemplateCategories.response.parse(res.body);
    expect(categories.map((c) => c.internalName)).toEqual([
      'cards',
      'calendar',
      'mugs',
      'mousepads',
      'puzzles',
      'keyrings',
      'posters',
      'cushions',
      'digitalprint',
      'packages',
      'catalogues',
      'archive',
    ]);
    const cards = categories[0];
    // A visitor has no set to draw a template with: no tile names one.
    expect(cards).toMatchObject({ title: 'Kort', firstQualifiedSubject: null, template: null });
    expect(categories.filter((c) => c.template !== null)).toEqual([]);
    expect(cards.subCategories).toEqual([
      { internalName: 'christmas', default: true },
      { internalName: 'birthday', default: false },
      { internalName: 'invitation', default: false },
      { internalName: 'thankyou', default: false },
    ]);
    expect(cards.image).toMatch(/^\/templates\/all\/[0-9a-f-]{36}_v\d+\.png$/);
    for (const c of categories) expect(c.firstQualifiedSubject).toBeNull();
  });

  it('writes the texts in the language asked for, and refuses an unknown language naming the field', async () => {
    const res = await server.client().json('GET', '/ajax/template/get_categories.php?lang=en');
    expect(getTemplateCategories.response.parse(res.body).categories[0]).toMatchObject({ title: 'Cards', description: expect.stringContaining('Christmas') });
    const bad = await server.client().json('GET', '/ajax/template/get_categories.php?lang=de');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation', data: ['lang'] });
  });

  it("names the customer's most recent set whose pictures fill a template of the tile", async () => {
    const first = async (client: TestClient, name: string) => {
      const { categories } = getTemplateCategories.response.parse((await client.json('GET', '/ajax/template/get_categories.php')).body);
      return categories.find((c) => c.internalName === name)!.firstQualifiedSubject;
    };
    const emma = await subjectOf(server, 'EMMA2026');
    expect(await first(customer, 'cards')).toEqual({ uuid: emma.subjectUuid, name: 'Emma Hansen', group: false });
    expect(await first(customer, 'digitalprint')).toBeNull();
    // The template a tile draws with the customer's pictures: the first of its categories' templates.
    const { categories: tiles } = getTemplateCategories.response.parse((await customer.json('GET', '/ajax/template/get_categories.php')).body);
    const firstCard = currentDemo.find((d) => d.template.categories.some((c) => tiles[0].subCategories.some((s) => s.internalName === c)))!;
    expect(tiles.find((c) => c.internalName === 'cards')!.template).toEqual({ uuid: firstCard.template.uuid, version: firstCard.template.version });
    expect(tiles.find((c) => c.internalName === 'digitalprint')!.template).toBeNull();

    // A tile of birthday cards only: none takes a class photo alone, so the group set is passed over.
    expect(currentDemo.filter((d) => d.template.categories.includes('birthday')).some((d) => groupCanMake(d.template))).toBe(false);
    await server.db.insert(schema.shopCategories).values({
      internalName: 'test-birthday',
      title: { nb: 'Bursdag' },
      description: { nb: 'Test' },
      image: '/media/site/frontpage.jpg',
      sortOrder: 500,
      templateCategories: ['birthday'],
    });
    await server.db.insert(schema.users).values({ email: 'gruppe@example.no', passwordHash: await hashPassword('gruppe1234') });
    await addSetTo(server, 'gruppe@example.no', 'EMMA2026', '2026-03-01T10:00:00Z');
    await addSetTo(server, 'gruppe@example.no', 'KLASSE5B', '2026-04-01T10:00:00Z');
    const other = await server.client().login('gruppe@example.no', 'gruppe1234');
    const klasse = await subjectOf(server, 'KLASSE5B');
    // The group set is the newest and fills the class-photo Christmas card.
    expect(currentDemo.some((d) => d.template.categories.includes('christmas') && groupCanMake(d.template))).toBe(true);
    expect(await first(other, 'cards')).toEqual({ uuid: klasse.subjectUuid, name: 'Klasse 5B', group: true });
    expect(await first(other, 'test-birthday')).toEqual({ uuid: emma.subjectUuid, name: 'Emma Hansen', group: false });
  });
});

describe('card categories and photo-gift category info', () => {
  it('answers the card categories with the default one', async () => {
    const res = await server.client().json('GET', '/api/webshop/templates/cards/categories');
    expect(getCardCategories.response.parse(res.body)).toEqual({
      categories: ['christmas', 'birthday', 'invitation', 'thankyou'],
      defaultCategory: 'christmas',
      titles: { christmas: 'Jul', birthday: 'Bursdag', invitation: 'Invitasjoner', thankyou: 'Takkekort' },
    });
  });

  it('answers a photo-gift category’s names and flags; 404 for others', async () => {
    const res = await server.client().json('GET', '/api/webshop/templates/photogift/categories/mugs/info');
    expect(getPhotogiftCategoryInfo.response.parse(res.body)).toEqual({ names: { nb: 'Krus', en: 'Mugs' }, userImagePreviews: true, separateFromBackground: true });
    const keyrings = await server.client().json('GET', '/api/webshop/templates/photogift/categories/keyrings/info');
    expect(keyrings.body).toMatchObject({ userImagePreviews: false, separateFromBackground: false });
    expect((await server.client().json('GET', '/api/webshop/templates/photogift/categories/teddybears/info')).status).toBe(404);
    // A card category is no photo-gift category.
    expect((await server.client().json('GET', '/api/webshop/templates/photogift/categories/christmas/info')).status).toBe(404);
  });
});

describe('template lists (GET /api/webshop/templates/{type}[/categories/{category}])', () => {
  it('lists the current version of every card template under its product, products in the spec’s order', async () => {
    const items = await list(server.client(), '/api/webshop/templates/cards');
    expect(uuids(items)).toEqual(demoUuids(ofType('CARD')));
    for (const item of items) {
      const demo = currentDemo.find((d) => d.template.uuid === item.uuid)!;
      expect(item).toMatchObject({
        version: demo.template.version,
        name: demo.template.name.nb,
        type: 'CARD',
        preview: { large: `${item.uuid}_v${demo.template.version}.png` },
        userResources: { images: {}, texts: {} },
        width: demo.template.size.width,
        height: demo.template.size.height,
        dimensions: { width: demo.template.size.width, height: demo.template.size.height },
        pages: demo.template.parts.length,
        categories: demo.template.categories,
      });
      expect(item.product.uuid).toBe(productUuid(demo.product));
    }
    // 15x15 first although its sortOrder is the highest, then the larger folded card, then 10x15 by sortOrder.
    expect(productOrder(items)).toEqual(['Kort 15x15 cm', 'Brettet kort 20x15 cm, brettes til 10x15', 'Kort 10x15 cm stående', 'Kort 15x10 cm liggende']);
    // Each product's templates stay together.
    const runs = items.map((i) => i.product.uuid).filter((u, i, all) => i === 0 || all[i - 1] !== u);
    expect(runs).toHaveLength(new Set(runs).size);
  });

  it('a visitor’s list, kept per language, shows a catalogue change written beside the app in both languages', async () => {
    const first = (await list(server.client(), '/api/webshop/templates/cards'))[0];
    const nameIn = async (client: TestClient) => (await list(client, '/api/webshop/templates/cards')).find((item) => item.uuid === first.uuid && item.product.uuid === first.product.uuid)!.product.name;
    const [product] = await server.db.select().from(schema.products).where(eq(schema.products.uuid, first.product.uuid));
    const english = server.client();
    await english.put('/api/webshop/language', { lang: 'en' });
    expect(await nameIn(english)).toBe(product.name.en);
    // Written beside the app (SQL by hand, another server): the products table's trigger announces it.
    await server.db.update(schema.products).set({ name: { nb: 'Nytt navn', en: 'New name' } }).where(eq(schema.products.uuid, product.uuid));
    try {
      // The notice comes through the database: a busy machine can take longer than poll's default second.
      await expect.poll(() => nameIn(server.client()), { timeout: 15_000 }).toBe('Nytt navn');
      await expect.poll(() => nameIn(english), { timeout: 15_000 }).toBe('New name');
    } finally {
      await server.db.update(schema.products).set({ name: product.name }).where(eq(schema.products.uuid, product.uuid));
    }
    await expect.poll(() => nameIn(server.client()), { timeout: 15_000 }).toBe(product.name.nb);
  });

  it('orders calendars 20x30 first, then those of 12 months', async () => {
    const items = await list(server.client(), '/api/webshop/templates/calendars');
    expect(uuids(items)).toEqual(demoUuids(ofType('CALENDAR')));
    const expected = ['Veggkalender 20x30 cm', 'Kalender A4 (12 måneder)', 'Bordkalender 20x10 cm'].filter((name) => items.some((i) => i.product.name === name));
    expect(productOrder(items)).toEqual(expected);
    for (const item of items) {
      expect(item.type).toBe('CALENDAR');
      expect(item.supportedYears.length).toBeGreaterThan(0);
    }
  });

  it('lists a category’s templates only, in English for an English session', async () => {
    const items = await list(server.client(), '/api/webshop/templates/cards/categories/birthday');
    expect(uuids(items)).toEqual(demoUuids(inCategory('birthday')));
    const english = server.client();
    await english.put('/api/webshop/language', { lang: 'en' });
    const [first] = await list(english, '/api/webshop/templates/cards/categories/birthday');
    const demo = currentDemo.find((d) => d.template.uuid === first.uuid)!;
    expect(first.name).toBe(demo.template.name.en);
    expect(first.product.name).toMatch(/^(Card|Folded card)/);
  });

  it('lists photo gifts by category, giving the visible area of a wrap-around print', async () => {
    const all = await list(server.client(), '/api/webshop/templates/photogifts');
    expect(uuids(all)).toEqual(demoUuids(ofType('PHOTOGIFT')));
    const wrapped = ofType('PHOTOGIFT').find((d) => d.template.trimBox)!;
    const category = wrapped.template.categories[0];
    const items = await list(server.client(), `/api/webshop/templates/photogifts/categories/${category}`);
    expect(uuids(items)).toEqual(demoUuids(inCategory(category)));
    const item = items.find((i) => i.uuid === wrapped.template.uuid)!;
    const { width, height } = wrapped.template.trimBox!;
    expect(item).toMatchObject({ trimBox: { width, height }, dimensions: { width, height }, width: wrapped.template.size.width, height: wrapped.template.size.height });
    expect(items.filter((i) => i.uuid !== wrapped.template.uuid).every((i) => i.trimBox === undefined)).toBe(true);
  });

  it('refuses an unknown type naming the field, and answers 404 for a category of another type or none', async () => {
    const bad = await server.client().json('GET', '/api/webshop/templates/widgets');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ data: ['type'] });
    expect((await server.client().json('GET', '/api/webshop/templates/cards/categories/nope')).status).toBe(404);
    expect((await server.client().json('GET', '/api/webshop/templates/photogifts/categories/christmas')).status).toBe(404);
  });
});

describe('template lists for a subject (…/categories/{category}/subjects/{subjectUuid})', () => {
  const url = (category: string, subject: string) => `/api/webshop/templates/cards/categories/${category}/subjects/${subject}`;

  it('asks a visitor to sign in, and guards other people’s subjects', async () => {
    const emma = await subjectOf(server, 'EMMA2026');
    expect((await server.client().json('GET', url('christmas', emma.subjectUuid))).status).toBe(401);
    const noah = await subjectOf(server, 'NOAH2026');
    expect((await customer.json('GET', url('christmas', noah.subjectUuid))).status).toBe(403);
    expect((await customer.json('GET', url('christmas', randomUUID()))).status).toBe(404);
    const bad = await customer.json('GET', url('christmas', 'not-a-uuid'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ data: ['subjectUuid'] });
  });

  it("lists every Christmas card for Emma's set (portraits, siblings and a class photo), filled with her pictures", async () => {
    const emma = await subjectOf(server, 'EMMA2026');
    const pictures = new Set((await picturesOf(server, 'EMMA2026')).map((p) => p.uuid));
    const items = await list(customer, url('christmas', emma.subjectUuid));
    expect(uuids(items)).toEqual(demoUuids(inCategory('christmas')));
    for (const item of items) {
      const placed = Object.values(item.userResources.images);
      expect(placed.length).toBeGreaterThan(0);
      for (const image of placed) expect(pictures.has(image.pictureUuid)).toBe(true);
    }
  });

  it('shows a group set only the templates a class photo can fill, and a set of portraits only the others', async () => {
    await addSetTo(server, CUSTOMER.username, 'KLASSE5B', '2026-05-01T10:00:00Z');
    const klasse = await subjectOf(server, 'KLASSE5B');
    const invitations = inCategory('invitation');
    const forGroup = invitations.filter((d) => groupCanMake(d.template));
    expect(forGroup.length).toBeGreaterThan(0);
    expect(forGroup.length).toBeLessThan(invitations.length);
    expect(uuids(await list(customer, url('invitation', klasse.subjectUuid)))).toEqual(demoUuids(forGroup));

    // A pupil photographed alone: the same invitations minus the class-photo ones.
    const emma = await subjectOf(server, 'EMMA2026');
    const [portrait] = (await picturesOf(server, 'EMMA2026')).filter((p) => p.pictureType === 'IP');
    const subjectUuid = randomUUID();
    const pictureSetUuid = randomUUID();
    await server.db.insert(schema.subjects).values({ uuid: subjectUuid, jobUuid: emma.jobUuid, name: 'Ida Portrett', code: 'IDATEST1' });
    await server.db.insert(schema.pictureSets).values({ uuid: pictureSetUuid, subjectUuid });
    await server.db.insert(schema.pictures).values({ ...portrait, uuid: randomUUID(), pictureSetUuid, webshopId: 'T-1', clientRef: 'T-1' });
    await addSetTo(server, CUSTOMER.username, 'IDATEST1', '2026-05-02T10:00:00Z');
    const forPortraits = invitations.filter((d) => portraitsCanMake(d.template));
    expect(uuids(await list(customer, url('invitation', subjectUuid)))).toEqual(demoUuids(forPortraits));
    expect(forPortraits.some((d) => forGroup.includes(d))).toBe(false);
  });
});

describe('template definitions (GET /api/webshop/templates/by-uuid/{uuid}[/{version}])', () => {
  const twoVersions = currentDemo.find((d) => d.template.version > 1)!;
  const base = `/api/webshop/templates/by-uuid/${twoVersions?.template.uuid}`;

  it('answers the current version, and any published version pinned by number', async () => {
    expect(twoVersions).toBeDefined();
    const current = await server.client().call('GET', base);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('no-cache');
    const body = getCurrentTemplate.response.parse(await current.json());
    expect(body.version).toBe(twoVersions.template.version);
    const parsed = parseTemplate(body);
    expect(parsed.ok && parsed.value).toEqual(twoVersions.template);

    const v1 = await server.client().call('GET', `${base}/1`);
    expect(v1.status).toBe(200);
    expect(v1.headers.get('cache-control')).toContain('immutable');
    const first = await v1.json();
    expect(first).toEqual(JSON.parse(JSON.stringify(demoVersions.find((d) => d.template.uuid === twoVersions.template.uuid && d.template.version === 1)!.template)));
    expect(first).not.toEqual(body);
  });

  it('answers 404 for an unknown version or template and 400 for malformed ones', async () => {
    expect((await server.client().json('GET', `${base}/${twoVersions.template.version + 1}`)).status).toBe(404);
    expect((await server.client().json('GET', `/api/webshop/templates/by-uuid/${randomUUID()}`)).status).toBe(404);
    expect((await server.client().json('GET', `/api/webshop/templates/by-uuid/${randomUUID()}/1`)).status).toBe(404);
    const badVersion = await server.client().json('GET', `${base}/0`);
    expect(badVersion.status).toBe(400);
    expect(badVersion.body).toMatchObject({ data: ['version'] });
    const badUuid = await server.client().json('GET', '/api/webshop/templates/by-uuid/abc');
    expect(badUuid.status).toBe(400);
    expect(badUuid.body).toMatchObject({ data: ['uuid'] });
  });
});

describe('products', () => {
  it('answers a product with its price tiers, campaign prices and sub-products in NOK', async () => {
    const res = await server.client().json('GET', `/api/webshop/products/${productUuid('card-15x15')}`);
    expect(res.status).toBe(200);
    const { product } = getProduct.response.parse(res.body);
    expect(product).toMatchObject({ name: 'Kort 15x15 cm', type: 1, minorderpartquantity: 1, campaignrequirement: 'PACKAGE_IN_CART', categories: ['cards'] });
    expect(product.productprices).toEqual([
      { type: 0, quantity: 1, price: 39, campaignprice: 29 },
      { type: 0, quantity: 10, price: 32, campaignprice: 25 },
      { type: 0, quantity: 25, price: 27, campaignprice: 22 },
    ]);
    expect(product.subproducts.map((s) => [s.name, s.extraprice])).toEqual([
      ['Hvit konvolutt', 5],
      ['Konvolutt i kraftpapir', 8],
    ]);
    const mug = getProduct.response.parse((await server.client().json('GET', `/api/webshop/products/${productUuid('gift-mug')}`)).body).product;
    expect(mug.productprices.every((p) => p.type === 1)).toBe(true);
    expect(mug.campaignrequirement).toBeNull();
  });

  it('answers the retouch product with its sub-products', async () => {
    const res = await server.client().json('GET', '/api/webshop/products/retouch');
    const { product } = getProduct.response.parse(res.body);
    expect(product).toMatchObject({ type: 11, productprices: [{ quantity: 1, price: 99, type: 0, campaignprice: null }] });
    expect(product.subproducts.map((s) => s.name)).toEqual(['Hudutjevning', 'Fjerne kviser og urenheter', 'Fjerne tannregulering', 'Fjerne gjenskinn i briller']);
  });

  it('answers 404 for an unknown product and 400 for a malformed uuid', async () => {
    expect((await server.client().json('GET', `/api/webshop/products/${randomUUID()}`)).status).toBe(404);
    expect((await server.client().json('GET', '/api/webshop/products/x1')).body).toMatchObject({ data: ['uuid'] });
  });
});
