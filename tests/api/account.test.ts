/** The account area's calls (spec 3 §7): each answer, each error text, bad input, and other users' things. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { subjectUuid } from '../../src/server/db/seed/jobs';
import { placeInvoicedOrder } from '../support/accountFixtures';
import { tickingClock, twoFamilies } from '../support/cartFixtures';
import { CUSTOMER, subjectOf } from '../support/templateFixtures';
import { createTestServer, type TestClient } from '../support/testServer';
import { saveSetting } from '../../src/server/services/settings/settingsStore';

type Server = Awaited<ReturnType<typeof createTestServer>>;
type ErrorBody = { error: string; code?: string; data?: string[] };

let server: Server;
/** kunde@example.no: owns EMMA2026, has Emma's package for inspection. */
let customer: TestClient;
let english: TestClient;
/** Another family: owns NOAH2026 only. */
let neighbour: TestClient;
const EMMA = subjectUuid('emma');

beforeAll(async () => {
  server = await createTestServer({ now: tickingClock('2026-09-01T10:00:00Z') });
  ({ customer, english, neighbour } = await twoFamilies(server));
});
afterAll(() => server.close());

const userRow = async (email: string) => (await server.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];

describe('every account call needs a signed-in user', () => {
  it.each([
    ['POST', '/ajax/user/update_user_info.php'],
    ['POST', '/ajax/user/update_password.php'],
    ['PUT', '/api/webshop/user/accept-mail'],
    ['GET', '/ajax/user/get_subjects_with_reminders_enabled.php'],
    ['POST', '/ajax/user/set_reminders_disabled_status.php'],
    ['GET', '/sections/my-account/ajax/get_account_data.php'],
    ['POST', '/sections/my-account/ajax/cancel_package_for_inspection.php'],
    ['GET', '/ajax/user/get_order_list.php'],
    ['GET', `/sections/my-account/ajax/get_order_details.php?uuid=${EMMA}`],
    ['GET', `/sections/prophoto/ajax/do_tipafriend.php?email[]=a@example.no&subjects[]=${EMMA}`],
  ])('%s %s answers 401 to a visitor', async (method, url) => {
    const body = method === 'GET' ? undefined : {};
    const res = await server.client().json<ErrorBody>(method, url, body);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });
});

describe('POST /ajax/user/update_user_info.php', () => {
  const info = { name: 'Kari Nordmann', address: 'Storgata 1', address2: 'Oppgang B', postal_code: '0155', city: 'Oslo', mobile: '+47 412 34 567' };

  it('saves the details on the account and answers the user', async () => {
    const res = await customer.json<{ success: boolean; user: { name: string; mobilePhone: string; address: Record<string, string> } }>('POST', '/ajax/user/update_user_info.php', info);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Kari Nordmann', mobilePhone: '+47 412 34 567', address: { address: 'Storgata 1', address2: 'Oppgang B', postalCode: '0155', city: 'Oslo', state: '' } });
    const row = await userRow('kunde@example.no');
    expect(row.address).toEqual({ address: 'Storgata 1', address2: 'Oppgang B', postalCode: '0155', city: 'Oslo', state: '' });
    expect((await customer.json<{ user: { address: { city: string } } }>('GET', '/api/webshop/session')).body.user.address.city).toBe('Oslo');
  });

  it('drops address2 when the shop does not gather it', async () => {
    const [site] = await server.db.select().from(schema.settings).where(eq(schema.settings.key, 'site'));
    const value = site.value as { options: Record<string, unknown> };
    await saveSetting(server.db, 'site', { ...value, options: { ...value.options, gatherAddress2: false } });
    try {
      const res = await customer.json('POST', '/ajax/user/update_user_info.php', info);
      expect(res.status).toBe(200);
      expect((await userRow('kunde@example.no')).address).toMatchObject({ address2: '' });
    } finally {
      await saveSetting(server.db, 'site', value);
    }
  });

  it.each([
    [{ name: ' ' }, 'name', 'Fill in the field name.'],
    [{ name: '1234' }, 'name', 'Enter a valid name.'],
    [{ address: '' }, 'address', 'Fill in the field address.'],
    [{ postal_code: '' }, 'postal_code', 'Fill in the field postal_code.'],
    [{ city: '' }, 'city', 'Fill in the field city.'],
    [{ mobile: '' }, 'mobile', 'Fill in the field mobile.'],
    [{ mobile: '12' }, 'mobile', 'The mobile number is not valid.'],
  ])('refuses %j naming %s, changing nothing', async (change, field, text) => {
    const before = await userRow('kunde@example.no');
    const res = await english.json<ErrorBody>('POST', '/ajax/user/update_user_info.php', { ...info, name: 'Changed Name', ...change });
    expect(res).toEqual({ status: 400, body: { error: text, code: 'validation', data: [field] } });
    expect(await userRow('kunde@example.no')).toEqual(before);
  });

  it('answers 400 for a missing field or a wrong type', async () => {
    const res = await customer.json<ErrorBody>('POST', '/ajax/user/update_user_info.php', { ...info, city: 3 });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(['city']);
    expect((await customer.json<ErrorBody>('POST', '/ajax/user/update_user_info.php', { name: 'Kari' })).status).toBe(400);
  });
});

describe('PUT /api/webshop/user/accept-mail', () => {
  it('turns the e-mail consent on and off', async () => {
    for (const acceptMail of [true, false]) {
      const res = await customer.json<{ user: { acceptMail: boolean } }>('PUT', '/api/webshop/user/accept-mail', { acceptMail });
      expect(res.status).toBe(200);
      expect(res.body.user.acceptMail).toBe(acceptMail);
      expect((await userRow('kunde@example.no')).acceptMail).toBe(acceptMail);
    }
    expect((await customer.json('PUT', '/api/webshop/user/accept-mail', { acceptMail: 'yes' })).status).toBe(400);
  });
});

describe('reminders per picture set', () => {
  const GET = '/ajax/user/get_subjects_with_reminders_enabled.php';
  const SET = '/ajax/user/set_reminders_disabled_status.php';

  it('lists the sets with reminders on, and switches one off and on again', async () => {
    expect((await customer.json('GET', GET)).body).toEqual({ subjects: [{ uuid: EMMA }] });
    expect((await customer.json('POST', SET, { subjects: [{ name: 'Emma Hansen', uuid: EMMA, remindersEnabled: false }] })).body).toEqual({ success: true });
    expect((await customer.json('GET', GET)).body).toEqual({ subjects: [] });
    expect((await customer.json('POST', SET, { subjects: [{ name: 'Emma Hansen', uuid: EMMA, remindersEnabled: true }] })).status).toBe(200);
    expect((await customer.json('GET', GET)).body).toEqual({ subjects: [{ uuid: EMMA }] });
  });

  it("answers 404 for another family's set and changes none of the named sets", async () => {
    const noah = (await subjectOf(server, 'NOAH2026')).subjectUuid;
    const res = await customer.json<ErrorBody>('POST', SET, {
      subjects: [
        { name: 'Emma', uuid: EMMA, remindersEnabled: false },
        { name: 'Noah', uuid: noah, remindersEnabled: false },
      ],
    });
    expect(res.status).toBe(404);
    expect((await customer.json('GET', GET)).body).toEqual({ subjects: [{ uuid: EMMA }] });
    expect((await neighbour.json('GET', GET)).body).toEqual({ subjects: [{ uuid: noah }] });
  });

  it('answers 400 for an empty list or a missing switch', async () => {
    expect((await customer.json<ErrorBody>('POST', SET, { subjects: [] })).status).toBe(400);
    const res = await customer.json<ErrorBody>('POST', SET, { subjects: [{ name: 'Emma', uuid: EMMA }] });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(['subjects.0.remindersEnabled']);
  });
});

describe('packages for inspection', () => {
  const GET = '/sections/my-account/ajax/get_account_data.php';
  const CANCEL = '/sections/my-account/ajax/cancel_package_for_inspection.php';

  it("lists the demo customer's package, and none for another family", async () => {
    expect((await customer.json('GET', GET)).body).toEqual({ packageForInspectionSubjects: [{ uuid: EMMA, name: 'Emma Hansen', enabled: true }] });
    expect((await neighbour.json('GET', GET)).body).toEqual({ packageForInspectionSubjects: [] });
  });

  it('cancels a package and answers the list as it is now', async () => {
    const res = await customer.json('POST', CANCEL, { subjects: [{ uuid: EMMA, name: 'Emma Hansen', enabled: false }] });
    expect(res).toEqual({ status: 200, body: { subjects: [{ uuid: EMMA, name: 'Emma Hansen', enabled: false }] } });
    expect((await customer.json('GET', GET)).body).toEqual({ packageForInspectionSubjects: [{ uuid: EMMA, name: 'Emma Hansen', enabled: false }] });
    await customer.json('POST', CANCEL, { subjects: [{ uuid: EMMA, name: 'Emma Hansen', enabled: true }] });
  });

  it("answers 404 naming the subject for someone else's package, changing nothing", async () => {
    const res = await neighbour.json<ErrorBody>('POST', CANCEL, { subjects: [{ uuid: EMMA, name: 'Emma Hansen', enabled: false }] });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Fant ingen bildepakke til gjennomsyn for Emma Hansen.');
    expect((await customer.json('GET', GET)).body).toEqual({ packageForInspectionSubjects: [{ uuid: EMMA, name: 'Emma Hansen', enabled: true }] });
  });

  it('answers 400 for bad input', async () => {
    expect((await customer.json('POST', CANCEL, { subjects: [] })).status).toBe(400);
    expect((await customer.json('POST', CANCEL, { subjects: [{ uuid: EMMA, name: 'Emma', enabled: 'no' }] })).status).toBe(400);
  });
});

describe('orders', () => {
  let orderUuid: string;
  beforeAll(async () => {
    orderUuid = await placeInvoicedOrder(customer, EMMA);
  });

  it('lists confirmed orders with their confirm time', async () => {
    const res = await customer.json<{ orders: { uuid: string; confirmTime: string }[] }>('GET', '/ajax/user/get_order_list.php');
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o) => o.uuid)).toEqual([orderUuid]);
    const [confirmed] = await server.db
      .select()
      .from(schema.orderStateChanges)
      .where(and(eq(schema.orderStateChanges.orderUuid, orderUuid), eq(schema.orderStateChanges.toState, 'invoiced')));
    expect(res.body.orders[0].confirmTime).toBe(confirmed.at.toISOString());
    expect((await neighbour.json('GET', '/ajax/user/get_order_list.php')).body).toEqual({ orders: [] });
  });

  it('answers the order lines and rebate code of an own order', async () => {
    const res = await customer.json<{ orderLines: { type: number; quantity: number }[]; rebateCode: string | null }>('GET', `/sections/my-account/ajax/get_order_details.php?uuid=${orderUuid}`);
    expect(res.status).toBe(200);
    expect(res.body.rebateCode).toBeNull();
    expect(res.body.orderLines.find((l) => l.type === 0)).toMatchObject({ quantity: 5 });
  });

  it("answers 404 for another user's order, an unknown one and a malformed uuid", async () => {
    for (const [client, uuid] of [
      [neighbour, orderUuid],
      [customer, '00000000-0000-4000-8000-000000000000'],
      [customer, 'not-a-uuid'],
    ] as const) {
      const res = await client.json<ErrorBody>('GET', `/sections/my-account/ajax/get_order_details.php?uuid=${uuid}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Fant ikke bestillingen.');
    }
    expect((await customer.json('GET', '/sections/my-account/ajax/get_order_details.php')).status).toBe(400);
  });
});

describe('GET /sections/prophoto/ajax/do_tipafriend.php', () => {
  const share = (client: TestClient, emails: string[], subjects: string[]) => {
    const query = [...emails.map((e) => `email[]=${encodeURIComponent(e)}`), ...subjects.map((s) => `subjects%5B%5D=${s}`)].join('&');
    return client.json<ErrorBody & { recipients: string[] }>('GET', `/sections/prophoto/ajax/do_tipafriend.php?${query}`);
  };

  it('mails each valid address once with the set, its code and a link to add it', async () => {
    const before = server.outbox().length;
    const res = await share(customer, ['mormor@example.no', ' ', 'not-an-address', 'Morfar@example.no', 'mormor@example.no'], [EMMA]);
    expect(res).toEqual({ status: 200, body: { recipients: ['mormor@example.no', 'Morfar@example.no'] } });
    const mails = server.outbox().slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['Morfar@example.no', 'mormor@example.no']);
    for (const mail of mails) {
      expect(mail.subject).toBe('Kari Nordmann har delt bilder med deg');
      expect(mail.body).toContain('Emma Hansen');
      expect(mail.body).toContain('Kode: EMMA2026');
      expect(mail.body).toContain(`${server.config.publicUrl}/?code=EMMA2026`);
    }
  });

  it('writes in English for an English session', async () => {
    const before = server.outbox().length;
    expect((await share(english, ['venn@example.no'], [EMMA])).status).toBe(200);
    const [mail] = server.outbox().slice(before);
    expect(mail.subject).toBe('Kari Nordmann has shared pictures with you');
    expect(mail.body).toContain('Code: EMMA2026');
  });

  it('answers the error text and mails nobody when no address is valid', async () => {
    const before = server.outbox().length;
    const res = await share(english, ['', 'nope'], [EMMA]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Add at least one valid e-mail address.');
    expect(server.outbox().length).toBe(before);
  });

  it("answers 404 for another family's set and mails nobody", async () => {
    const before = server.outbox().length;
    const noah = (await subjectOf(server, 'NOAH2026')).subjectUuid;
    expect((await share(customer, ['mormor@example.no'], [EMMA, noah])).status).toBe(404);
    expect((await share(customer, ['mormor@example.no'], ['not-a-uuid'])).status).toBe(404);
    expect(server.outbox().length).toBe(before);
  });

  it('answers 400 without sets or without the address list', async () => {
    expect((await share(customer, ['mormor@example.no'], [])).status).toBe(400);
    expect((await share(customer, [], [EMMA])).status).toBe(400);
  });
});

describe('POST /ajax/user/update_password.php', () => {
  const URL = '/ajax/user/update_password.php';

  it.each([
    ['abcd', 'abcd', 'The password is not long enough', 'password'],
    ['abcde', 'abcdf', 'The passwords must match', 'reTypePassword'],
  ])('refuses %s / %s with the spec text', async (password, reTypePassword, text, field) => {
    const res = await english.json<ErrorBody>('POST', URL, { password, reTypePassword });
    expect(res).toEqual({ status: 400, body: { error: text, code: 'validation', data: [field] } });
  });

  it('answers the Norwegian text in a Norwegian session, and 400 for a missing field', async () => {
    expect((await customer.json<ErrorBody>('POST', URL, { password: 'abc', reTypePassword: 'abc' })).body.error).toBe('Passordet er ikke langt nok');
    expect((await customer.json<ErrorBody>('POST', URL, { password: 'abcdefgh' })).status).toBe(400);
  });

  it('refuses support staff acting as the customer, keeping the password', async () => {
    const support = await server.client().login('support@example.no', 'support1234');
    expect((await support.json('POST', '/api/webshop/support/simulate', { email: CUSTOMER.username })).status).toBe(200);
    const res = await support.json<ErrorBody>('POST', URL, { password: 'support-valgt', reTypePassword: 'support-valgt' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await server.client().post('/api/webshop/login', { username: CUSTOMER.username, password: CUSTOMER.password })).status).toBe(200);
  });

  it('changes the password: status OK, the new one signs in, the old one not, other sessions end', async () => {
    const res = await customer.json('POST', URL, { password: 'nytt-passord', reTypePassword: 'nytt-passord' });
    expect(res).toEqual({ status: 200, body: { status: 'OK' } });
    expect((await customer.json<{ user: unknown }>('GET', '/api/webshop/session')).body.user).not.toBeNull();
    expect((await english.json<{ user: unknown }>('GET', '/api/webshop/session')).body.user).toBeNull();
    expect((await server.client().post('/api/webshop/login', { username: CUSTOMER.username, password: CUSTOMER.password })).status).toBe(401);
    await server.client().login(CUSTOMER.username, 'nytt-passord');
  });
});
