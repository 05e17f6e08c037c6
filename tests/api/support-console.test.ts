import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSupportCustomer, getSupportOrder, listEditorStates, supportSearch } from '../../src/api/contract';
import { orders, supportAuditLog } from '../../src/server/db/schema';
import { subjectUuid } from '../../src/server/db/seed/jobs';
import { placeInvoicedOrder } from '../support/accountFixtures';
import { demoTemplate, fill, readCart, registerCustomer } from '../support/cartFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let support: TestClient;
/** A customer of this suite alone: nobody else's orders or audit entries in the way. */
let customer: TestClient;
let customerUuid: string;
const email = `ola-${Date.now()}@example.no`;
const EMMA = subjectUuid('emma');

beforeAll(async () => {
  server = await createTestServer();
  support = await server.client().login('support@example.no', 'support1234');
  customer = await registerCustomer(server, email, '+47 912 34 567', 'EMMA2026');
  customerUuid = ((await customer.json<{ user: { uuid: string } }>('GET', '/api/webshop/session')).body.user.uuid);
});
afterAll(async () => {
  await server.close();
});

const search = (client: TestClient, q: string) => client.json('GET', `/api/webshop/support/search?q=${encodeURIComponent(q)}`);
const customerPage = async (uuid = customerUuid) => {
  const res = await support.json('GET', `/api/webshop/support/customers/${uuid}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return getSupportCustomer.response.parse(res.body);
};

describe('staff only', () => {
  it('answers 401 signed out and 403 to a customer, for every support console call', async () => {
    const orderUuid = await placeInvoicedOrder(customer, EMMA);
    const calls: [string, string][] = [
      ['GET', '/api/webshop/support/search?q=kunde'],
      ['GET', `/api/webshop/support/customers/${customerUuid}`],
      ['GET', `/api/webshop/support/orders/${orderUuid}`],
      ['POST', `/api/webshop/support/orders/${orderUuid}/lines/${orderUuid}/add-to-cart`],
      ['GET', `/api/webshop/support/recordings/${orderUuid}/editor-states`],
    ];
    for (const [method, path] of calls) {
      expect((await server.client().json(method, path)).status, `${method} ${path} signed out`).toBe(401);
      expect(await customer.json(method, path), `${method} ${path} as a customer`).toEqual({
        status: 403,
        body: { error: 'Du har ikke tilgang til dette.', code: 'forbidden' },
      });
    }
  });
});

describe('GET /api/webshop/support/search', () => {
  const customersOf = (body: unknown) => supportSearch.response.parse(body).customers;

  it('finds a customer by a part of the e-mail, the mobile number written any way, and a subject code', async () => {
    const byEmail = customersOf((await search(support, email.slice(0, 12).toUpperCase())).body);
    expect(byEmail).toEqual([expect.objectContaining({ uuid: customerUuid, email, matches: ['email'] })]);

    for (const written of ['91234567', '+4791234567', '912 34 567']) {
      const found = customersOf((await search(support, written)).body).find((c) => c.uuid === customerUuid);
      expect(found?.matches, written).toContain('mobile');
    }

    // The code is matched whole and without case; every account holding the set is found.
    const byCode = customersOf((await search(support, 'emma2026')).body);
    expect(byCode.map((c) => c.email)).toEqual(expect.arrayContaining([email, 'kunde@example.no']));
    expect(byCode.find((c) => c.uuid === customerUuid)?.matches).toEqual(['code']);
    expect(customersOf((await search(support, 'EMMA202')).body).filter((c) => c.matches.includes('code'))).toEqual([]);
  });

  it('lists the newest holders of a code first, so a code many families share still finds the one who just added it', async () => {
    const later = `zzz-later-${Date.now()}@example.no`;
    await registerCustomer(server, later, '+47 912 34 568', 'EMMA2026');
    const byCode = customersOf((await search(support, 'emma2026')).body).map((c) => c.email);
    expect(byCode[0]).toBe(later);
    expect(byCode.indexOf(email)).toBeLessThan(byCode.indexOf('kunde@example.no'));
  });

  it('finds an order by its reference (with or without #), with its customer', async () => {
    const orderUuid = await placeInvoicedOrder(customer, EMMA);
    for (const q of [orderUuid.slice(0, 8), `#${orderUuid.slice(0, 8).toUpperCase()}`]) {
      const found = supportSearch.response.parse((await search(support, q)).body);
      expect(found.orders, q).toEqual([
        { uuid: orderUuid, reference: orderUuid.slice(0, 8), state: 'invoiced', createdAt: expect.any(String), customer: expect.objectContaining({ uuid: customerUuid }) },
      ]);
      expect(found.customers.find((c) => c.uuid === customerUuid)?.matches).toContain('order');
    }
  });

  it('never lists support staff, and refuses a term shorter than 2 characters', async () => {
    expect(customersOf((await search(support, 'support@example')).body)).toEqual([]);
    expect(await search(support, ' a ')).toEqual({
      status: 400,
      body: { error: expect.stringContaining('q'), code: 'validation', data: ['q'] },
    });
    expect((await support.json('GET', '/api/webshop/support/search')).status).toBe(400);
  });
});

describe('customer and order pages, and the audit log', () => {
  it("shows the customer's sets with their codes, cart, orders, and what support did: simulate start and stop", async () => {
    const before = await customerPage();
    expect(before.customer).toMatchObject({ uuid: customerUuid, email });
    expect(before.pictureSets.map((s) => [s.subject.name, s.code])).toEqual([['Emma Hansen', 'EMMA2026']]);

    const staff = await server.client().login('support@example.no', 'support1234');
    expect((await staff.json('POST', '/api/webshop/support/simulate', { email })).status).toBe(200);
    expect((await staff.json('POST', '/api/webshop/support/stop-simulating')).status).toBe(200);

    const after = await customerPage();
    expect(after.audit.slice(0, 2).map((a) => a.action)).toEqual(['simulate_stop', 'simulate_start']);
    expect(after.audit[0]).toMatchObject({ staff: { email: 'support@example.no', name: 'Silje Support' }, order: null });
    expect(after.audit.length).toBe(before.audit.length + 2);
    // Written for this customer only.
    const rows = await server.db.select().from(supportAuditLog).where(eq(supportAuditLog.customerUuid, customerUuid));
    expect(rows.length).toBe(after.audit.length);
  });

  it('records the support user on an order placed while simulating, and shows the order with its history, payment and lines', async () => {
    const staff = await server.client().login('support@example.no', 'support1234');
    expect((await staff.json('POST', '/api/webshop/support/simulate', { email })).status).toBe(200);
    const orderUuid = await placeInvoicedOrder(staff, EMMA, 10);
    const [row] = await server.db.select({ placedBy: orders.placedByStaffUuid }).from(orders).where(eq(orders.uuid, orderUuid));
    expect(row.placedBy).not.toBeNull();
    // The customer's own orders record nobody.
    const own = await placeInvoicedOrder(customer, EMMA);

    const page = await customerPage();
    expect(page.orders.find((o) => o.uuid === orderUuid)?.placedBy).toEqual({ name: 'Silje Support', email: 'support@example.no' });
    expect(page.orders.find((o) => o.uuid === own)?.placedBy).toBeNull();

    const res = await support.json('GET', `/api/webshop/support/orders/${orderUuid}`);
    expect(res.status).toBe(200);
    const view = getSupportOrder.response.parse(res.body);
    expect(view.order).toMatchObject({ uuid: orderUuid, reference: orderUuid.slice(0, 8), state: 'invoiced', isInvoice: true, placedBy: { email: 'support@example.no' } });
    expect(view.customer.uuid).toBe(customerUuid);
    expect(view.history.map((h) => h.to)).toEqual(['created', 'awaiting_payment', 'invoiced']);
    expect(view.payment).toMatchObject({ state: 'invoiced', provider: expect.any(String) });
    const card = view.lines.find((l) => l.template !== null)!;
    const snowfall = demoTemplate('Julekort 15x15 Snøfall').template;
    expect(card).toMatchObject({ quantity: 10, template: { uuid: snowfall.uuid, version: snowfall.version }, product: { type: 1 } });
    expect(Object.keys(card.templateData!.userResources.images).length).toBeGreaterThan(0);

    expect((await support.json('GET', '/api/webshop/support/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await support.json('GET', '/api/webshop/support/orders/nope')).status).toBe(404);
    expect((await support.json('GET', '/api/webshop/support/customers/nope')).status).toBe(404);
  });

  it("lists each line's print file, and records support's downloads and re-renders in the customer's audit log", async () => {
    const orderUuid = await placeInvoicedOrder(customer, EMMA, 5);
    const view = getSupportOrder.response.parse((await support.json('GET', `/api/webshop/support/orders/${orderUuid}`)).body);
    const card = view.lines.find((l) => l.template !== null)!;
    // The print job ran when the order was invoiced (the test server drains the queue after each call).
    expect(card.prints).toEqual([{ file: `line-0${card.position + 1}.pdf`, itemNumber: null, ready: true }]);
    expect(view.lines.filter((l) => l.template === null).every((l) => l.prints.length === 0)).toBe(true);

    const before = (await customerPage()).audit.length;
    const file = `/api/webshop/support/orders/${orderUuid}/prints/${card.prints[0].file}`;
    expect((await customer.get(file)).status).toBe(403);
    expect((await customer.post(`/api/webshop/support/orders/${orderUuid}/prints`)).status).toBe(403);
    expect((await customerPage()).audit.length).toBe(before);

    const pdf = await support.get(file);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await support.post(`/api/webshop/support/orders/${orderUuid}/prints`)).status).toBe(202);

    const audit = (await customerPage()).audit;
    expect(audit.length).toBe(before + 2);
    expect(audit.slice(0, 2)).toEqual([
      { at: expect.any(String), action: 'rerender', staff: { name: 'Silje Support', email: 'support@example.no' }, order: { uuid: orderUuid, reference: orderUuid.slice(0, 8) }, orderLineUuid: null },
      { at: expect.any(String), action: 'print_download', staff: { name: 'Silje Support', email: 'support@example.no' }, order: { uuid: orderUuid, reference: orderUuid.slice(0, 8) }, orderLineUuid: card.uuid },
    ]);
  });

  it("puts an order line in the customer's cart as a new line, only while simulating that customer", async () => {
    const orderUuid = await placeInvoicedOrder(customer, EMMA, 15);
    const view = getSupportOrder.response.parse((await support.json('GET', `/api/webshop/support/orders/${orderUuid}`)).body);
    const card = view.lines.find((l) => l.template !== null)!;
    const add = (client: TestClient, line = card.uuid) => client.json('POST', `/api/webshop/support/orders/${orderUuid}/lines/${line}/add-to-cart`);

    expect(await add(support)).toMatchObject({ status: 409, body: { code: 'not_simulating_owner' } });
    const staff = await server.client().login('support@example.no', 'support1234');
    expect((await staff.json('POST', '/api/webshop/support/simulate', { email: 'kunde@example.no' })).status).toBe(200);
    expect(await add(staff)).toMatchObject({ status: 409, body: { code: 'not_simulating_owner' } });
    await staff.json('POST', '/api/webshop/support/stop-simulating');
    expect((await staff.json('POST', '/api/webshop/support/simulate', { email })).status).toBe(200);

    const shipping = view.lines.find((l) => l.template === null)!;
    expect(await add(staff, shipping.uuid)).toMatchObject({ status: 400, body: { code: 'not_template_line' } });
    expect((await add(staff, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const added = await add(staff);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const line = (await readCart(customer)).orderLines.find((l) => l.uuid === (added.body as { lineUuid: string }).lineUuid);
    expect(line).toMatchObject({ quantity: 15, template: { uuid: card.template!.uuid, version: card.template!.version }, templateData: card.templateData });
  });
});

describe('editor states of a debug recording', () => {
  const start = async (client: TestClient) =>
    (await client.json<{ uuid: string }>('POST', '/api/webshop/debug/recordings', { userAgent: 'Testleser/1.0', url: 'http://localhost/products' })).body.uuid;
  const append = (client: TestClient, uuid: string, body: unknown) => client.json('POST', `/api/webshop/debug/recordings/${uuid}/editor-states`, body);

  async function states() {
    const snowfall = demoTemplate('Julekort 15x15 Snøfall');
    const filled = await fill(customer, snowfall.template, EMMA);
    const first = { at: Date.parse('2026-11-26T10:00:00Z'), productUuid: null, template: filled.template, templateData: { year: filled.year, userResources: filled.userResources } };
    const [slot, text] = Object.keys(filled.userResources.texts);
    const typed = { ...filled.userResources, texts: { ...filled.userResources.texts, [slot ?? text]: { text: 'God jul fra Ola' } } };
    return [first, { ...first, at: first.at + 4000, templateData: { year: filled.year, userResources: typed } }];
  }

  it('stores the states beside the rrweb events, and support reads them in order', async () => {
    const uuid = await start(customer);
    const [first, second] = await states();
    expect(await append(customer, uuid, { states: [first] })).toEqual({ status: 200, body: { success: true } });
    expect(await append(customer, uuid, { states: [second] })).toEqual({ status: 200, body: { success: true } });

    const res = await support.json('GET', `/api/webshop/support/recordings/${uuid}/editor-states`);
    expect(res.status).toBe(200);
    const read = listEditorStates.response.parse(res.body);
    expect(read.recording).toMatchObject({ uuid, userEmail: email });
    expect(read.states.map((s) => [s.seq, s.at])).toEqual([
      [0, '2026-11-26T10:00:00.000Z'],
      [1, '2026-11-26T10:00:04.000Z'],
    ]);
    expect(read.states[1].templateData).toEqual(second.templateData);
    expect(read.states[0].template).toEqual(first.template);
    // They are listed with the customer's recordings on the customer page.
    expect((await customerPage()).recordings.map((r) => r.uuid)).toContain(uuid);
  });

  it('refuses a bad body with 400 naming the field, and stores nothing of it', async () => {
    const uuid = await start(customer);
    const [good] = await states();
    const bad: [unknown, string][] = [
      [{}, 'states'],
      [{ states: [] }, 'states'],
      [{ states: [{ ...good, at: 'i går' }] }, 'states.0.at'],
      [{ states: [good, { ...good, template: { uuid: 'x', version: 1 } }] }, 'states.1.template.uuid'],
      [{ states: [{ ...good, templateData: { year: 1800, userResources: good.templateData.userResources } }] }, 'states.0.templateData.year'],
      [{ states: [{ ...good, template: { uuid: good.template.uuid, version: 999 } }] }, 'states.0.template'],
      [{ states: [good, { ...good, templateData: { year: 2026, userResources: { images: { a: { pictureUuid: 'p', sourceWidth: 10, sourceHeight: 10, cropRect: null, rotation: 45 } }, texts: {} } } }] }, 'states.1.templateData.userResources'],
    ];
    for (const [body, field] of bad) {
      const res = await append(customer, uuid, body);
      expect(res, JSON.stringify(body).slice(0, 120)).toMatchObject({ status: 400, body: { code: 'validation', data: [field] } });
    }
    const read = listEditorStates.response.parse((await support.json('GET', `/api/webshop/support/recordings/${uuid}/editor-states`)).body);
    expect(read.states).toEqual([]);
  });

  it("takes states only from the browser that records, and not after the stop", async () => {
    const uuid = await start(customer);
    const [good] = await states();
    expect((await append(server.client(), uuid, { states: [good] })).status).toBe(404);
    expect((await append(support, uuid, { states: [good] })).status).toBe(404);
    await customer.post(`/api/webshop/debug/recordings/${uuid}/stop`);
    expect(await append(customer, uuid, { states: [good] })).toMatchObject({ status: 409, body: { code: 'recording_stopped' } });
    expect((await support.json('GET', '/api/webshop/support/recordings/00000000-0000-4000-8000-000000000000/editor-states')).status).toBe(404);
  });
});
