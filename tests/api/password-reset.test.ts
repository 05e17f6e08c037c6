import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { createTestServer, type Mail } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let clock = Date.parse('2026-04-01T10:00:00Z');
const MINUTE = 60_000;

const OLD_PASSWORD = 'gammelt1';
let oldPasswordHash: string;

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(clock) });
  // Hashed once: scrypt is slow on purpose, and every test customer starts with this password.
  oldPasswordHash = await hashPassword(OLD_PASSWORD);
});
afterAll(async () => {
  await server.close();
});
// Each test starts in a fresh rate-limit window (10 reminders per hour per address of the client).
beforeEach(() => {
  clock += 61 * MINUTE;
});

/** A customer of this test alone (the reminder limit counts per address). */
async function newCustomer(email: string, lang: 'nb' | 'en' = 'nb') {
  await server.db.insert(users).values({ email, passwordHash: oldPasswordHash, lang });
  return { email, password: OLD_PASSWORD };
}


async function requestReset(email: string): Promise<{ code: string; mail: Mail }> {
  const before = server.outbox().length;
  const res = await server.client().json('GET', `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const mails = server.outbox();
  expect(mails).toHaveLength(before + 1);
  const mail = mails[mails.length - 1];
  const link = mail.body.match(/(\S+\/reset-password\?resetcode=(\S+))/);
  expect(link?.[1].startsWith(`${server.config.publicUrl}/reset-password?resetcode=`)).toBe(true);
  return { code: decodeURIComponent(link![2]), mail };
}

const reset = (code: string, password: string) => server.client().json('POST', `/api/webshop/reset-password/${code}`, { password });
const isValid = async (code: string) => (await server.client().json('GET', `/api/webshop/reset-password/${code}`)).body.valid;

describe('GET /sections/prophoto/ajax/send_password_reminder.php', () => {
  it('mails a one-hour link in the account language and answers a message', async () => {
    const { email } = await newCustomer('glemsk@example.no');
    const res = await server.client().json('GET', `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=%20GLEMSK@example.no`);
    expect(res).toEqual({
      status: 200,
      body: { message: `Vi har sendt en e-post til ${email} med en lenke for å velge nytt passord. Lenken virker i én time.` },
    });
    const mail = server.outbox().at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Velg nytt passord');
    expect(mail.body).toContain('Lenken virker i én time og kan bare brukes én gang.');
    expect(mail.body).toMatch(/\/reset-password\?resetcode=[A-Za-z0-9_-]{43}\n/);
  });

  it('writes to an English-speaking customer in English', async () => {
    await newCustomer('forgetful@example.no', 'en');
    const { mail, code } = await requestReset('forgetful@example.no');
    expect(mail.subject).toBe('Choose a new password');
    expect(mail.body).toContain('The link works for one hour and only once.');
    expect(await isValid(code)).toBe(true);
  });

  it("answers 400 'Invalid email' for an address that is not one", async () => {
    const client = server.client();
    const nb = await client.json('GET', '/sections/prophoto/ajax/send_password_reminder.php?json=1&email=glemsk');
    expect(nb).toEqual({ status: 400, body: { error: 'Ugyldig e-postadresse', code: 'validation', data: ['email'] } });
    await client.put('/api/webshop/language', { lang: 'en' });
    const en = await client.json('GET', '/sections/prophoto/ajax/send_password_reminder.php?json=1&email=');
    expect(en.body.error).toBe('Invalid email');
  });

  it('answers an error text for an address without an account, sending nothing', async () => {
    const before = server.outbox().length;
    const res = await server.client().json('GET', '/sections/prophoto/ajax/send_password_reminder.php?json=1&email=ingen@example.no');
    expect(res).toEqual({ status: 404, body: { error: 'Vi fant ingen konto med denne e-postadressen.', code: 'unknown_email', data: ['email'] } });
    expect(server.outbox()).toHaveLength(before);
  });
});

describe('/api/webshop/reset-password/{code}', () => {
  it('sets the new password once, and signs out every session of the account', async () => {
    const customer = await newCustomer('tilbakestill@example.no');
    const signedIn = server.client();
    expect((await signedIn.post('/api/webshop/login', { username: customer.email, password: customer.password })).status).toBe(200);
    const { code } = await requestReset(customer.email);

    expect(await isValid(code)).toBe(true);
    expect(await reset(code, '  nytt-passord  ')).toEqual({ status: 200, body: { success: true } });

    const [row] = await server.db.select().from(users).where(eq(users.email, customer.email));
    expect(row.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await server.db.select().from(sessions).where(eq(sessions.userUuid, row.uuid))).toEqual([]);
    expect((await signedIn.json('GET', '/api/webshop/session')).body.user).toBeNull();

    const login = (password: string) => server.client().json('POST', '/api/webshop/login', { username: customer.email, password });
    expect((await login(OLD_PASSWORD)).status).toBe(401);
    // The password was trimmed before it was stored.
    expect((await login('nytt-passord')).status).toBe(200);

    expect(await isValid(code)).toBe(false);
    expect(await reset(code, 'enda-nyere')).toEqual({
      status: 400,
      body: { error: 'Beklager, ingen konto er knyttet til denne nøkkelen', code: 'invalid_reset_code' },
    });
  });

  it('voids the other pending codes of the account when one is used', async () => {
    const customer = await newCustomer('to.lenker@example.no');
    const first = await requestReset(customer.email);
    const second = await requestReset(customer.email);
    expect((await reset(second.code, 'helt-nytt-1')).status).toBe(200);
    expect(await isValid(first.code)).toBe(false);
  });

  it('ends the earlier codes when a new reset is asked for: only the newest link works', async () => {
    const customer = await newCustomer('ny.lenke@example.no');
    const first = await requestReset(customer.email);
    const second = await requestReset(customer.email);
    expect(await isValid(first.code)).toBe(false);
    expect((await reset(first.code, 'helt-nytt-1')).status).toBe(400);
    expect(await isValid(second.code)).toBe(true);
    expect((await reset(second.code, 'helt-nytt-1')).status).toBe(200);
  });

  it('refuses a password of 6 characters or fewer, keeping the code usable', async () => {
    const customer = await newCustomer('kort@example.no');
    const { code } = await requestReset(customer.email);
    expect(await reset(code, ' 123456 ')).toEqual({
      status: 400,
      body: { error: 'Passordet må være lengre enn 6 tegn.', code: 'validation', data: ['password'] },
    });
    expect(await isValid(code)).toBe(true);
  });

  it('stops working one hour after it was sent', async () => {
    const customer = await newCustomer('sen@example.no');
    const { code } = await requestReset(customer.email);
    clock += 59 * MINUTE;
    expect(await isValid(code)).toBe(true);
    clock += MINUTE;
    expect(await isValid(code)).toBe(false);
    expect((await reset(code, 'for-sent-1')).status).toBe(400);
  });

  it('refuses an unknown key, in the request language', async () => {
    expect(await isValid('finnes-ikke')).toBe(false);
    const client = server.client();
    await client.put('/api/webshop/language', { lang: 'en' });
    const res = await client.json('POST', '/api/webshop/reset-password/finnes-ikke', { password: 'langt-nok-1' });
    expect(res).toEqual({ status: 400, body: { error: 'Sorry, no account connected to this key', code: 'invalid_reset_code' } });
  });

  it('answers 400 naming the field for a body without a password', async () => {
    const res = await server.client().json('POST', '/api/webshop/reset-password/finnes-ikke', {});
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(['password']);
  });
});
