import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { readCache } from '../../src/server/cache/readCache';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../src/server/services/auth/sessions';
import { createTestServer, TestClient } from '../support/testServer';

/** How long a NOTIFY may take on a busy machine (a wait, not a measure): under the sessions kept 10 s, so only the notice can pass. */
const NOTICE_WAIT_MS = 5_000;

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let clock = Date.now();

const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(clock) });
});
afterAll(async () => {
  await server.close();
});

interface SessionBody {
  user: { name: string; lang: string; acceptMail?: boolean } | null;
}

const signedIn = () => server.client().login(CUSTOMER.username, CUSTOMER.password);
const sessionOf = async (client: TestClient) => (await client.json<SessionBody>('GET', '/api/webshop/session')).body;
/** The session as a browser still holding `cookie` sees it (the client itself forgets a cookie the server ends). */
const sessionWithCookie = async (cookie: string, request: (url: string, init: RequestInit) => Response | Promise<Response> = server.app.request) => {
  const res = await request('/api/webshop/session', { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
  return (await res.json()) as SessionBody;
};

describe('sessions read from memory', () => {
  it('keeps a session in memory; a change beside the app shows once it is announced', async () => {
    const customer = await signedIn();
    expect((await sessionOf(customer)).user?.name).toBe('Kari Nordmann');
    await server.db.update(users).set({ name: 'Kari Endret' }).where(eq(users.email, CUSTOMER.username));
    try {
      // Written by hand: this server still answers the session it read.
      expect((await sessionOf(customer)).user?.name).toBe('Kari Nordmann');
      // Announced as the app's own changes are (other servers hear it through NOTIFY, tested below).
      await readCache(server.db).invalidate('session:');
      expect((await sessionOf(customer)).user?.name).toBe('Kari Endret');
    } finally {
      await server.db.update(users).set({ name: 'Kari Nordmann' }).where(eq(users.email, CUSTOMER.username));
      await readCache(server.db).invalidate('session:');
    }
  });

  it('ends a signed-out session at once, for the cookie the browser had', async () => {
    const customer = await signedIn();
    const cookie = customer.cookie(SESSION_COOKIE)!;
    expect((await sessionWithCookie(cookie)).user?.name).toBe('Kari Nordmann');
    expect((await customer.post('/api/webshop/logout')).status).toBe(200);
    expect((await sessionWithCookie(cookie)).user).toBeNull();
  });

  it('ends a kept session on the dot of its expiry', async () => {
    const customer = await signedIn();
    expect((await sessionOf(customer)).user).not.toBeNull();
    const start = clock;
    try {
      clock = start + SESSION_TTL_MS + 1;
      expect((await sessionOf(customer)).user).toBeNull();
    } finally {
      clock = start;
    }
  });

  it('shows the account changes the app makes at once: language, mail consent, contact details', async () => {
    const customer = await signedIn();
    expect((await sessionOf(customer)).user?.lang).toBe('nb');
    try {
      expect((await customer.put('/api/webshop/language', { lang: 'en' })).status).toBe(200);
      // A second browser of the same account reads the user's language from the session, not from a cookie.
      expect((await sessionOf(await signedIn())).user?.lang).toBe('en');
      const other = await signedIn();
      expect((await customer.put('/api/webshop/user/accept-mail', { acceptMail: true })).status).toBe(200);
      expect((await other.json<{ user: { acceptMail: boolean } }>('GET', '/api/webshop/session')).body.user.acceptMail).toBe(true);
      const info = { name: 'Kari Ny', address: 'Storgata 1', postal_code: '0155', city: 'Oslo', mobile: '+47 412 34 567' };
      expect((await customer.post('/ajax/user/update_user_info.php', info)).status).toBe(200);
      expect((await sessionOf(other)).user?.name).toBe('Kari Ny');
    } finally {
      await server.db.update(users).set({ lang: 'nb', acceptMail: false, name: 'Kari Nordmann' }).where(eq(users.email, CUSTOMER.username));
      await server.db.execute(sql`select pg_notify('read_cache_invalidate', 'session:')`);
    }
  });

  it('signs the other browsers out at once when the password changes', async () => {
    const customer = await signedIn();
    const other = await signedIn();
    const otherCookie = other.cookie(SESSION_COOKIE)!;
    expect((await sessionWithCookie(otherCookie)).user).not.toBeNull();
    try {
      expect((await customer.post('/ajax/user/update_password.php', { password: 'nytt-passord-1', reTypePassword: 'nytt-passord-1' })).status).toBe(200);
      expect((await sessionWithCookie(otherCookie)).user).toBeNull();
      expect((await sessionOf(customer)).user).not.toBeNull();
    } finally {
      expect((await customer.post('/ajax/user/update_password.php', { password: CUSTOMER.password, reTypePassword: CUSTOMER.password })).status).toBe(200);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('ends a session signed out on one server on the other servers of the database too', async () => {
    const otherDatabase = await openDatabase(server.config.databaseUrl);
    const otherServer = createApp({ ...server.deps, db: otherDatabase.db });
    try {
      const customer = await signedIn();
      const cookie = customer.cookie(SESSION_COOKIE)!;
      const onOther = (url: string, init: RequestInit) => otherServer.request(url, init);
      // The other server has read (and keeps) the session.
      expect((await sessionWithCookie(cookie, onOther)).user?.name).toBe('Kari Nordmann');
      expect((await customer.post('/api/webshop/logout')).status).toBe(200);
      await expect.poll(async () => (await sessionWithCookie(cookie, onOther)).user, { timeout: NOTICE_WAIT_MS }).toBeNull();
    } finally {
      await otherDatabase.close();
    }
  });
});
