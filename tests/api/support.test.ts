import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureSets, subjects, users } from '../../src/server/db/schema';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let support: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  support = await server.client().login('support@example.no', 'support1234');
});
afterAll(async () => {
  await server.close();
});

const simulate = (client: TestClient, email: string) => client.json('POST', '/api/webshop/support/simulate', { email });

describe('POST /api/webshop/support/simulate', () => {
  it('is for support staff only', async () => {
    expect((await simulate(server.client(), 'kunde@example.no')).status).toBe(401);
    const customer = server.client();
    await customer.post('/api/webshop/login', { username: 'kunde@example.no', password: 'demo1234' });
    expect(await simulate(customer, 'kunde@example.no')).toEqual({
      status: 403,
      body: { error: 'Du har ikke tilgang til dette.', code: 'forbidden' },
    });
  });

  it('answers 404 for an unknown customer and 400 for another support user', async () => {
    expect(await simulate(support, 'ingen@example.no')).toEqual({
      status: 404,
      body: { error: 'Fant ingen kunde med denne e-postadressen.', code: 'not_found', data: ['email'] },
    });
    expect(await simulate(support, 'support@example.no')).toEqual({
      status: 400,
      body: { error: 'Bare kunder kan simuleres, ikke kundeservice.', code: 'validation', data: ['email'] },
    });
    expect((await simulate(support, '')).status).toBe(400);
  });

  it("turns the browser into the customer's, under a new session id, naming the support user", async () => {
    const staff = server.client();
    await staff.post('/api/webshop/login', { username: 'support@example.no', password: 'support1234' });
    const supportCookie = staff.cookie('sid');

    const res = await simulate(staff, ' KUNDE@example.no ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { emailAddress: 'kunde@example.no', isSimulated: true, isSupport: false } });
    expect(staff.cookie('sid')).not.toBe(supportCookie);

    const [emmaSet] = await server.db
      .select({ uuid: pictureSets.uuid })
      .from(pictureSets)
      .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
      .where(eq(subjects.code, 'EMMA2026'));
    const session = await staff.json('GET', '/api/webshop/session');
    expect(session.body).toMatchObject({
      user: { emailAddress: 'kunde@example.no', name: 'Kari Nordmann', isSimulated: true },
      simulatedBy: { name: 'Silje Support', emailAddress: 'support@example.no' },
      currentPictureSetUuid: emmaSet.uuid,
    });

    // Support tools keep working while simulating: the support user is still behind the request.
    expect((await staff.json('GET', '/api/webshop/support/recordings')).status).toBe(200);
    // A language switch while simulating does not change the customer's own preference.
    await staff.put('/api/webshop/language', { lang: 'en' });
    const [customer] = await server.db.select({ lang: users.lang }).from(users).where(eq(users.email, 'kunde@example.no'));
    expect(customer.lang).toBe('nb');

    const back = await staff.json('POST', '/api/webshop/support/stop-simulating');
    expect(back).toEqual({ status: 200, body: { success: true } });
    expect((await staff.json('GET', '/api/webshop/session')).body).toMatchObject({
      user: { emailAddress: 'support@example.no', isSimulated: false, isSupport: true },
      simulatedBy: null,
      currentPictureSetUuid: null,
    });
  });
});

describe('POST /api/webshop/support/stop-simulating', () => {
  it('answers 400 when nobody is being simulated', async () => {
    expect(await support.json('POST', '/api/webshop/support/stop-simulating')).toEqual({
      status: 400,
      body: { error: 'Du simulerer ingen kunde nå.', code: 'not_simulating' },
    });
    expect((await server.client().json('POST', '/api/webshop/support/stop-simulating')).status).toBe(400);
  });
});
