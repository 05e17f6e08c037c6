import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderLine as orderLineSchema, type NewCartItem, type OrderLine } from '../../src/api/contract/cart';
import { backgrounds, cartLines, cartRetouchSelections, userImages, users } from '../../src/server/db/schema';
import { demoUuid } from '../../src/server/db/seed/ids';
import { productUuid } from '../../src/server/db/seed/products';
import { demoVersions, CUSTOMER, picturesOf, subjectOf } from '../support/templateFixtures';
import { addItems, CART, demoTemplate, fill, type Filled, itemOf, ITEMS, readCart, tickingClock, twoFamilies } from '../support/cartFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;

let server: Server;
/** kunde@example.no, who owns EMMA2026, in Norwegian and in English. */
let customer: TestClient;
let english: TestClient;
/** A second family: owns NOAH2026 only. */
let neighbour: TestClient;

beforeAll(async () => {
  server = await createTestServer({ now: tickingClock('2026-09-01T10:00:00Z') });
  ({ customer, english, neighbour } = await twoFamilies(server));
});
afterAll(() => server.close());
// Every test starts from empty carts.
beforeEach(async () => {
  await server.db.delete(cartRetouchSelections);
  await server.db.delete(cartLines);
});

const snowfall = demoTemplate('Julekort 15x15 Snøfall');
const granbar = demoTemplate('Julekort 10x15 Granbar');
const flaggbanner = demoTemplate('Bursdagskort 10x15 Flaggbanner');
const mug = demoTemplate('Krus med bilde og navn');
const classCard = demoTemplate('Julekort 15x15 Klassehilsen');
const wallCalendar = demoTemplate('Veggkalender 20x30');

const sub = (product: string, key: string) => demoUuid(`sub-product:${product}:${key}`);
const RES = 'templateData.userResources';

type ErrorBody = { error: string; code: string; data?: string[] };

const post = (client: TestClient, items: unknown[]) => client.json<ErrorBody & { newOrderLines: OrderLine[]; summary: { itemCount: number; totalPrice: number } }>('POST', ITEMS, { items });
const summaryOf = async (client: TestClient) => (await client.json('GET', `${CART}/summary`)).body;
const userUuidOf = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0].uuid;

async function emmaFill(template = snowfall.template): Promise<Filled> {
  return fill(customer, template, (await subjectOf(server, 'EMMA2026')).subjectUuid);
}

/** The item with one image slot's picture replaced (size from the picture, the layout's default crop). */
function withPicture(item: NewCartItem, slot: string, picture: { uuid: string; width: number; height: number }): NewCartItem {
  const images = item.templateData.userResources.images;
  return {
    ...item,
    templateData: {
      ...item.templateData,
      userResources: {
        ...item.templateData.userResources,
        images: { ...images, [slot]: { ...images[slot], pictureUuid: picture.uuid, sourceWidth: picture.width, sourceHeight: picture.height, cropRect: null, webshopId: undefined } },
      },
    },
  };
}

/** The item with its resources changed by `change` (a deep copy is handed over). */
function withResources(item: NewCartItem, change: (r: NewCartItem['templateData']['userResources']) => void): NewCartItem {
  const copy = structuredClone(item);
  change(copy.templateData.userResources);
  return copy;
}

async function expectRefused(client: TestClient, items: unknown[], data: string[], error?: string | RegExp) {
  const res = await post(client, items);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('validation');
  expect(res.body.data).toEqual(data);
  if (typeof error === 'string') expect(res.body.error).toBe(error);
  else if (error) expect(res.body.error).toMatch(error);
  return res.body;
}

describe('a visitor', () => {
  it('is asked to sign in by every cart call but the summary, whatever the body', async () => {
    const visitor = server.client();
    const line = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', CART],
      ['POST', ITEMS, { items: [itemOf(await emmaFill(), snowfall.product, 1)] }],
      ['POST', ITEMS, '{not json'],
      ['GET', `${ITEMS}/${line}`],
      ['PUT', `${ITEMS}/${line}`, {}],
      ['DELETE', `${ITEMS}/${line}`],
      ['PUT', `${ITEMS}/${line}/quantity`, { quantity: 2 }],
      ['GET', `${CART}/retouch`],
      ['PUT', `${CART}/retouch`, { items: {} }],
    ];
    for (const [method, url, body] of calls) {
      const res = await visitor.json(method, url, body);
      expect(res, `${method} ${url}`).toEqual({ status: 401, body: { error: 'Du må logge inn først.', code: 'unauthorized' } });
    }
    expect(await summaryOf(visitor)).toEqual({ itemCount: 0, totalPrice: 0 });
  });
});

describe('POST /api/webshop/cart/items', () => {
  it('adds one line per item in the order given, priced by the server whatever the client sends', async () => {
    const snow = await emmaFill();
    const gran = await emmaFill(granbar.template);
    const cup = await emmaFill(mug.template);
    // A client that sends prices: the contract has no such field and the server prices the lines itself.
    const cheap = { linePrice: 0.01, actualLinePrice: 0.01, price: 0.01 };
    const items = [
      { ...itemOf(snow, snowfall.product, 2, [sub(snowfall.product, 'envelope-white')]), ...cheap },
      { ...itemOf(gran, granbar.product, 20, [sub(granbar.product, 'matte')]), ...cheap },
      { ...itemOf(cup, mug.product, 3), ...cheap },
    ];
    const res = await post(customer, items);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lines = res.body.newOrderLines.map((l) => orderLineSchema.parse(l));

    // 2 x 39 + 2 x 5 (envelope); 20 x 19 (the 20+ tier) + 0 (matte); the mug's 1st, 2nd, 3rd piece, at campaign prices for everyone.
    expect(lines.map((l) => [l.quantity, l.linePrice, l.actualLinePrice, l.rebate])).toEqual([
      [2, 88, 88, null],
      [20, 380, 380, null],
      [3, 199 + 179 + 159, 149 + 139 + 129, { linePrice: 417 }],
    ]);
    expect(res.body.summary).toEqual({ itemCount: 25, totalPrice: 88 + 380 + 417 });

    const made = [
      [snow, snowfall, 1],
      [gran, granbar, 5],
      [cup, mug, 1],
    ] as const;
    lines.forEach((line, i) => {
      const [filled, demo, minimum] = made[i];
      expect(line).toMatchObject({
        type: 0,
        description: demo.template.name.nb,
        product: { uuid: productUuid(demo.product), type: demo.template.type === 'CARD' ? 1 : 89 },
        subProductUuids: items[i].subProductUuids,
        minimumQuantity: minimum,
        maximumQuantity: null,
        canChangeQuantity: true,
        template: { uuid: demo.template.uuid, version: demo.template.version, name: demo.template.name.nb, categories: demo.template.categories },
        templateData: { year: filled.year, userResources: filled.userResources },
      });
    });
    expect(lines[0].product!.name).toBe('Kort 15x15 cm');
    expect(lines[0].product!.subproducts.map((s) => s.name)).toEqual(['Hvit konvolutt', 'Konvolutt i kraftpapir']);

    const cart = await readCart(customer);
    expect(cart).toEqual({ orderLines: lines, summary: res.body.summary, rebateCode: null });
    expect(await summaryOf(customer)).toEqual(res.body.summary);
    expect(await customer.json('GET', `${ITEMS}/${lines[1].uuid}`)).toEqual({ status: 200, body: { orderLine: lines[1] } });
  });

  it('names products and templates in the customer’s language', async () => {
    const [line] = (await addItems(customer, [itemOf(await emmaFill(), snowfall.product, 1, [sub(snowfall.product, 'envelope-kraft')])])).newOrderLines;
    const { orderLine } = (await english.json<{ orderLine: OrderLine }>('GET', `${ITEMS}/${line.uuid}`)).body;
    expect(orderLine.description).toBe(snowfall.template.name.en);
    expect(orderLine.template!.name).toBe(snowfall.template.name.en);
    expect(orderLine.product!.name).toBe('Card 15x15 cm');
    expect(orderLine.product!.subproducts.map((s) => s.name)).toEqual(['White envelope', 'Kraft paper envelope']);
  });

  it('prices PACKAGE_IN_CART campaigns only while a package is in the cart', async () => {
    const customerUuid = await userUuidOf(CUSTOMER.username);
    const [pkg] = await server.db
      .insert(cartLines)
      .values({ userUuid: customerUuid, type: 0, description: 'Fotopakke Familie', quantity: 1, linePrice: '499.00', productUuid: productUuid('package-family') })
      .returning();
    const [card] = (await addItems(customer, [itemOf(await emmaFill(), snowfall.product, 1)])).newOrderLines as OrderLine[];
    expect([card.linePrice, card.actualLinePrice, card.rebate]).toEqual([39, 29, { linePrice: 29 }]);
    expect(await summaryOf(customer)).toEqual({ itemCount: 2, totalPrice: 499 + 29 });

    const res = await customer.json<{ orderLines: OrderLine[] }>('DELETE', `${ITEMS}/${pkg.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.orderLines.map((l) => [l.uuid, l.linePrice, l.actualLinePrice, l.rebate])).toEqual([[card.uuid, 39, 39, null]]);
    expect(await summaryOf(customer)).toEqual({ itemCount: 1, totalPrice: 39 });
  });

  it('pins the template version the line was made with', async () => {
    const older = demoVersions.find((d) => d.template.uuid === snowfall.template.uuid && d.template.version === 1)!.template;
    expect(snowfall.template.version).toBeGreaterThan(1);
    const filled = await emmaFill();
    const [line] = (await addItems(customer, [{ ...itemOf(filled, snowfall.product, 1), template: { uuid: older.uuid, version: 1 } }])).newOrderLines as OrderLine[];
    expect(line.template).toMatchObject({ uuid: older.uuid, version: 1 });
  });

  it('refuses the whole request when one item is bad, naming the field, in the customer’s language', async () => {
    const good = itemOf(await emmaFill(), snowfall.product, 1);
    const short = itemOf(await emmaFill(granbar.template), granbar.product, 4);
    await expectRefused(customer, [good, short], ['items.1.quantity'], 'Antallet må være minst 5.');
    expect((await readCart(customer)).orderLines).toEqual([]);
    expect(await summaryOf(customer)).toEqual({ itemCount: 0, totalPrice: 0 });

    await expectRefused(english, [good, short], ['items.1.quantity'], 'The quantity must be at least 5.');
    // Every bad item is named, not just the first.
    await expectRefused(english, [short, good, short], ['items.0.quantity', 'items.2.quantity']);
    // The body's own limits answer the same way.
    await expectRefused(customer, [{ ...good, quantity: 0 }], ['items.0.quantity']);
    expect((await post(customer, [])).body.data).toEqual(['items']);
    expect((await readCart(customer)).orderLines).toEqual([]);
  });

  it('refuses sub-products that are not the product’s or are chosen twice', async () => {
    const filled = await emmaFill();
    const envelope = sub(snowfall.product, 'envelope-white');
    await expectRefused(customer, [itemOf(filled, snowfall.product, 1, [sub(mug.product, 'gift-box')])], ['items.0.subProductUuids.0'], 'Tilvalget hører ikke til produktet.');
    await expectRefused(customer, [itemOf(filled, snowfall.product, 1, [envelope, envelope])], ['items.0.subProductUuids.1'], 'Tilvalget er valgt to ganger.');
    // A uuid written in capitals is still the same sub-product.
    const [line] = (await addItems(customer, [itemOf(filled, snowfall.product, 1, [envelope.toUpperCase()])])).newOrderLines as OrderLine[];
    expect(line.subProductUuids).toEqual([envelope]);
    expect(line.linePrice).toBe(39 + 5);
  });

  it('refuses an unknown template or version, a template the product does not sell, and products made without templates', async () => {
    const item = itemOf(await emmaFill(), snowfall.product, 1);
    await expectRefused(customer, [{ ...item, template: { uuid: snowfall.template.uuid, version: 9 } }], ['items.0.template.version'], 'Malen har ingen versjon 9.');
    await expectRefused(english, [{ ...item, template: { uuid: snowfall.template.uuid, version: 9 } }], ['items.0.template.version'], 'The template has no version 9.');
    await expectRefused(customer, [{ ...item, template: { uuid: randomUUID(), version: 1 } }], ['items.0.template.uuid'], 'Fant ikke malen.');
    await expectRefused(customer, [{ ...item, productUuid: productUuid('gift-mug') }], ['items.0.template.uuid'], 'Malen selges ikke som dette produktet.');
    await expectRefused(customer, [{ ...item, productUuid: randomUUID() }], ['items.0.productUuid'], 'Fant ikke produktet.');
    await expectRefused(customer, [{ ...item, productUuid: productUuid('retouch') }], ['items.0.productUuid'], 'Produktet lages ikke fra en mal.');
    expect((await readCart(customer)).orderLines).toEqual([]);
  });

  it('refuses resources that do not fit the template or leave a slot empty', async () => {
    const item = itemOf(await emmaFill(), snowfall.product, 1);
    const photo = item.templateData.userResources.images.photo;
    const unknownImage = withResources(item, (r) => (r.images.nowhere = photo));
    await expectRefused(customer, [unknownImage], [`items.0.${RES}.images.nowhere`], 'Malen har ikke feltet nowhere.');
    const unknownText = withResources(item, (r) => (r.texts.nowhere = { text: 'Hei' }));
    await expectRefused(customer, [unknownText], [`items.0.${RES}.texts.nowhere`], 'Malen har ikke feltet nowhere.');
    await expectRefused(english, [unknownText], [`items.0.${RES}.texts.nowhere`], 'The template has no field nowhere.');
    const empty = withResources(item, (r) => delete r.images.photo);
    await expectRefused(customer, [empty], [`items.0.${RES}.images.photo`], 'Produktet er ikke ferdig: bildefeltet photo mangler bilde.');
    await expectRefused(english, [empty], [`items.0.${RES}.images.photo`], 'The product is not complete: the image field photo has no picture.');
    const halfTurn = withResources(item, (r) => (r.images.photo.rotation = 45));
    await expectRefused(customer, [halfTurn], [`items.0.${RES}.images.photo.rotation`], 'Innholdet i produktet er ugyldig.');
    await expectRefused(english, [halfTurn], [`items.0.${RES}.images.photo.rotation`], 'The product content is invalid.');

    const calendar = itemOf(await emmaFill(wallCalendar.template), wallCalendar.product, 1);
    await expectRefused(customer, [{ ...calendar, templateData: { ...calendar.templateData, year: 2031 } }], ['items.0.templateData.year'], 'Kalenderen kan bare lages for 2026, 2027, 2028.');
    const card = itemOf(await emmaFill(), snowfall.product, 1);
    await expectRefused(customer, [{ ...card, templateData: { ...card.templateData, year: 2025 } }], ['items.0.templateData.year'], 'Året kan ikke være før 2026.');
    expect((await addItems(customer, [calendar])).newOrderLines).toHaveLength(1);
  });

  it('refuses a picture that is not the customer’s, naming the field, until the customer has that set', async () => {
    const item = itemOf(await emmaFill(), snowfall.product, 1);
    const noahPortrait = (await picturesOf(server, 'NOAH2026')).find((p) => p.pictureType === 'IP')!;
    const olavPortrait = (await picturesOf(server, 'OLAV2026')).find((p) => p.pictureType === 'IP')!;
    const field = `items.0.${RES}.images.photo.pictureUuid`;
    const notYours = 'Bildet er ikke i bildesettene dine eller blant bildene du har lastet opp.';
    await expectRefused(customer, [withPicture(item, 'photo', noahPortrait)], [field], notYours);
    await expectRefused(customer, [withPicture(item, 'photo', olavPortrait)], [field], notYours);
    await expectRefused(customer, [withPicture(item, 'photo', { uuid: randomUUID(), width: 100, height: 100 })], [field], notYours);
    await expectRefused(english, [withPicture(item, 'photo', noahPortrait)], [field], 'The picture is not in your picture sets or among your uploads.');
    expect((await readCart(customer)).orderLines).toEqual([]);

    // Noah's family owns the set: the same item is theirs to buy.
    const [line] = (await addItems(neighbour, [withPicture(item, 'photo', noahPortrait)])).newOrderLines as OrderLine[];
    expect(line.templateData!.userResources.images.photo.pictureUuid).toBe(noahPortrait.uuid);
  });

  it('refuses a crop outside the picture and a size that is not the picture’s', async () => {
    const item = itemOf(await emmaFill(), snowfall.product, 1);
    const { sourceWidth, sourceHeight } = item.templateData.userResources.images.photo;
    const outside = withResources(item, (r) => (r.images.photo.cropRect = { x: sourceWidth - 50, y: 0, width: 100, height: 100 }));
    const cropField = `items.0.${RES}.images.photo.cropRect`;
    await expectRefused(customer, [outside], [cropField], 'Utsnittet går utenfor bildet.');
    await expectRefused(english, [outside], [cropField], 'The crop reaches outside the picture.');
    const negative = withResources(item, (r) => (r.images.photo.cropRect = { x: -1, y: 0, width: 100, height: 100 }));
    await expectRefused(customer, [negative], [cropField]);
    // A turned picture is cropped in its turned size.
    const turned = withResources(item, (r) => {
      r.images.photo.rotation = 90;
      r.images.photo.cropRect = { x: 0, y: 0, width: sourceHeight, height: sourceHeight };
    });
    await expectRefused(customer, [turned], [cropField]);
    // Claiming a larger picture would let a crop reach past the real one.
    const bigger = withResources(item, (r) => {
      r.images.photo.sourceWidth = sourceWidth * 2;
      r.images.photo.cropRect = { x: sourceWidth, y: 0, width: sourceWidth, height: sourceHeight };
    });
    await expectRefused(customer, [bigger], [`items.0.${RES}.images.photo.sourceWidth`], `Bildestørrelsen stemmer ikke med bildet (${sourceWidth}x${sourceHeight}).`);
    const inside = withResources(item, (r) => (r.images.photo.cropRect = { x: sourceWidth - 100, y: sourceHeight - 100, width: 100, height: 100 }));
    expect((await addItems(customer, [inside])).newOrderLines).toHaveLength(1);
  });

  it('refuses a picture in a slot whose rules do not allow it: a portrait or an upload in a group-only slot', async () => {
    const klasse = itemOf(await emmaFill(classCard.template), classCard.product, 1);
    const emmaPortrait = (await picturesOf(server, 'EMMA2026')).find((p) => p.pictureType === 'IP')!;
    const field = `items.0.${RES}.images.class.pictureUuid`;
    await expectRefused(customer, [withPicture(klasse, 'class', emmaPortrait)], [field], 'Du kan ikke bruke dette bildet i dette bildefeltet.');
    await expectRefused(english, [withPicture(klasse, 'class', emmaPortrait)], [field], "You can't use this image in this image field.");

    const upload = { uuid: randomUUID(), userUuid: await userUuidOf(CUSTOMER.username), file: 'uploads/x.jpg', width: 1200, height: 1600, format: 'jpeg' as const, byteSize: 1000, originalName: 'x.jpg' };
    await server.db.insert(userImages).values(upload);
    await expectRefused(customer, [withPicture(klasse, 'class', upload)], [field]);
    // An upload counts as a portrait: allowed where portraits are.
    const snow = withPicture(itemOf(await emmaFill(), snowfall.product, 1), 'photo', upload);
    expect((await addItems(customer, [snow])).newOrderLines).toHaveLength(1);
    // Someone else's upload is not the customer's.
    expect((await post(neighbour, [snow])).body.data).toEqual([`items.0.${RES}.images.photo.pictureUuid`]);
  });

  it('refuses a background on a picture that is not a green-screen one', async () => {
    const item = itemOf(await emmaFill(), snowfall.product, 1);
    const [background] = await server.db.select().from(backgrounds).limit(1);
    const placed = withResources(item, (r) => (r.images.photo.background = { uuid: background.uuid }));
    await expectRefused(customer, [placed], [`items.0.${RES}.images.photo.background`], 'Bakgrunnen kan ikke brukes med dette bildet her.');
  });
});

describe('one line: GET, PUT and DELETE /api/webshop/cart/items/:uuid', () => {
  it('answers 404 for an unknown or malformed line, in the customer’s language', async () => {
    for (const uuid of [randomUUID(), 'no-such-line']) {
      expect(await customer.json('GET', `${ITEMS}/${uuid}`)).toEqual({ status: 404, body: { error: 'Fant ikke ordrelinjen.', code: 'not_found' } });
    }
    expect(await english.json('GET', `${ITEMS}/${randomUUID()}`)).toEqual({ status: 404, body: { error: 'No order line', code: 'not_found' } });
    expect(await english.json('DELETE', `${ITEMS}/${randomUUID()}`)).toEqual({ status: 404, body: { error: 'No order line', code: 'not_found' } });
  });

  it('hides another customer’s line: every call answers as for an unknown line and changes nothing', async () => {
    const item = itemOf(await emmaFill(), snowfall.product, 2);
    const [line] = (await addItems(customer, [item])).newOrderLines as OrderLine[];
    const before = await readCart(customer);
    const unknown = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['PUT', '', { template: item.template, templateData: item.templateData, quantity: 9 }],
      ['PUT', '/quantity', { quantity: 9 }],
      ['DELETE', ''],
    ];
    for (const [method, suffix, body] of calls) {
      const theirs = await neighbour.json(method, `${ITEMS}/${line.uuid}${suffix}`, body);
      const none = await neighbour.json(method, `${ITEMS}/${unknown}${suffix}`, body);
      expect(theirs, `${method} ${suffix}`).toEqual({ status: 404, body: { error: 'Fant ikke ordrelinjen.', code: 'not_found' } });
      expect(theirs).toEqual(none);
    }
    expect(await readCart(customer)).toEqual(before);
    expect((await readCart(neighbour)).orderLines).toEqual([]);
  });

  it('update mode replaces what the line holds, keeping quantity and sub-products unless given', async () => {
    const gran = itemOf(await emmaFill(granbar.template), granbar.product, 10, [sub(granbar.product, 'envelope-white')]);
    const [line] = (await addItems(customer, [gran])).newOrderLines as OrderLine[];
    expect(line.linePrice).toBe(10 * 25 + 10 * 5);

    const emmaPortraits = (await picturesOf(server, 'EMMA2026')).filter((p) => p.pictureType === 'IP');
    const other = emmaPortraits.find((p) => p.uuid !== gran.templateData.userResources.images.photo.pictureUuid)!;
    const changed = withResources(withPicture(gran, 'photo', other), (r) => (r.texts.greeting = { text: 'God jul fra oss!' }));
    const res = await customer.json<{ orderLine: OrderLine; summary: unknown }>('PUT', `${ITEMS}/${line.uuid}`, { template: changed.template, templateData: changed.templateData });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.orderLine).toMatchObject({ uuid: line.uuid, quantity: 10, subProductUuids: gran.subProductUuids, linePrice: 300 });
    expect(res.body.orderLine.templateData!.userResources.images.photo.pictureUuid).toBe(other.uuid);
    expect(res.body.orderLine.templateData!.userResources.texts.greeting.text).toBe('God jul fra oss!');
    expect(res.body.summary).toEqual({ itemCount: 10, totalPrice: 300 });

    // Another design sold as the same product, more pieces, no envelope.
    const birthday = itemOf(await emmaFill(flaggbanner.template), flaggbanner.product, 20);
    const moved = await customer.json<{ orderLine: OrderLine; summary: unknown }>('PUT', `${ITEMS}/${line.uuid}`, { template: birthday.template, templateData: birthday.templateData, quantity: 20, subProductUuids: [] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.orderLine).toMatchObject({ uuid: line.uuid, quantity: 20, subProductUuids: [], linePrice: 380, template: { uuid: flaggbanner.template.uuid } });
    expect(moved.body.summary).toEqual({ itemCount: 20, totalPrice: 380 });
    expect((await readCart(customer)).orderLines).toEqual([moved.body.orderLine]);
  });

  it('update mode checks like adding and leaves a refused line as it was', async () => {
    const snow = itemOf(await emmaFill(), snowfall.product, 2);
    const [line] = (await addItems(customer, [snow])).newOrderLines as OrderLine[];
    const before = await readCart(customer);
    const put = (body: unknown) => customer.json<ErrorBody>('PUT', `${ITEMS}/${line.uuid}`, body);
    const body = { template: snow.template, templateData: snow.templateData };

    const noahPortrait = (await picturesOf(server, 'NOAH2026')).find((p) => p.pictureType === 'IP')!;
    const stolen = withPicture(snow, 'photo', noahPortrait);
    const cases: [unknown, string[]][] = [
      [{ template: stolen.template, templateData: stolen.templateData }, [`${RES}.images.photo.pictureUuid`]],
      [{ ...body, subProductUuids: [sub(mug.product, 'gift-box')] }, ['subProductUuids.0']],
      [{ ...body, template: { uuid: snowfall.template.uuid, version: 9 } }, ['template.version']],
      [{ ...body, template: { uuid: granbar.template.uuid, version: 1 } }, ['template.uuid']],
    ];
    for (const [request, data] of cases) {
      const res = await put(request);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.data).toEqual(data);
    }
    expect(await readCart(customer)).toEqual(before);
  });

  it('deletes a line and answers the cart without it; the summary follows; total lines stay', async () => {
    const [first, second] = (await addItems(customer, [itemOf(await emmaFill(), snowfall.product, 1), itemOf(await emmaFill(mug.template), mug.product, 1)]))
      .newOrderLines as OrderLine[];
    expect(await summaryOf(customer)).toEqual({ itemCount: 2, totalPrice: 39 + 149 });
    const res = await customer.json<{ orderLines: OrderLine[]; summary: unknown; rebateCode: null }>('DELETE', `${ITEMS}/${first.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ orderLines: [second], summary: { itemCount: 1, totalPrice: 149 }, rebateCode: null });
    expect(await summaryOf(customer)).toEqual({ itemCount: 1, totalPrice: 149 });
    expect((await customer.json('DELETE', `${ITEMS}/${first.uuid}`)).status).toBe(404);

    const [total] = await server.db
      .insert(cartLines)
      .values({ userUuid: await userUuidOf(CUSTOMER.username), type: 4, description: 'Herav mva.', quantity: 1, linePrice: '29.80' })
      .returning();
    const refused = await customer.json<ErrorBody>('DELETE', `${ITEMS}/${total.uuid}`);
    expect(refused).toEqual({ status: 400, body: { error: 'Denne linjen kan ikke fjernes.', code: 'validation', data: ['uuid'] } });
  });
});

describe('PUT /api/webshop/cart/items/:uuid/quantity', () => {
  const setQuantity = (client: TestClient, uuid: string, quantity: unknown) =>
    client.json<ErrorBody & { orderLines: OrderLine[]; summary: unknown }>('PUT', `${ITEMS}/${uuid}/quantity`, { quantity });

  it('sets the quantity and reprices the line by its tiers; the summary follows', async () => {
    const [line] = (await addItems(customer, [itemOf(await emmaFill(granbar.template), granbar.product, 5, [sub(granbar.product, 'envelope-white')])]))
      .newOrderLines as OrderLine[];
    expect(line.linePrice).toBe(5 * 25 + 5 * 5);
    for (const [quantity, price] of [
      [20, 20 * 19 + 20 * 5],
      [50, 50 * 15 + 50 * 5],
      [7, 7 * 25 + 7 * 5],
    ]) {
      const res = await setQuantity(customer, line.uuid, quantity);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.orderLines.map((l) => [l.uuid, l.quantity, l.linePrice])).toEqual([[line.uuid, quantity, price]]);
      expect(res.body.summary).toEqual({ itemCount: quantity, totalPrice: price });
      expect(await summaryOf(customer)).toEqual({ itemCount: quantity, totalPrice: price });
    }
  });

  it('refuses below the product’s minimum, above the limit and lines whose quantity is fixed, naming the field', async () => {
    const [line] = (await addItems(customer, [itemOf(await emmaFill(granbar.template), granbar.product, 6)])).newOrderLines as OrderLine[];
    expect(await setQuantity(customer, line.uuid, 4)).toEqual({ status: 400, body: { error: 'Antallet må være minst 5.', code: 'validation', data: ['quantity'] } });
    expect((await setQuantity(english, line.uuid, 4)).body.error).toBe('The quantity must be at least 5.');
    for (const quantity of [0, 10001, 2.5, '7']) expect((await setQuantity(customer, line.uuid, quantity)).body.data).toEqual(['quantity']);

    const [pkg] = await server.db
      .insert(cartLines)
      .values({ userUuid: await userUuidOf(CUSTOMER.username), type: 0, description: 'Fotopakke Familie', quantity: 1, linePrice: '499.00', productUuid: productUuid('package-family') })
      .returning();
    expect(await setQuantity(customer, pkg.uuid, 2)).toEqual({ status: 400, body: { error: 'Antallet på denne linjen kan ikke endres.', code: 'validation', data: ['quantity'] } });
    expect((await setQuantity(english, pkg.uuid, 2)).body.error).toBe('The quantity of this line cannot be changed.');

    const cart = await readCart(customer);
    expect(cart.orderLines.map((l) => [l.uuid, l.quantity, l.canChangeQuantity])).toEqual([
      [line.uuid, 6, true],
      [pkg.uuid, 1, false],
    ]);
  });
});
