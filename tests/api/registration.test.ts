import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureSets, subjects, userPictureSets, users } from '../../src/server/db/schema';
import { createTestServer } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const form = (fields: Record<string, unknown> = {}) => ({
  email: 'ny.forelder@example.no',
  mobile: '41234568',
  password: 'hemmelig1',
  confirm_password: 'hemmelig1',
  code: '',
  acceptmail: true,
  termsofservice: true,
  ...fields,
});

const countUsers = async () => (await server.db.select({ uuid: users.uuid }).from(users)).length;
const usersWithEmail = (email: string) => server.db.select().from(users).where(eq(users.email, email));

describe('GET /sections/prophoto/ajax/user_exists_by_email.php', () => {
  it('tells whether an account exists, ignoring case and spaces', async () => {
    const client = server.client();
    expect((await client.json('GET', '/sections/prophoto/ajax/user_exists_by_email.php?email=%20KUNDE@example.no')).body).toEqual({ exists: true });
    expect((await client.json('GET', '/sections/prophoto/ajax/user_exists_by_email.php?email=ukjent@example.no')).body).toEqual({ exists: false });
  });

  it("answers 400 'Invalid email' for an address that is not one", async () => {
    const client = server.client();
    const nb = await client.json('GET', '/sections/prophoto/ajax/user_exists_by_email.php?email=kunde');
    expect(nb).toEqual({ status: 400, body: { error: 'Ugyldig e-postadresse', code: 'validation', data: ['email'] } });
    await client.put('/api/webshop/language', { lang: 'en' });
    const en = await client.json('GET', '/sections/prophoto/ajax/user_exists_by_email.php?email=kunde@');
    expect(en.body.error).toBe('Invalid email');
  });

  it('answers 400 naming the field when the e-mail is missing', async () => {
    const res = await server.client().json('GET', '/sections/prophoto/ajax/user_exists_by_email.php');
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(['email']);
  });
});

describe('POST /ajax/create.php', () => {
  it('creates the account with the picture set of the code and signs it in', async () => {
    const client = server.client();
    const res = await client.json<{ success: boolean; user: Record<string, unknown>; pictureSetUuid: string }>(
      'POST',
      '/ajax/create.php',
      form({ email: ' Ny.Forelder@Example.no ', code: 'olav2026' }),
    );
    const [olavSet] = await server.db
      .select({ uuid: pictureSets.uuid })
      .from(pictureSets)
      .innerJoin(subjects, eq(subjects.uuid, pictureSets.subjectUuid))
      .where(eq(subjects.code, 'OLAV2026'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      pictureSetUuid: olavSet.uuid,
      user: { emailAddress: 'ny.forelder@example.no', name: '', mobilePhone: '41234568', acceptMail: true, isSimulated: false },
    });

    const [row] = await usersWithEmail('ny.forelder@example.no');
    expect(row.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row.acceptMail).toBe(true);
    const owned = await server.db.select().from(userPictureSets).where(eq(userPictureSets.userUuid, row.uuid));
    expect(owned.map((o) => o.pictureSetUuid)).toEqual([olavSet.uuid]);

    const session = await client.json('GET', '/api/webshop/session');
    expect(session.body).toMatchObject({ user: { emailAddress: 'ny.forelder@example.no' }, currentPictureSetUuid: olavSet.uuid });
    // The new password works for a later login.
    const login = await server.client().json('POST', '/api/webshop/login', { username: 'ny.forelder@example.no', password: 'hemmelig1' });
    expect(login.status).toBe(200);
  });

  it('creates an account without a code', async () => {
    const res = await server.client().json('POST', '/ajax/create.php', form({ email: 'uten.kode@example.no', acceptmail: false }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, pictureSetUuid: null, user: { acceptMail: false } });
  });

  it.each([
    ['an invalid e-mail', { email: 'ikke-en-adresse' }, 'Ugyldig e-postadresse', ['email']],
    ['an empty e-mail', { email: '  ' }, 'Skriv inn e-postadressen din.', ['email']],
    ['an invalid mobile', { mobile: '123' }, 'Mobilnummeret er ikke gyldig.', ['mobile']],
    ['an empty mobile', { mobile: '' }, 'Skriv inn mobilnummeret ditt.', ['mobile']],
    ['a short password', { password: '12345', confirm_password: '12345' }, 'Passordet må ha minst 6 tegn.', ['password']],
    ['an empty password', { password: '', confirm_password: '' }, 'Velg et passord.', ['password']],
    ['passwords that differ', { confirm_password: 'hemmelig2' }, 'De to passordene er ikke like!', ['confirm_password']],
    ['a taken e-mail', { email: 'KUNDE@example.no' }, 'Det finnes allerede en konto med denne e-postadressen. Logg inn i stedet.', ['email']],
    ['a code that opens nothing', { code: 'FEIL1234' }, 'Koden er ikke gyldig', ['code']],
    ['several problems', { mobile: 'abc', confirm_password: 'annet', code: 'FEIL1234' }, 'Mobilnummeret er ikke gyldig.', ['mobile', 'confirm_password', 'code']],
  ])('refuses %s with a message and the fields to flag, creating nothing', async (_, fields, error, data) => {
    const usersBefore = await countUsers();
    const client = server.client();
    const res = await client.json('POST', '/ajax/create.php', form({ email: 'avvist@example.no', ...fields }));
    expect(res).toEqual({ status: 400, body: { error, code: 'validation', data } });
    expect(await countUsers()).toBe(usersBefore);
    expect(client.cookie('sid')).toBeUndefined();
  });

  it('answers in English when the visitor chose English', async () => {
    const client = server.client();
    await client.put('/api/webshop/language', { lang: 'en' });
    const res = await client.json('POST', '/ajax/create.php', form({ email: 'kunde@example.no' }));
    expect(res.body).toMatchObject({ error: 'An account with this e-mail address already exists. Sign in instead.', data: ['email'] });
  });

  it.each([
    ['termsofservice is not true', { termsofservice: false }, 'termsofservice'],
    ['acceptmail is missing', { acceptmail: undefined }, 'acceptmail'],
    ['the mobile is not text', { mobile: 41234568 }, 'mobile'],
  ])('answers 400 naming the field when %s', async (_, fields, field) => {
    const res = await server.client().json('POST', '/ajax/create.php', form(fields));
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([field]);
  });
});
