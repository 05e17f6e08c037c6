import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cart as cartSchema, getCartRetouch, type OrderLine } from '../../src/api/contract/cart';
import { getPackageOffers, packageInstance, type PackageInstance, type PackageItemInput } from '../../src/api/contract/packages';
import { cartLines, orderLines, orderRetouchSelections, packageOffers, packageRemindersSent, userPictureSets, users } from '../../src/server/db/schema';
import { packageOfferUuid } from '../../src/server/db/seed/packages';
import { productUuid } from '../../src/server/db/seed/products';
import { queuePackageReminders } from '../../src/server/services/packages/reminders';
import { CUSTOMER, picturesOf } from '../support/templateFixtures';
import { checkOutWithInvoice } from '../support/accountFixtures';
import { registerCustomer, RETOUCH, signedIn } from '../support/cartFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;

/** The offers end at ENDS; the clock starts two days and an hour before and moves a second per reading. */
const ENDS = Date.parse('2026-09-03T11:00:00Z');
let clockAt = ENDS - 49 * 3600_000;
const clock = () => new Date((clockAt += 1000));
const setClock = (iso: number) => (clockAt = iso);

let server: Server;
let customer: TestClient;
let english: TestClient;
/** Owns NOAH2026, of the same job as EMMA2026. */
let neighbour: TestClient;
/** Owns OLAV2026, of another job. */
let stranger: TestClient;

const FAMILY = packageOfferUuid('family');
const CALENDARS = packageOfferUuid('calendars');
const GRANDPARENTS = packageOfferUuid('grandparents');
const OFFERS = '/api/webshop/packages';

type ErrorBody = { error: string; code: string; data?: string[] };

beforeAll(async () => {
  server = await createTestServer({ now: clock });
  await server.db.update(packageOffers).set({ endsAt: new Date(ENDS) });
  customer = await signedIn(server, CUSTOMER);
  english = await signedIn(server, CUSTOMER, 'en');
  neighbour = await registerCustomer(server, 'noah.pakke@example.no', '41234571', 'NOAH2026');
  stranger = await registerCustomer(server, 'olav.pakke@example.no', '41234572', 'OLAV2026');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.delete(cartLines);
  setClock(ENDS - 49 * 3600_000);
});

async function open(client: TestClient, offer = FAMILY): Promise<PackageInstance> {
  const res = await client.json('POST', `${OFFERS}/${offer}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return packageInstance.parse(res.body);
}

/** The template items as the package editor sends them back, untouched. */
const itemsOf = (instance: PackageInstance): PackageItemInput[] =>
  instance.packageItems
    .filter((i) => i.kind === 'template')
    .map((i) => ({ uuid: i.uuid, version: i.version, template: { uuid: i.template!.uuid, version: i.template!.version }, templateData: i.templateData! }));

const addToCart = (client: TestClient, instance: PackageInstance, items: unknown[] = itemsOf(instance)) =>
  client.json<ErrorBody & { newOrderLines: OrderLine[]; summary: { itemCount: number; totalPrice: number } }>('POST', `${OFFERS}/instances/${instance.uuid}/cart`, { items });

describe('GET /api/webshop/packages', () => {
  it("lists the offers of the current picture set's job with the countdown", async () => {
    const res = await customer.json('GET', OFFERS);
    expect(res.status).toBe(200);
    const body = getPackageOffers.response.parse(res.body);
    expect(body.subject?.name).toMatch(/Emma/);
    expect(body.packages.map((p) => p.uuid)).toEqual([FAMILY, CALENDARS, GRANDPARENTS]);
    // 49 hours less the seconds the clock has ticked.
    expect(body.remainingTime).toBeGreaterThan(49 * 3600 - 60);
    expect(body.remainingTime).toBeLessThanOrEqual(49 * 3600);
    const [family, calendars, grandparents] = body.packages;
    expect(family).toMatchObject({ type: 'package', name: 'Familiepakken', originalPrice: 899, priceIncludingDiscount: 699, useTimeLimitedDiscount: true, timeLimitedDiscountPrice: 599, disabled: false });
    expect(family.description).toContain('\n');
    expect(calendars).toMatchObject({ type: 'link', linkInfo: { type: 'calendars', category: null }, useTimeLimitedDiscount: false });
    expect(grandparents).toMatchObject({ disabled: true, disabledReason: 'Utsolgt for i år' });
  });

  it('answers in English and 0 seconds once the offers have ended', async () => {
    setClock(ENDS + 1000);
    const body = getPackageOffers.response.parse((await english.json('GET', OFFERS)).body);
    expect(body.remainingTime).toBe(0);
    expect(body.packages[0].name).toBe('The family package');
  });

  it('lists nothing for a set of a job without offers, and 401 for a visitor', async () => {
    const body = getPackageOffers.response.parse((await stranger.json('GET', OFFERS)).body);
    expect(body.packages).toEqual([]);
    expect(body.remainingTime).toBe(0);
    expect((await server.client().json('GET', OFFERS)).status).toBe(401);
  });
});

describe('POST /api/webshop/packages/{uuid}', () => {
  it('opens the package for the current subject: filled template items, the catalogue and the digital set', async () => {
    const instance = await open(customer);
    expect(instance).toMatchObject({ offerUuid: FAMILY, name: 'Familiepakken', price: 599, allowSubjectChange: false });
    expect(instance.subject.name).toMatch(/Emma/);
    const kinds = instance.packageItems.map((i) => i.kind);
    expect(kinds).toEqual(['template', 'template', 'catalogue', 'digitalSet']);
    const [card, mug, catalogue, digital] = instance.packageItems;
    expect(card.version).toBe(1);
    expect(card.template?.name).toBe('Julekort 15x15 Snøfall');
    expect(card.product).toMatchObject({ uuid: productUuid('card-15x15') });
    const emmaPictures = new Set((await picturesOf(server, 'EMMA2026')).map((p) => p.uuid));
    const placed = Object.values(card.templateData!.userResources.images).map((img) => img.pictureUuid);
    expect(placed.length).toBeGreaterThan(0);
    for (const uuid of placed) expect(emmaPictures.has(uuid!)).toBe(true);
    expect(mug.template?.name).toBe('Krus med bilde og navn');
    expect(catalogue.catalogue?.name).toMatch(/Skolekatalog/);
    const groupPictures = new Set((await picturesOf(server, 'EMMA2026')).filter((p) => p.pictureType === 'GP').map((p) => p.uuid));
    expect(digital.pictures.length).toBeGreaterThan(0);
    expect(digital.pictures.some((p) => groupPictures.has(p.uuid))).toBe(false);
  });

  it('refuses a disabled package with its reason, a link offer and an unknown uuid', async () => {
    const disabled = await customer.json<ErrorBody>('POST', `${OFFERS}/${GRANDPARENTS}`);
    expect(disabled.status).toBe(400);
    expect(disabled.body.error).toBe('Pakken kan ikke bestilles: Utsolgt for i år');
    expect((await customer.json<ErrorBody>('POST', `${OFFERS}/${CALENDARS}`)).status).toBe(404);
    const unknown = await english.json<ErrorBody>('POST', `${OFFERS}/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('The package was not found.');
    expect((await customer.json('POST', `${OFFERS}/not-a-uuid`)).status).toBe(404);
  });

  it("is the owner's only: another job's customer hears 404, a visitor 401", async () => {
    expect((await stranger.json('POST', `${OFFERS}/${FAMILY}`)).status).toBe(404);
    expect((await server.client().json('POST', `${OFFERS}/${FAMILY}`)).status).toBe(401);
  });
});

describe('adding a package to the cart', () => {
  it('adds one type-200 line at the time-limited package price, not the sum of its items', async () => {
    const instance = await open(customer);
    const res = await addToCart(customer, instance);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [line] = res.body.newOrderLines;
    expect(line.product?.type).toBe(200);
    expect(line).toMatchObject({ quantity: 1, actualLinePrice: 599, linePrice: 899, canChangeQuantity: false, description: 'Familiepakken' });
    expect(line.package?.uuid).toBe(instance.uuid);
    expect(line.package?.packageItems.map((i) => i.kind)).toEqual(['template', 'template', 'catalogue', 'digitalSet']);
    expect(res.body.summary).toEqual({ itemCount: 1, totalPrice: 599 });
    const cart = cartSchema.parse((await customer.json('GET', '/api/webshop/cart')).body);
    expect(cart.orderLines).toHaveLength(1);
  });

  it('prices at the discount price once the countdown has ended', async () => {
    const instance = await open(customer);
    setClock(ENDS + 1000);
    const res = await addToCart(customer, instance);
    expect(res.status).toBe(200);
    expect(res.body.newOrderLines[0].actualLinePrice).toBe(699);
  });

  it('ignores prices the client sends', async () => {
    const instance = await open(customer);
    const items = itemsOf(instance).map((i) => ({ ...i, price: 1, linePrice: 1, actualLinePrice: 1 }));
    const res = await customer.json<{ newOrderLines: OrderLine[] }>('POST', `${OFFERS}/instances/${instance.uuid}/cart`, { items, price: 1, linePrice: 1 });
    expect(res.status).toBe(200);
    expect(res.body.newOrderLines[0].actualLinePrice).toBe(599);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const instance = await open(customer);
    const [card, mug] = itemsOf(instance);
    const expect400 = async (items: unknown, field: string, error?: string) => {
      const res = await addToCart(customer, instance, items as unknown[]);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.data).toEqual([field]);
      if (error) expect(res.body.error).toBe(error);
    };
    await expect400([], 'items');
    await expect400([card], 'items', 'Pakken mangler et produkt.');
    await expect400([card, card], 'items.1.uuid', 'Produktet er gitt to ganger.');
    await expect400([card, { ...mug, uuid: '00000000-0000-4000-8000-000000000000' }], 'items.1.uuid', 'Produktet hører ikke til pakken.');
    await expect400([card, { ...mug, template: card.template }], 'items.1.template.uuid', 'Produktet må lages med pakkens mal.');
    await expect400([{ ...card, version: 0 }, mug], 'items.0.version');
    // A picture of another subject's set is not the customer's to place.
    const noahPicture = (await picturesOf(server, 'NOAH2026'))[0];
    const [slot] = Object.keys(card.templateData.userResources.images);
    const foreign = structuredClone(card);
    foreign.templateData.userResources.images[slot] = { ...foreign.templateData.userResources.images[slot], pictureUuid: noahPicture.uuid };
    const res = await addToCart(customer, instance, [foreign, mug]);
    expect(res.status).toBe(400);
    expect(res.body.data?.[0]).toMatch(/^items\.0\.templateData\.userResources\.images\./);
    expect(await server.db.select().from(cartLines)).toEqual([]);
  });

  it("answers 404 for another customer's instance and an unknown one", async () => {
    const instance = await open(customer);
    expect((await addToCart(neighbour, instance)).status).toBe(404);
    const unknown = { ...instance, uuid: '00000000-0000-4000-8000-000000000000' };
    expect((await addToCart(customer, unknown)).status).toBe(404);
  });
});

describe('updating a package line', () => {
  it('replaces the items with their raised versions; the price stays; 404 for someone else', async () => {
    const instance = await open(customer);
    const added = (await addToCart(customer, instance)).body.newOrderLines[0];
    const items = itemsOf(instance);
    const changed = { ...items[0], version: 2, templateData: { ...items[0].templateData } };
    const texts = changed.templateData.userResources.texts;
    const [textId] = Object.keys(texts);
    changed.templateData = { ...changed.templateData, userResources: { ...changed.templateData.userResources, texts: { ...texts, [textId]: { ...texts[textId], text: 'God jul fra Emma' } } } };
    const res = await customer.json<{ orderLine: OrderLine } & ErrorBody>('PUT', `/api/webshop/cart/packages/${added.uuid}`, { items: [changed, items[1]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const card = res.body.orderLine.package!.packageItems[0];
    expect(card.version).toBe(2);
    expect(card.templateData!.userResources.texts[textId].text).toBe('God jul fra Emma');
    expect(res.body.orderLine.actualLinePrice).toBe(599);
    // The line as the edit page reads it.
    const read = await customer.json<{ orderLine: OrderLine }>('GET', `/api/webshop/cart/items/${added.uuid}`);
    expect(read.body.orderLine.package?.packageItems[0].version).toBe(2);
    expect((await neighbour.json('PUT', `/api/webshop/cart/packages/${added.uuid}`, { items: [changed, items[1]] })).status).toBe(404);
  });

  it('refuses a line that is no package', async () => {
    const instance = await open(customer);
    const added = (await addToCart(customer, instance)).body.newOrderLines[0];
    const wrong = await customer.json<ErrorBody>('PUT', `/api/webshop/cart/items/${added.uuid}`, {
      template: { uuid: itemsOf(instance)[0].template.uuid, version: 1 },
      templateData: itemsOf(instance)[0].templateData,
    });
    expect(wrong.status).toBe(400);
    expect((await customer.json('PUT', `/api/webshop/cart/items/${added.uuid}/quantity`, { quantity: 2 })).status).toBe(400);
  });
});

describe('retouching a package and ordering it', () => {
  it('offers the package’s printed pictures for retouching, and the order keeps the items and the retouching bought', async () => {
    const instance = await open(customer);
    const placed = [
      ...new Set(
        instance.packageItems.flatMap((i) => Object.values(i.templateData?.userResources.images ?? {}).map((img) => img.pictureUuid!.toLowerCase())),
      ),
    ];
    expect(placed.length).toBeGreaterThan(0);
    expect((await addToCart(customer, instance)).status).toBe(200);

    const offer = getCartRetouch.response.parse((await customer.json('GET', RETOUCH)).body);
    expect(offer.pictures.map((p) => p.uuid)).toEqual(placed);
    const [picture] = placed;
    const option = offer.product!.subproducts[0].uuid;
    expect((await customer.json('PUT', RETOUCH, { items: { [picture]: [option] } })).status).toBe(200);

    const orderUuid = await checkOutWithInvoice(customer);
    const [packageLine] = await server.db.select().from(orderLines).where(and(eq(orderLines.orderUuid, orderUuid), eq(orderLines.productUuid, productUuid('package-family'))));
    expect(packageLine.packageData?.items.map((i) => i.kind)).toEqual(['template', 'template', 'catalogue', 'digitalSet']);
    expect(packageLine.packageData?.offerUuid).toBe(FAMILY);
    const bought = await server.db.select().from(orderRetouchSelections).where(eq(orderRetouchSelections.orderUuid, orderUuid));
    expect(bought.map((r) => [r.pictureUuid, r.subProductUuid])).toEqual([[picture, option]]);

    // The picture says so; the others of the set do not.
    const emma = (await picturesOf(server, 'EMMA2026')).map((p) => p.uuid);
    const sets = await customer.json<{ pictureSets: { pictures: { uuid: string; userBoughtRetouch: boolean }[] }[] }>('GET', '/api/webshop/user/picture-sets');
    const shown = sets.body.pictureSets.flatMap((set) => set.pictures).filter((p) => emma.includes(p.uuid));
    expect(shown.filter((p) => p.userBoughtRetouch).map((p) => p.uuid)).toEqual([picture]);
    // Nobody else sees another customer's retouching as theirs.
    const theirs = await neighbour.json<{ pictureSets: { pictures: { userBoughtRetouch: boolean }[] }[] }>('GET', '/api/webshop/user/picture-sets');
    expect(theirs.body.pictureSets.flatMap((set) => set.pictures).some((p) => p.userBoughtRetouch)).toBe(false);
  });
});

describe('countdown reminders', () => {
  const userUuid = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0].uuid;

  beforeEach(async () => {
    await server.db.delete(packageRemindersSent);
    await server.db.update(users).set({ acceptMail: false });
  });

  it('mails account holders who accept mail, once per offer, within 48 hours of the end only', async () => {
    await server.db.update(users).set({ acceptMail: true }).where(eq(users.email, CUSTOMER.username));
    const before = server.outbox().length;
    // 49 hours before: not yet.
    expect(await queuePackageReminders(server.db, server.deps.jobs, 'https://shop.example', new Date(ENDS - 49 * 3600_000))).toBe(0);
    // 47 hours before: the family package and the calendars (the disabled offer is left out).
    expect(await queuePackageReminders(server.db, server.deps.jobs, 'https://shop.example', new Date(ENDS - 47 * 3600_000))).toBe(2);
    expect(await queuePackageReminders(server.db, server.deps.jobs, 'https://shop.example', new Date(ENDS - 46 * 3600_000))).toBe(0);
    await server.drainJobs();
    const mails = server.outbox().slice(before);
    expect(mails.map((m) => m.to)).toEqual([CUSTOMER.username, CUSTOMER.username]);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Bare 47 timer igjen: Familiepakken', 'Bare 47 timer igjen: Kalender 2027']);
    expect(mails[0].body).toContain('https://shop.example/products/packages');
    const sent = await server.db.select().from(packageRemindersSent).where(eq(packageRemindersSent.userUuid, await userUuid(CUSTOMER.username)));
    expect(sent.map((s) => s.offerUuid).sort()).toEqual([FAMILY, CALENDARS].sort());
  });

  it('respects acceptMail, the per-subject switch and the end of the offer', async () => {
    const noah = await userUuid('noah.pakke@example.no');
    const before = server.outbox().length;
    // Nobody accepts mail.
    expect(await queuePackageReminders(server.db, server.deps.jobs, 'https://shop.example', new Date(ENDS - 47 * 3600_000))).toBe(0);
    await server.db.update(users).set({ acceptMail: true }).where(inArray(users.uuid, [noah]));
    await server.db.update(userPictureSets).set({ remindersEnabled: false }).where(eq(userPictureSets.userUuid, noah));
    expect(await queuePackageReminders(server.db, server.deps.jobs, 'https://shop.example', new Date(ENDS - 47 * 3600_000))).toBe(0);
    await server.db.update(userPictureSets).set({ remindersEnabled: true }).where(eq(userPictureSets.userUuid, noah));
    // After the end: too late.
    expect(await queuePackageReminders(server.db, server.deps.jobs, 'https://shop.example', new Date(ENDS + 1000))).toBe(0);
    expect(await queuePackageReminders(server.db, server.deps.jobs, 'https://shop.example', new Date(ENDS - 3600_000))).toBe(2);
    await server.drainJobs();
    expect(server.outbox().slice(before).every((m) => m.to === 'noah.pakke@example.no')).toBe(true);
    const rows = await server.db.select().from(packageRemindersSent).where(and(eq(packageRemindersSent.userUuid, noah)));
    expect(rows).toHaveLength(2);
  });
});
