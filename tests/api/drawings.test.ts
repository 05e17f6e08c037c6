import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineDrawingDigest, lineDrawingUrl, tileDrawingUrl, type TileDrawingInputs } from '../../src/api/contract/drawings';
import { defaultYear } from '../../src/domain/year';
import { subjectUuid } from '../../src/server/db/seed/jobs';
import { widthInBox } from '../../src/server/services/drawings/drawFirstPart';
import { checkOutWithInvoice } from '../support/accountFixtures';
import { addItems, demoTemplate, fill, itemOf, readCart, tickingClock, twoFamilies } from '../support/cartFixtures';
import { subjectOf } from '../support/templateFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;

const NOW = '2026-09-01T10:00:00Z';
let server: Server;
let customer: TestClient;
let neighbour: TestClient;

beforeAll(async () => {
  // A cache of its own: every drawing is really drawn here.
  server = await createTestServer({ now: tickingClock(NOW), cacheDir: mkdtempSync(path.join(os.tmpdir(), 'drawings-cache-')) });
  ({ customer, neighbour } = await twoFamilies(server));
});

afterAll(async () => {
  await rm(server.config.cacheDir, { recursive: true, force: true });
  await server.close();
});

async function webp(res: Response) {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  const data = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(data).metadata();
  expect(meta.format).toBe('webp');
  // Not a blank picture: the customer's photo is in it.
  const stats = await sharp(data).stats();
  expect(stats.channels.slice(0, 3).some((c) => c.stdev > 10)).toBe(true);
  return { data, meta };
}

const snowfall = demoTemplate('Julekort 15x15 Snøfall');

/** The tile's URL as the list page names it, from the list call's answer for the subject. */
async function tileInputs(client: TestClient, subject: string, name: string, lang: 'nb' | 'en' = 'nb'): Promise<TileDrawingInputs> {
  const { template } = demoTemplate(name);
  const list = await client.json<{ templates: { uuid: string; version: number; userResources: unknown }[] }>(
    'GET',
    `/api/webshop/templates/cards/categories/${template.categories[0]}/subjects/${subjectUuid(subject)}`,
  );
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const item = list.body.templates.find((t) => t.uuid === template.uuid)!;
  return {
    template: { uuid: item.uuid, version: item.version },
    subjectUuid: subjectUuid(subject),
    lang,
    year: defaultYear({ currentYear: 2026, supportedYears: [] }),
    subjectName: (await subjectOf(server, `${subject.toUpperCase()}2026`)).name,
    userResources: item.userResources,
  };
}

describe('a template tile drawn with the customer picture set (GET /api/webshop/drawings/templates/...)', () => {
  it('is a WebP of the first part fitted into the 400:290 box, kept for good when the URL names what is drawn, 304 for its ETag', async () => {
    const inputs = await tileInputs(customer, 'emma', snowfall.template.name.nb);
    const url = tileDrawingUrl(inputs, 360);
    const res = await customer.call('GET', url);
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const { meta } = await webp(res);
    expect(meta.width).toBe(widthInBox(snowfall.template, { width: 360, height: Math.round((360 * 290) / 400) }));
    const etag = res.headers.get('etag')!;
    expect((await customer.call('GET', url, undefined, { 'if-none-match': etag })).status).toBe(304);
    const small = await webp(await customer.call('GET', tileDrawingUrl(inputs, 180)));
    expect(small.meta.width).toBeLessThan(meta.width!);
  });

  it('changes with the picture set: another subject draws other pixels under another URL', async () => {
    const emma = await tileInputs(customer, 'emma', snowfall.template.name.nb);
    const noah = await tileInputs(neighbour, 'noah', snowfall.template.name.nb);
    expect(tileDrawingUrl(noah, 270)).not.toBe(tileDrawingUrl(emma, 270));
    const a = await webp(await customer.call('GET', tileDrawingUrl(emma, 270)));
    const b = await webp(await neighbour.call('GET', tileDrawingUrl(noah, 270)));
    expect(a.data.equals(b.data)).toBe(false);
  });

  it('an outdated URL gets the current drawing, revalidated each time', async () => {
    const inputs = await tileInputs(customer, 'emma', snowfall.template.name.nb);
    const stale = tileDrawingUrl({ ...inputs, userResources: { images: {}, texts: {} } }, 270);
    const res = await customer.call('GET', stale);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const current = await webp(await customer.call('GET', tileDrawingUrl(inputs, 270)));
    expect((await webp(res)).data.equals(current.data)).toBe(true);
  });

  it('only for the owner of the set: 401 for a visitor, 403 for another family, 404 for an unknown subject', async () => {
    const inputs = await tileInputs(customer, 'emma', snowfall.template.name.nb);
    const url = tileDrawingUrl(inputs, 270);
    expect((await server.client().call('GET', url)).status).toBe(401);
    const other = await neighbour.call('GET', url);
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: string }).error).toMatch(/bildesett/);
    expect((await customer.call('GET', url.replace(inputs.subjectUuid, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('400 with the field for a bad size, language, digest, uuid or version; 404 for an unknown version', async () => {
    const inputs = await tileInputs(customer, 'emma', snowfall.template.name.nb);
    const url = tileDrawingUrl(inputs, 270);
    const bad: [string, string][] = [
      [url.replace('/270.webp', '/271.webp'), 'size'],
      [url.replace('/270.webp', '/270.png'), 'size'],
      [url.replace('lang=nb', 'lang=de'), 'lang'],
      [url.replace(/v=[0-9a-z]+/, 'v=not-a-digest!'), 'v'],
      [url.replace(inputs.template.uuid, 'not-a-uuid'), 'uuid'],
      [url.replace(`/${inputs.template.version}/`, '/0/'), 'version'],
    ];
    for (const [wrong, field] of bad) {
      const res = await customer.call('GET', wrong);
      expect(res.status, wrong).toBe(400);
      expect(((await res.json()) as { data: string[] }).data).toEqual([field]);
    }
    expect((await customer.call('GET', url.replace(`/${inputs.template.version}/`, '/999/'))).status).toBe(404);
  });
});

describe("an order line's drawing (GET /api/webshop/drawings/lines/...)", () => {
  it('draws a cart line from its stored data, changes when the line changes, and keeps drawing it on the receipt once ordered', async () => {
    const client = customer;
    const filled = await fill(client, snowfall.template, subjectUuid('emma'));
    await addItems(client, [itemOf(filled, snowfall.product, 2)]);
    const line = (await readCart(client)).orderLines.find((l) => l.template?.uuid === snowfall.template.uuid)!;
    const inputs = { template: { uuid: line.template!.uuid, version: line.template!.version }, templateData: line.templateData };
    const first = await client.call('GET', lineDrawingUrl(line.uuid, inputs, 96));
    expect(first.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const before = await webp(first);
    expect(Math.max(before.meta.width!, before.meta.height!)).toBe(96);
    expect((await client.call('GET', lineDrawingUrl(line.uuid, inputs, 96), undefined, { 'if-none-match': first.headers.get('etag')! })).status).toBe(304);

    // The customer writes another greeting: the line's URL and its pixels change.
    const texts = Object.fromEntries(Object.keys(filled.userResources.texts).map((id) => [id, { text: 'God jul fra oss alle sammen!' }]));
    const changed = { year: filled.year, userResources: { ...filled.userResources, texts: { ...filled.userResources.texts, ...texts } } };
    const put = await client.json('PUT', `/api/webshop/cart/items/${line.uuid}`, { template: filled.template, templateData: changed });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const updated = (await readCart(client)).orderLines.find((l) => l.uuid === line.uuid)!;
    const newInputs = { template: inputs.template, templateData: updated.templateData };
    expect(lineDrawingDigest(newInputs)).not.toBe(lineDrawingDigest(inputs));
    const after = await webp(await client.call('GET', lineDrawingUrl(line.uuid, newInputs, 96)));
    expect(after.data.equals(before.data)).toBe(false);

    // Invoiced: the cart is emptied, the receipt names the line by the same uuid.
    await checkOutWithInvoice(client);
    expect((await readCart(client)).orderLines.some((l) => l.uuid === line.uuid)).toBe(false);
    const ordered = await client.call('GET', lineDrawingUrl(line.uuid, newInputs, 192));
    expect(ordered.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Math.max((await webp(ordered)).meta.width!, 0)).toBeGreaterThan(96);
  });

  it('only for the owner: 401 for a visitor, 404 for another family; 400 for a bad uuid or box', async () => {
    const filled = await fill(customer, snowfall.template, subjectUuid('emma'));
    await addItems(customer, [itemOf(filled, snowfall.product, 1)]);
    const line = (await readCart(customer)).orderLines.find((l) => l.template?.uuid === snowfall.template.uuid)!;
    const url = lineDrawingUrl(line.uuid, { template: { uuid: line.template!.uuid, version: line.template!.version }, templateData: line.templateData }, 64);
    expect((await server.client().call('GET', url)).status).toBe(401);
    expect((await neighbour.call('GET', url)).status).toBe(404);
    const badUuid = await customer.call('GET', url.replace(line.uuid, 'nope'));
    expect(badUuid.status).toBe(400);
    expect(((await badUuid.json()) as { data: string[] }).data).toEqual(['line']);
    const badBox = await customer.call('GET', url.replace('/64.webp', '/65.webp'));
    expect(badBox.status).toBe(400);
    expect(((await badBox.json()) as { data: string[] }).data).toEqual(['size']);
  });
});
