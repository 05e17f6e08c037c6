import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { sessions, users } from '../../src/server/db/schema';
import { createTestServer, TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('sid='));

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure on plain http', async () => {
    const res = await server.client().post('/api/webshop/login', CUSTOMER);
    expect(res.status).toBe(200);
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('is Secure when the shop runs on https (PUBLIC_URL)', async () => {
    const https = createApp({ ...server.deps, config: { ...server.config, publicUrl: 'https://shop.example.no', secureCookies: true } });
    const client = new TestClient(https.request.bind(https));
    // A visitor cookie (from a referrer) and a login cookie both carry the flag.
    const visitor = await client.post('/api/webshop/session/referrer', { referrer: '/' });
    expect(sessionCookieOf(visitor)).toMatch(/; Secure/);
    const login = await client.post('/api/webshop/login', CUSTOMER);
    expect(sessionCookieOf(login)).toMatch(/; HttpOnly/);
    expect(sessionCookieOf(login)).toMatch(/; Secure/);
  });

  it('changes at login, and the session from before the login is gone', async () => {
    const client = server.client();
    await client.post('/api/webshop/session/referrer', { referrer: '/shopping-cart' });
    const before = client.cookie('sid')!;
    await client.post('/api/webshop/login', CUSTOMER);
    const after = client.cookie('sid')!;
    expect(after).not.toBe(before);
    // Someone who planted or saw the first cookie is not signed in with it.
    const withOld = await server.app.request('/api/webshop/session', { headers: { cookie: `sid=${before}` } });
    expect(((await withOld.json()) as { user: unknown }).user).toBeNull();
  });

  it('is useless after logout', async () => {
    const client = server.client();
    await client.post('/api/webshop/login', CUSTOMER);
    const cookie = client.cookie('sid')!;
    const signedIn = await server.app.request('/api/webshop/session', { headers: { cookie: `sid=${cookie}` } });
    expect(((await signedIn.json()) as { user: { emailAddress: string } }).user.emailAddress).toBe('kunde@example.no');

    await client.post('/api/webshop/logout');
    const afterLogout = await server.app.request('/api/webshop/session', { headers: { cookie: `sid=${cookie}` } });
    expect(((await afterLogout.json()) as { user: unknown }).user).toBeNull();
  });

  it('means nothing when made up', async () => {
    const res = await server.app.request('/api/webshop/session', { headers: { cookie: 'sid=gjettet-verdi' } });
    expect(((await res.json()) as { user: unknown }).user).toBeNull();
    expect(await server.db.select().from(sessions).where(eq(sessions.id, 'gjettet-verdi'))).toEqual([]);
  });
});

describe('requests from other sites', () => {
  it('refuses a POST with a foreign Origin (403) and accepts the shop’s own', async () => {
    const client = server.client();
    const foreign = await client.call('POST', '/api/webshop/login', CUSTOMER, { origin: 'https://evil.example', host: 'localhost' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'Forespørselen kom fra et annet nettsted og ble avvist.', code: 'cross_origin' });
    expect(client.cookie('sid')).toBeUndefined();

    const own = await client.call('PUT', '/api/webshop/language', { lang: 'nb' }, { origin: 'http://localhost', host: 'localhost' });
    expect(own.status).toBe(200);
  });

  it('refuses a cross-site request without Origin, by Sec-Fetch-Site', async () => {
    const res = await server.client().call('POST', '/api/webshop/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });
});

describe('stored passwords', () => {
  it('are scrypt hashes with N=2^17, r=8, p=1 and a salt', async () => {
    const rows = await server.db.select({ email: users.email, hash: users.passwordHash }).from(users);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    expect(rows.some((r) => r.hash.includes('demo1234'))).toBe(false);
  });
});

describe('malformed requests', () => {
  it('answers 400 for a body that is not JSON', async () => {
    const res = await server.client().call('POST', '/api/webshop/login', '{"username": "kunde@example.no", ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Forespørselen er ikke gyldig JSON.', code: 'invalid_json' });
  });

  it('answers 400 naming the field a body is missing', async () => {
    const res = await server.client().json('POST', '/api/webshop/login', { password: 'demo1234' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(['username']);
    expect(res.body.error).toMatch(/^Ugyldig verdi i feltet username\./);
  });

  it('answers 400 for a body of the wrong shape', async () => {
    const res = await server.client().json('POST', '/api/webshop/login', ['kunde@example.no', 'demo1234']);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
  });
});
