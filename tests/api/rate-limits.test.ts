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

  it('reads the sign-ups and e-mail look-ups allowed per address from ACCOUNT_LIMIT_PER_IP, the default (null) unless a whole number above 0', () => {
    expect(loadConfig({}).accountLimitPerIp).toBeNull();
    expect(loadConfig({ ACCOUNT_LIMIT_PER_IP: '1000' }).accountLimitPerIp).toBe(1000);
    for (const bad of ['0', '-5', '2.5', 'many', '']) expect(loadConfig({ ACCOUNT_LIMIT_PER_IP: bad }).accountLimitPerIp).toBeNull();
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
  it('answers 429 to one address hammering sign-ins, whatever accounts it tries', async () => {
    // Three instead of the default 30 (LOGIN_LIMIT_PER_IP): every try is a deliberately slow hash.
    const strict = createApp({ ...server.deps, config: { ...server.config, trustProxy: true, loginLimitPerIp: 3 } });
    const visitor = new TestClient(strict.request.bind(strict));
    const post = (username: string, password: string) => visitor.call('POST', '/api/webshop/login', { username, password }, { 'x-forwarded-for': ip });
    // A new account each time, so the per-account limits are not what stops them.
    for (let n = 0; n < 3; n++) expect((await post(`ingen${n}@example.no`, 'feil')).status).toBe(401);
    await expectRateLimited(await post('kunde@example.no', 'demo1234'), 900);
  });

  const attempt = (address: string, password: string) => browser(address).post('/api/webshop/login', { username: 'support@example.no', password });

  it('stops one address guessing one account after 5 wrong passwords, while the owner signs in from another', async () => {
    const attacker = '198.51.101.66';
    for (let i = 0; i < 5; i++) expect((await attempt(attacker, 'feil-passord')).status).toBe(401);
    await expectRateLimited(await attempt(attacker, 'feil-passord'), 900);
    // The attacker keeps hammering; the owner, at home, is not locked out.
    await expectRateLimited(await attempt(attacker, 'support1234'), 900);
    expect((await attempt('198.51.101.67', 'support1234')).status).toBe(200);
    clock += 15 * MINUTE;
    expect((await attempt(attacker, 'support1234')).status).toBe(200);
  }, 120_000);

  it('slows sign-ins to an account guessed from many addresses down, never locks it', async () => {
    // More failures than the old lock allowed (5), each from its own address.
    for (let i = 0; i < 7; i++) expect((await attempt(`198.51.101.${100 + i}`, 'feil-passord')).status).toBe(401);
    expect((await attempt('198.51.101.120', 'support1234')).status).toBe(200);
    clock += 15 * MINUTE;
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

  it('takes the limit from ACCOUNT_LIMIT_PER_IP when set, for sign-ups and look-ups alike', async () => {
    const strict = createApp({ ...server.deps, config: { ...server.config, trustProxy: true, accountLimitPerIp: 2 } });
    const visitor = new TestClient(strict.request.bind(strict));
    const headers = { 'x-forwarded-for': ip };
    const lookUp = () => visitor.call('GET', '/sections/prophoto/ajax/user_exists_by_email.php?email=ingen@example.no', undefined, headers);
    const signUp = () => visitor.call('POST', '/ajax/create.php', { email: 'ugyldig', mobile: '41234567', password: 'hemmelig1', confirm_password: 'hemmelig1', acceptmail: false, termsofservice: true }, headers);
    await repeat(2, lookUp, 200);
    await expectRateLimited(await lookUp(), 600);
    await repeat(2, signUp, 400);
    await expectRateLimited(await signUp(), 600);
  });
});
