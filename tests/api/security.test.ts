import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { sessions, userPictureSets, users } from '../../src/server/db/schema';
import { subjectUuid } from '../../src/server/db/seed/jobs';
import { subjectOf } from '../support/templateFixtures';
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

  it('answers 403, never 500, for an Origin that is no URL, signed in or not', async () => {
    const customer = await server.client().login(CUSTOMER.username, CUSTOMER.password);
    for (const origin of ['not a url', 'http://[::1', 'http://127.0.0.1:3996.evil.example', 'null', '%00']) {
      for (const client of [server.client(), customer]) {
        const res = await client.call('PUT', '/api/webshop/language', { lang: 'nb' }, { origin });
        expect(res.status, origin).toBe(403);
        expect(await res.json()).toMatchObject({ code: 'cross_origin' });
      }
    }
  });

  it('compares the scheme too: https on the shop’s host is not the shop on http', async () => {
    const res = await server.client().call('PUT', '/api/webshop/language', { lang: 'nb' }, { origin: 'https://localhost', host: 'localhost' });
    expect(res.status).toBe(403);
    // Behind a proxy that ends TLS the shop's public address is https, and that origin passes.
    const https = createApp({ ...server.deps, config: { ...server.config, publicUrl: 'https://shop.example.no', secureCookies: true } });
    const own = await https.request('/api/webshop/language', { method: 'PUT', body: JSON.stringify({ lang: 'nb' }), headers: { 'content-type': 'application/json', origin: 'https://shop.example.no' } });
    expect(own.status).toBe(200);
  });
});

describe('GETs that change something, sent by another site', () => {
  const EMMA = subjectUuid('emma');
  const tip = `/sections/prophoto/ajax/do_tipafriend.php?email[]=angriper@example.no&subjects[]=${EMMA}`;
  const foreign: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { referer: 'https://evil.example/side' }, { origin: 'https://evil.example' }, { referer: 'not a url' }];

  it('refuse to mail a child’s code to whoever a foreign page names (403), and work from the shop’s own pages', async () => {
    const customer = await server.client().login(CUSTOMER.username, CUSTOMER.password);
    const before = server.outbox().length;
    for (const headers of foreign) {
      const res = await customer.get(tip, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'cross_origin' });
    }
    expect(server.outbox()).toHaveLength(before);
    const own = await customer.get(tip, { 'sec-fetch-site': 'same-origin', referer: 'http://localhost/account' });
    expect(own.status).toBe(200);
    // Typed into the address bar (no referrer, Sec-Fetch-Site none): the customer's own act.
    expect((await customer.get(tip, { 'sec-fetch-site': 'none' })).status).toBe(200);
    expect(server.outbox()).toHaveLength(before + 2);
  });

  it('refuse to add a picture set by code or send a password reminder for another site', async () => {
    const customer = await server.client().login(CUSTOMER.username, CUSTOMER.password);
    for (const headers of foreign) {
      expect((await customer.get('/ajax/prophoto/add_picture_set_by_code.php?code=SARA2026', headers)).status, JSON.stringify(headers)).toBe(403);
      expect((await server.client().get('/sections/prophoto/ajax/send_password_reminder.php?json=1&email=kunde@example.no', headers)).status).toBe(403);
    }
    const [user] = await server.db.select().from(users).where(eq(users.email, CUSTOMER.username));
    const sets = await server.db.select().from(userPictureSets).where(eq(userPictureSets.userUuid, user.uuid));
    expect(sets.map((s) => s.pictureSetUuid)).not.toContain((await subjectOf(server, 'SARA2026')).pictureSetUuid);
  });

  it('leave GETs that only read alone: another site may still link to them', async () => {
    expect((await server.client().get('/api/webshop/settings', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' })).status).toBe(200);
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

  it('answers 400 naming the field for a NUL or other control character, in bodies, queries and paths', async () => {
    const visitor = server.client();
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/webshop/login', { username: 'a\u0000b', password: 'x' }, 'username'],
      ['GET', '/ajax/prophoto/verify_subject_code.php?code=a%00b', undefined, 'code'],
      ['GET', '/api/webshop/legacy-pages/%00', undefined, 'id'],
      ['GET', '/api/webshop/templates/cards/categories/%00', undefined, 'category'],
      ['POST', '/api/webshop/debug/recordings', { userAgent: 'Leser\u0007', url: 'http://localhost/' }, 'userAgent'],
      ['POST', '/ajax/create.php', { email: 'ny@example.no', mobile: '41234567', password: 'hemmelig1', confirm_password: 'hemmelig1', code: 'EMMA\u00002026', acceptmail: false, termsofservice: true }, 'code'],
      ['POST', '/api/webshop/debug/recordings', { userAgent: 'Leser', url: 'http://localhost/\ud800' }, 'url'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await visitor.json<{ error: string; data: string[] }>(method, url, body);
      expect(res.status, url).toBe(400);
      expect(res.body.data, url).toEqual([field]);
      expect(res.body.error).toBe(`Ugyldig verdi i feltet ${field}. (control characters are not allowed)`);
    }
    // Line breaks and tabs are text (card greetings, comments).
    expect((await visitor.json('POST', '/api/webshop/debug/recordings', { userAgent: 'Leser\tmed\nlinjer', url: 'http://localhost/' })).status).toBe(200);
  });

  it('answers 400 naming a nested field, and refuses input nested deeper than any request needs', async () => {
    const customer = await server.client().login(CUSTOMER.username, CUSTOMER.password);
    const nested = await customer.json<{ data: string[] }>('POST', '/api/webshop/cart/items', { items: [{ template: { name: 'x\u0000' } }] });
    expect(nested).toMatchObject({ status: 400, body: { data: ['items.0.template.name'] } });
    const deep = `{"items":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect((await customer.json('POST', '/api/webshop/cart/items', deep)).status).toBe(400);
  });

  it('refuses a JSON body over 1 MB unread (413), with or without Content-Length', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'x' });
    const declared = await server.app.request('/api/webshop/login', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'Forespørselen er for stor (høyst 1024 kB).', code: 'too_large' });
    const bytes = new TextEncoder().encode(big);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const chunked = await server.app.request('/api/webshop/login', { method: 'POST', body: streamed, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('answers 400 for a body of the wrong shape', async () => {
    const res = await server.client().json('POST', '/api/webshop/login', ['kunde@example.no', 'demo1234']);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
  });
});
