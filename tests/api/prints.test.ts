/**
 * Frozen order lines and the lab's hot folder: what a customer put in the cart is drawn with the
 * texts and language they saw, a paid or invoiced order's print files land in PRINT_DIR as a lab
 * wants them, and what an order prints cannot change or go away under it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, PDFName, type PDFArray, type PDFNumber } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { paymentOptionUuid } from '../../src/server/db/seed/checkout';
import { mmToPoints } from '../../src/engine/model';
import { printOrderJob } from '../../src/server/services/prints/printJob';
import { localPrintStore } from '../../src/server/services/prints/printStore';
import { renderOrderPrints, type PrintDeps } from '../../src/server/services/prints/renderOrderPrints';
import type { Ticket } from '../../src/server/services/prints/ticket';
import { addItems, demoTemplate, fill, itemOf, readCart, signedIn, tickingClock } from '../support/cartFixtures';
import { CARD_BY_POST } from '../support/paidOrder';
import { personNumber } from '../support/personNumber';
import { CUSTOMER, SUPPORT, subjectOf } from '../support/templateFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;

let server: Server;
let customer: TestClient;
let deps: PrintDeps;

const winter = demoTemplate('Julekort 15x15 Vinterportrett');
const desk = demoTemplate('Bordkalender 20x10 Grønnskjerm');
const mug = demoTemplate('Krus med bilde og navn');

beforeAll(async () => {
  server = await createTestServer({ now: tickingClock('2026-09-01T10:00:00Z') });
  customer = await signedIn(server, CUSTOMER);
  deps = { db: server.db, media: server.deps.media, mediaDir: server.config.mediaDir, store: localPrintStore(server.config.printDir), now: () => new Date('2026-09-02T08:00:00Z') };
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.delete(schema.cartLines);
  await server.db.update(schema.checkouts).set({ closedAt: new Date('2026-01-01T00:00:00Z') });
});

const CHECKOUT = '/api/webshop/checkout';

async function emmaItem(client: TestClient, demo: typeof winter, quantity: number) {
  const filled = await fill(client, demo.template, (await subjectOf(server, 'EMMA2026')).subjectUuid);
  return itemOf(filled, demo.product, quantity);
}

/** Checks out the cart by card (approved or declined in the sandbox) or invoice; answers the order's uuid. */
async function order(client: TestClient, how: 'paid' | 'declined' | 'invoiced'): Promise<string> {
  const checkout = (await client.json<{ checkoutUuid: string }>('POST', CHECKOUT)).body;
  const invoice = how === 'invoiced';
  const res = await client.json<{ transaction: { uuid: string; state: string }; order: { uuid: string } }>('POST', `${CHECKOUT}/${checkout.checkoutUuid}/transaction`, {
    ...CARD_BY_POST,
    ...(invoice ? { paymentOptionUuid: paymentOptionUuid('invoice'), paymentOptionData: { pid: personNumber(new Date('1985-02-01')) } } : {}),
    client: 'desktop',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (!invoice) {
    const answer = await client.json('POST', `/api/webshop/payments/sandbox/${res.body.transaction.uuid}/${how === 'paid' ? 'approve' : 'decline'}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return res.body.order.uuid;
}

const folderOf = (orderUuid: string) => path.join(server.config.printDir, orderUuid.slice(0, 8));
const ticketOf = (orderUuid: string): Ticket => JSON.parse(readFileSync(path.join(folderOf(orderUuid), 'ticket.json'), 'utf8'));

/** A page box's width and height in points (PDF writes [left bottom right top]). */
function box(page: ReturnType<PDFDocument['getPage']>, name: 'TrimBox' | 'BleedBox'): [number, number] {
  const [left, bottom, right, top] = (page.node.lookup(PDFName.of(name)) as PDFArray).asArray().map((n) => (n as PDFNumber).asNumber());
  return [right - left, top - bottom];
}

/** pdfimages (poppler-utils) lists each embedded raster with its pixel size and resolution. */
function rasters(file: string): { width: number; height: number; xppi: number; yppi: number }[] {
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return rows.map((row) => {
    const cols = row.trim().split(/\s+/);
    return { width: Number(cols[3]), height: Number(cols[4]), xppi: Number(cols[12]), yppi: Number(cols[13]) };
  });
}

describe('a frozen cart line', () => {
  it('keeps the greeting and language the customer saw after the shop switches to English', async () => {
    const item = await emmaItem(customer, winter, 1);
    // The editor showed the default greeting and did not store it as a text of the customer's.
    expect(item.templateData.userResources.texts.greeting).toBeUndefined();
    await addItems(customer, [{ ...item, templateData: { ...item.templateData, lang: 'nb', subjectName: 'Emma Hansen' } }]);
    expect((await customer.put('/api/webshop/language', { lang: 'en' })).status).toBe(200);
    const [line] = (await readCart(customer)).orderLines;
    expect(line.templateData).toMatchObject({ lang: 'nb', userResources: { texts: { greeting: { text: 'God jul og godt nytt år' } } } });
    expect((await customer.put('/api/webshop/language', { lang: 'nb' })).status).toBe(200);
  });

  it('takes the request language when the editor does not say which it showed', async () => {
    const english = await signedIn(server, CUSTOMER, 'en');
    await addItems(english, [await emmaItem(english, winter, 1)]);
    const [line] = (await readCart(english)).orderLines;
    expect(line.templateData).toMatchObject({ lang: 'en', userResources: { texts: { greeting: { text: 'Merry Christmas and a happy new year' } } } });
  });
});

// Rendering at 300 DPI takes seconds per line on a shared core.
describe('print files', { timeout: 180_000 }, () => {
  it('land in the hot folder for a paid order: a PDF per line with a page per part at part plus bleed, 300 DPI, a packing slip and the ticket last', async () => {
    await addItems(customer, [await emmaItem(customer, winter, 5), await emmaItem(customer, desk, 1), await emmaItem(customer, mug, 2)]);
    const orderUuid = await order(customer, 'paid');
    // The approval queued the print job, which ran with the call (the test server drains the queue after each call).
    expect(ticketOf(orderUuid).lines).toHaveLength(3);
    // The confirmation shows each personalised line as a PNG drawn on the server, inline by Content-ID.
    const mail = server.outbox().find((m) => m.subject.includes(orderUuid.slice(0, 8)))!;
    for (const n of [1, 2, 3]) expect(mail.raw).toContain(`cid:line-${n}.${orderUuid.slice(0, 8)}@skolefoto`);
    const parts = [...mail.raw.matchAll(/Content-Type: image\/png[^]*?Content-ID: <([^>]+)>\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g)];
    expect(parts.map((p) => p[1])).toHaveLength(3);
    for (const part of parts) {
      const png = PNG.sync.read(Buffer.from(part[2].replace(/\s/g, ''), 'base64'));
      expect(Math.max(png.width, png.height)).toBeLessThanOrEqual(640);
      expect(Math.max(png.width, png.height)).toBeGreaterThan(300);
    }
    const written: string[] = [];
    const ticket = await renderOrderPrints({ ...deps, afterFile: (name) => void written.push(name) }, orderUuid);
    expect(ticket).not.toBeNull();
    expect(written.at(-1)).toBe('ticket.json');
    expect(written.at(-2)).toBe('packing-slip.pdf');

    const folder = folderOf(orderUuid);
    expect(readdirSync(folder).sort()).toEqual(['line-01.pdf', 'line-02.pdf', 'line-03.pdf', 'packing-slip.pdf', 'ticket.json']);
    const onDisk = ticketOf(orderUuid);
    expect(onDisk).toMatchObject({ reference: orderUuid.slice(0, 8), orderUuid, customer: { name: 'Kari Nordmann' }, delivery: { type: 'postage', address: { address1: 'Kalfarveien 31', postalCode: '5018' } } });
    expect(onDisk.lines.map((l) => [l.line, l.template.name, l.quantity, l.pages, l.files])).toEqual([
      [1, 'Julekort 15x15 Vinterportrett', 5, 1, ['line-01.pdf']],
      [2, 'Bordkalender 20x10 Grønnskjerm', 1, 13, ['line-02.pdf']],
      [3, 'Krus med bilde og navn', 2, 1, ['line-03.pdf']],
    ]);
    expect(onDisk.lines[0]).toMatchObject({ product: 'Kort 15x15 cm', sizeMm: { width: 150, height: 150 } });

    for (const [index, demo] of [winter, desk, mug].entries()) {
      const file = path.join(folder, `line-0${index + 1}.pdf`);
      const pdf = await PDFDocument.load(readFileSync(file));
      const { parts, bleed } = demo.template;
      expect(pdf.getPageCount()).toBe(parts.length);
      pdf.getPages().forEach((page, i) => {
        const [bw, bh] = box(page, 'BleedBox');
        expect(bw).toBeCloseTo(mmToPoints(parts[i].size.width + 2 * bleed), 2);
        expect(bh).toBeCloseTo(mmToPoints(parts[i].size.height + 2 * bleed), 2);
        const [tw, th] = box(page, 'TrimBox');
        expect(tw).toBeCloseTo(mmToPoints(parts[i].size.width), 2);
        expect(th).toBeCloseTo(mmToPoints(parts[i].size.height), 2);
      });
      const images = rasters(file);
      expect(images).toHaveLength(parts.length);
      images.forEach((image, i) => {
        expect(image.width).toBe(Math.round(((parts[i].size.width + 2 * bleed) / 25.4) * 300));
        expect([image.xppi, image.yppi]).toEqual([300, 300]);
      });
    }
    const slip = execFileSync('pdftotext', [path.join(folder, 'packing-slip.pdf'), '-'], { encoding: 'utf8' });
    expect(slip).toContain(orderUuid.slice(0, 8));
    expect(slip).toContain('Kari Nordmann');
    expect(slip).toContain('Bordkalender 20x10 Grønnskjerm');
  });

  it('prints invoiced orders too, and never declined ones', async () => {
    await addItems(customer, [await emmaItem(customer, mug, 1)]);
    const declined = await order(customer, 'declined');
    expect(await renderOrderPrints(deps, declined)).toBeNull();
    expect(existsSync(folderOf(declined))).toBe(false);

    const invoiced = await order(customer, 'invoiced');
    expect(ticketOf(invoiced).lines.map((l) => l.files)).toEqual([['line-01.pdf']]);
  });

  it('completes the folder when a run stopped half-way is run again; no ticket before every file is there', async () => {
    await addItems(customer, [await emmaItem(customer, winter, 1), await emmaItem(customer, mug, 1)]);
    const orderUuid = await order(customer, 'paid');
    rmSync(folderOf(orderUuid), { recursive: true });
    const stop = new Error('worker killed');
    await expect(
      renderOrderPrints({ ...deps, afterFile: () => { throw stop; } }, orderUuid),
    ).rejects.toBe(stop);
    expect(readdirSync(folderOf(orderUuid))).toEqual(['line-01.pdf']);
    // The job runs again (a retry, or a run after a restart) and completes the folder.
    await server.deps.jobs.enqueue(server.db, printOrderJob, { orderUuid });
    await server.drainJobs();
    expect(readdirSync(folderOf(orderUuid)).sort()).toEqual(['line-01.pdf', 'line-02.pdf', 'packing-slip.pdf', 'ticket.json']);
  });

  it('renders a line the same after its template got a new version', async () => {
    await addItems(customer, [await emmaItem(customer, winter, 1)]);
    const orderUuid = await order(customer, 'paid');
    await renderOrderPrints(deps, orderUuid);
    const file = path.join(folderOf(orderUuid), 'line-01.pdf');
    const first = readFileSync(file);

    const { uuid, version } = winter.template;
    const changed = { ...winter.template, version: version + 1, parts: winter.template.parts.map((p) => ({ ...p, layers: p.layers.slice(1) })) };
    await server.db.insert(schema.templateVersions).values({ templateUuid: uuid, version: version + 1, type: 'CARD', categories: changed.categories, definition: changed });
    await server.db.update(schema.templates).set({ currentVersion: version + 1 }).where(eq(schema.templates.uuid, uuid));
    try {
      await renderOrderPrints(deps, orderUuid);
      expect(readFileSync(file).equals(first)).toBe(true);
    } finally {
      await server.db.update(schema.templates).set({ currentVersion: version }).where(eq(schema.templates.uuid, uuid));
    }
  });
});

describe('what an order prints stays', { timeout: 60_000 }, () => {
  it('refuses changing or deleting a published template version', async () => {
    const { uuid, version } = winter.template;
    const refusal = (query: Promise<unknown>) => query.then(() => 'done', (err: Error) => String(err.cause ?? err));
    expect(await refusal(server.db.execute(sql`update template_versions set categories = '{}' where template_uuid = ${uuid} and version = ${version}`))).toMatch(/is published and cannot be changed/);
    expect(await refusal(server.db.execute(sql`delete from template_versions where template_uuid = ${uuid} and version = ${version}`))).toMatch(/is published and cannot be changed/);
    const [row] = await server.db.select().from(schema.templateVersions).where(eq(schema.templateVersions.templateUuid, uuid)).limit(1);
    expect(row.categories.length).toBeGreaterThan(0);
  });

  it('refuses deleting a picture or an upload an order prints', async () => {
    const item = await emmaItem(customer, winter, 1);
    await addItems(customer, [item]);
    await order(customer, 'invoiced');
    const pictureUuid = Object.values(item.templateData.userResources.images)[0].pictureUuid;
    const refused = await server.db.delete(schema.pictures).where(eq(schema.pictures.uuid, pictureUuid)).then(() => null, (err: Error) => err);
    expect(String(refused?.cause ?? refused)).toMatch(/order_line_pictures/);
    expect(await server.db.select().from(schema.pictures).where(eq(schema.pictures.uuid, pictureUuid))).toHaveLength(1);
  });
});

describe('support and the print files', { timeout: 180_000 }, () => {
  it('lists, downloads, re-renders and draws a print page for staff only', async () => {
    await addItems(customer, [await emmaItem(customer, desk, 1)]);
    const orderUuid = await order(customer, 'paid');
    const [line] = (await server.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderUuid, orderUuid))).filter((l) => l.templateUuid);
    const base = `/api/webshop/support/orders/${orderUuid}`;
    expect((await customer.json('GET', `${base}/prints`)).status).toBe(403);
    expect((await customer.call('GET', `${base}/prints/line-01.pdf`)).status).toBe(403);

    const staff = await signedIn(server, SUPPORT);
    const listed = await staff.json<{ reference: string; files: string[]; ticket: Ticket }>('GET', `${base}/prints`);
    expect(listed.body).toMatchObject({ reference: orderUuid.slice(0, 8), files: ['line-01.pdf', 'packing-slip.pdf', 'ticket.json'] });
    expect(listed.body.ticket.lines[0]).toMatchObject({ pages: 13 });

    const pdf = await staff.call('GET', `${base}/prints/line-01.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount()).toBe(13);
    expect((await staff.call('GET', `${base}/prints/..%2Fsecret.pdf`)).status).toBe(404);

    const page = await staff.call('GET', `${base}/lines/${line.uuid}/pages/13.png?width=400`);
    expect(page.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(await page.arrayBuffer()));
    const { size } = desk.template.parts[12];
    expect([png.width, png.height]).toEqual([400, Math.round((400 * (size.height + 2 * desk.template.bleed)) / (size.width + 2 * desk.template.bleed))]);
    expect((await staff.call('GET', `${base}/lines/${line.uuid}/pages/14.png`)).status).toBe(404);
    expect((await staff.call('GET', `${base}/lines/${line.uuid}/pages/1.png?width=5000`)).status).toBe(400);

    rmSync(folderOf(orderUuid), { recursive: true });
    const again = await staff.json('POST', `${base}/prints`);
    expect(again.status).toBe(202);
    expect(readdirSync(folderOf(orderUuid)).sort()).toEqual(['line-01.pdf', 'packing-slip.pdf', 'ticket.json']);
  });
});
