import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestServer, TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
/** The same server behind a trusted proxy: each test speaks from its own client address. */
let proxied: ReturnType<typeof createApp>;
let clock = Date.parse('2026-04-01T10:00:00Z');
const MINUTE = 60_000;

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(clock) });
  proxied = createApp({ ...server.deps, config: { ...server.config, trustProxy: true } });
});
afterAll(async () => {
  await server.close();
});

let ipCounter = 0;
let ip = '';
beforeEach(() => {
  ipCounter += 1;
  ip = `203.0.113.${ipCounter}`;
});

/** A browser at `address` (default: this test's own address). */
function browser(address = ip) {
  const client = new TestClient(proxied.request.bind(proxied));
  return {
    client,
    get: (url: string) => client.call('GET', url, undefined, { 'x-forwarded-for': address }),
    post: (url: string, body: unknown) => client.call('POST', url, body, { 'x-forwarded-for': address }),
  };
}

async function expectRateLimited(res: Response, seconds: number) {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
  expect(await res.json()).toEqual({ error: `For mange forsøk. Vent ${seconds} sekunder og prøv igjen.`, code: 'rate_limited' });
}

async function repeat(times: number, send: () => Promise<Response>, status: number) {
  for (let i = 0; i < times; i++) expect((await send()).status).toBe(status);
}

describe('client address', () => {
  it('reads TRUST_PROXY from the environment', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads the sign-ins allowed per address from LOGIN_LIMIT_PER_IP, the default (null) unless a whole number above 0', () => {
    expect(loadConfig({}).loginLimitPerIp).toBeNull();
    expect(loadConfig({ LOGIN_LIMIT_PER_IP: '1000' }).loginLimitPerIp).toBe(1000);
    for (const bad of ['0', '-5', '2.5', 'many', '']) expect(loadConfig({ LOGIN_LIMIT_PER_IP: bad }).loginLimitPerIp).toBeNull();
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    // Without TRUST_PROXY every request counts for the socket address, whatever the header says.
    const direct = server.client();
    for (let i = 0; i < 20; i++) {
      const res = await direct.call('GET', '/ajax/prophoto/verify_subject_code.php?code=FEIL1234', undefined, { 'x-forwarded-for': `198.51.100.${i}` });
      expect(res.status).toBe(200);
    }
    await expectRateLimited(
      await direct.call('GET', '/ajax/prophoto/verify_subject_code.php?code=FEIL1234', undefined, { 'x-forwarded-for': '198.51.100.99' }),
      600,
    );
  });

  it('counts the address the proxy appended, not the ones the client sent', async () => {
    const spoofer = new TestClient(proxied.request.bind(proxied));
    const send = (i: number) =>
      spoofer.call('GET', '/ajax/prophoto/verify_subject_code.php?code=FEIL1234', undefined, { 'x-forwarded-for': `10.0.0.${i}, ${ip}` });
    for (let i = 0; i < 20; i++) expect((await send(i)).status).toBe(200);
    await expectRateLimited(await send(99), 600);
  });
});

describe('subject codes: 20 per 10 minutes per address, verify and add together', () => {
  it('answers 429 with Retry-After, per address, until the window ends', async () => {
    const visitor = browser();
    await repeat(20, () => visitor.get('/ajax/prophoto/verify_subject_code.php?code=FEIL1234'), 200);
    await expectRateLimited(await visitor.get('/ajax/prophoto/verify_subject_code.php?code=EMMA2026'), 600);
    // Another address is not affected.
    expect((await browser('198.51.100.200').get('/ajax/prophoto/verify_subject_code.php?code=EMMA2026')).status).toBe(200);

    clock += 4 * MINUTE;
    await expectRateLimited(await visitor.get('/ajax/prophoto/verify_subject_code.php?code=EMMA2026'), 360);
    clock += 6 * MINUTE;
    expect((await visitor.get('/ajax/prophoto/verify_subject_code.php?code=EMMA2026')).status).toBe(200);
  });

  it('counts adding by code in the same window', async () => {
    const customer = browser();
    expect((await customer.post('/api/webshop/login', { username: 'kunde@example.no', password: 'demo1234' })).status).toBe(200);
    await repeat(10, () => customer.get('/ajax/prophoto/verify_subject_code.php?code=FEIL1234'), 200);
    await repeat(10, () => customer.get('/ajax/prophoto/add_picture_set_by_code.php?code=FEIL1234'), 200);
    await expectRateLimited(await customer.get('/ajax/prophoto/add_picture_set_by_code.php?code=NOAH2026'), 600);
  });
});

describe('login', () => {
  it('allows 30 tries per address in 15 minutes', async () => {
    const visitor = browser();
    // A new address each time, so the per-account lock (5 failures) is not what stops them.
    let n = 0;
    await repeat(30, () => visitor.post('/api/webshop/login', { username: `ingen${n++}@example.no`, password: 'feil' }), 401);
    await expectRateLimited(await visitor.post('/api/webshop/login', { username: 'kunde@example.no', password: 'demo1234' }), 900);
  });

  it('locks an account for 15 minutes after 5 failed passwords from anywhere; a success clears the count', async () => {
    const attempt = (address: string, password: string) =>
      browser(address).post('/api/webshop/login', { username: 'support@example.no', password });
    for (let i = 0; i < 4; i++) expect((await attempt(`198.51.101.${i}`, 'feil-passord')).status).toBe(401);
    // A success forgets the four failures…
    expect((await attempt('198.51.101.10', 'support1234')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(`198.51.101.${20 + i}`, 'feil-passord')).status).toBe(401);
    // …but five failures in a row lock the account, even for the right password from a new address.
    await expectRateLimited(await attempt('198.51.101.30', 'support1234'), 900);
    clock += 15 * MINUTE;
    expect((await attempt('198.51.101.31', 'support1234')).status).toBe(200);
    // Eleven password checks, each a deliberately slow hash: on a loaded 2-core CI machine they
    // took over the default 30 s.
  }, 120_000);
});

describe('password reminder and reset', () => {
  it('sends at most 10 reminders per address per hour', async () => {
    const visitor = browser();
    await repeat(10, () => visitor.get('/sections/prophoto/ajax/send_password_reminder.php?json=1&email=ikke-en-adresse'), 400);
    await expectRateLimited(await visitor.get('/sections/prophoto/ajax/send_password_reminder.php?json=1&email=kunde@example.no'), 3600);
  });

  it('sends at most 3 reminders per e-mail address per hour, from any client address', async () => {
    const before = server.outbox().length;
    for (let i = 0; i < 3; i++) {
      expect((await browser(`198.51.102.${i}`).get('/sections/prophoto/ajax/send_password_reminder.php?json=1&email=kunde@example.no')).status).toBe(200);
    }
    await expectRateLimited(
      await browser('198.51.102.9').get('/sections/prophoto/ajax/send_password_reminder.php?json=1&email=KUNDE@example.no'),
      3600,
    );
    await server.drainJobs();
    expect(server.outbox()).toHaveLength(before + 3);
  });

  it('allows 10 new-password attempts per address in 15 minutes', async () => {
    const visitor = browser();
    await repeat(10, () => visitor.post('/api/webshop/reset-password/gjett', { password: 'langt-nok-1' }), 400);
    await expectRateLimited(await visitor.post('/api/webshop/reset-password/gjett', { password: 'langt-nok-1' }), 900);
  });
});

describe('account lookups: 30 per 10 minutes per address', () => {
  it('limits user_exists_by_email', async () => {
    const visitor = browser();
    await repeat(30, () => visitor.get('/sections/prophoto/ajax/user_exists_by_email.php?email=ingen@example.no'), 200);
    await expectRateLimited(await visitor.get('/sections/prophoto/ajax/user_exists_by_email.php?email=ingen@example.no'), 600);
  });

  it('limits create.php', async () => {
    const visitor = browser();
    const form = { email: 'ugyldig', mobile: '41234567', password: 'hemmelig1', confirm_password: 'hemmelig1', acceptmail: false, termsofservice: true };
    await repeat(30, () => visitor.post('/ajax/create.php', form), 400);
    await expectRateLimited(await visitor.post('/ajax/create.php', form), 600);
  });
});
