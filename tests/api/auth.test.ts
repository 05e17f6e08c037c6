import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureSets, subjects, userPictureSets, users } from '../../src/server/db/schema';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };

async function pictureSetOf(code: string): Promise<string> {
  const [row] = await server.db
    .select({ uuid: pictureSets.uuid })
    .from(pictureSets)
    .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
    .where(eq(subjects.code, code));
  return row.uuid;
}

async function english(client: TestClient) {
  expect((await client.put('/api/webshop/language', { lang: 'en' })).status).toBe(200);
}

describe('POST /api/webshop/login', () => {
  it('signs in with a trimmed, case-insensitive username and answers the user', async () => {
    const client = server.client();
    const res = await client.json('POST', '/api/webshop/login', { username: '  Kunde@Example.no ', password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pictureSetUuid: null,
      user: { emailAddress: 'kunde@example.no', name: 'Kari Nordmann', isSimulated: false, isSupport: false, isAnonymousUser: false, lang: 'nb' },
    });
    const session = await client.json('GET', '/api/webshop/session');
    expect(session.body).toMatchObject({ user: { emailAddress: 'kunde@example.no' }, simulatedBy: null });
    // Without a code the customer continues with the set they added last.
    expect(session.body.currentPictureSetUuid).toBe(await pictureSetOf('EMMA2026'));
  });

  it('refuses a wrong password or an unknown address with 401 in the request language', async () => {
    const client = server.client();
    const wrong = await client.json('POST', '/api/webshop/login', { ...CUSTOMER, password: 'feil-passord' });
    expect(wrong).toEqual({ status: 401, body: { error: 'Feil e-postadresse eller passord.', code: 'wrong_credentials', data: ['password'] } });

    await english(client);
    const unknown = await client.json('POST', '/api/webshop/login', { username: 'ingen@example.no', password: 'demo1234' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('Wrong e-mail address or password.');
    expect((await client.json('GET', '/api/webshop/session')).body.user).toBeNull();
  });

  it('adds the picture set of a code sent with the login and makes it current', async () => {
    const client = server.client();
    const res = await client.json<{ user: { uuid: string }; pictureSetUuid: string }>('POST', '/api/webshop/login', {
      ...CUSTOMER,
      code: ' noah2026 ',
    });
    const noah = await pictureSetOf('NOAH2026');
    expect(res.status).toBe(200);
    expect(res.body.pictureSetUuid).toBe(noah);
    expect((await client.json('GET', '/api/webshop/session')).body.currentPictureSetUuid).toBe(noah);
    const owned = await server.db.select().from(userPictureSets).where(eq(userPictureSets.pictureSetUuid, noah));
    expect(owned.map((o) => o.userUuid)).toEqual([res.body.user.uuid]);
  });

  it('refuses a login with a code that opens nothing, and stays signed out', async () => {
    const client = server.client();
    const res = await client.json('POST', '/api/webshop/login', { ...CUSTOMER, code: 'FINNESIKKE' });
    expect(res).toEqual({ status: 400, body: { error: 'Koden er ikke gyldig', code: 'invalid_code', data: ['code'] } });
    expect(client.cookie('sid')).toBeUndefined();
  });

  it('answers 400 naming the missing field', async () => {
    const res = await server.client().json('POST', '/api/webshop/login', { username: 'kunde@example.no' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', data: ['password'] });
    expect(res.body.error).toContain('password');
  });
});

describe('session, referrer and logout', () => {
  it('answers an empty session to a visitor', async () => {
    const res = await server.client().json('GET', '/api/webshop/session');
    expect(res).toEqual({ status: 200, body: { user: null, simulatedBy: null, currentPictureSetUuid: null, referrer: null } });
  });

  it('keeps a visitor referrer in a new browser session and carries it through the login', async () => {
    const client = server.client();
    expect((await client.post('/api/webshop/session/referrer', { referrer: '/shopping-cart' })).status).toBe(200);
    const visitorCookie = client.cookie('sid');
    expect(visitorCookie).toBeTruthy();
    expect((await client.json('GET', '/api/webshop/session')).body).toMatchObject({ user: null, referrer: '/shopping-cart' });

    await client.post('/api/webshop/login', CUSTOMER);
    expect(client.cookie('sid')).not.toBe(visitorCookie);
    expect((await client.json('GET', '/api/webshop/session')).body).toMatchObject({
      user: { emailAddress: 'kunde@example.no' },
      referrer: '/shopping-cart',
    });

    await client.post('/api/webshop/session/referrer', { referrer: null });
    expect((await client.json('GET', '/api/webshop/session')).body.referrer).toBeNull();
  });

  it('does not make a session just to clear a referrer', async () => {
    const client = server.client();
    expect((await client.post('/api/webshop/session/referrer', { referrer: null })).status).toBe(200);
    expect(client.cookie('sid')).toBeUndefined();
  });

  it('refuses a referrer that is not a path of this shop', async () => {
    const res = await server.client().json('POST', '/api/webshop/session/referrer', { referrer: 'https://evil.example/' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(['referrer']);
  });

  it('logs out: the session row and the cookie are gone', async () => {
    const client = server.client();
    await client.post('/api/webshop/login', CUSTOMER);
    const res = await client.call('POST', '/api/webshop/logout', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.getSetCookie().join()).toMatch(/sid=;.*Max-Age=0/i);
    expect(client.cookie('sid')).toBeUndefined();
    expect((await client.json('GET', '/api/webshop/session')).body.user).toBeNull();
    // Logging out twice is harmless.
    expect((await client.post('/api/webshop/logout')).status).toBe(200);
  });
});

describe('PUT /api/webshop/language', () => {
  it('sets a lang cookie for a year and answers later errors in that language', async () => {
    const client = server.client();
    const res = await client.put('/api/webshop/language', { lang: 'en' });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lang='));
    expect(cookie).toMatch(/^lang=en;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    const err = await client.json('GET', '/ajax/prophoto/verify_subject_code.php?code=NOPE');
    expect(err.body.errorMessage).toBe('The code is not valid');
  });

  it("stores the signed-in user's language", async () => {
    const client = server.client();
    await client.post('/api/webshop/login', CUSTOMER);
    await client.put('/api/webshop/language', { lang: 'en' });
    const [row] = await server.db.select({ lang: users.lang }).from(users).where(eq(users.email, 'kunde@example.no'));
    expect(row.lang).toBe('en');
    expect((await client.json('GET', '/api/webshop/session')).body.user).toMatchObject({ lang: 'en' });
    await client.put('/api/webshop/language', { lang: 'nb' });
  });

  it('refuses a language the shop does not have', async () => {
    const res = await server.client().json('PUT', '/api/webshop/language', { lang: 'de' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(['lang']);
  });
});
