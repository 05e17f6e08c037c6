import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, photographers, pictureSets, subjects } from '../../src/server/db/schema';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let customer: TestClient;
const REDIRECT_URL = 'https://annen-fotograf.example.no/webshop';

beforeAll(async () => {
  server = await createTestServer();
  // A whitelabel photographer whose customers shop elsewhere.
  const photographerUuid = randomUUID();
  const jobUuid = randomUUID();
  await server.db.insert(photographers).values({ uuid: photographerUuid, name: 'Annen Fotograf', redirectUrl: REDIRECT_URL });
  await server.db.insert(jobs).values({ uuid: jobUuid, photographerUuid, name: 'Annen skole 2026', year: 2026 });
  await server.db.insert(subjects).values({ uuid: randomUUID(), jobUuid, name: 'Per Annen', code: 'ANNEN2026' });
  customer = server.client();
  expect((await customer.post('/api/webshop/login', { username: 'kunde@example.no', password: 'demo1234' })).status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

/** What the database says a code opens (the oracle the answers are checked against). */
async function codeRow(code: string) {
  const [row] = await server.db
    .select({ subjectUuid: subjects.uuid, subjectName: subjects.name, jobUuid: jobs.uuid, jobName: jobs.name, setUuid: pictureSets.uuid })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.uuid, subjects.jobUuid))
    .innerJoin(pictureSets, eq(pictureSets.subjectUuid, subjects.uuid))
    .where(eq(subjects.code, code));
  return row;
}

describe('GET /ajax/prophoto/verify_subject_code.php', () => {
  it('accepts a code in any case and with spaces, naming the subject and the job', async () => {
    const olav = await codeRow('OLAV2026');
    const res = await server.client().json('GET', '/ajax/prophoto/verify_subject_code.php?code=%20olav2026%20');
    expect(res).toEqual({
      status: 200,
      body: {
        valid: true,
        data: { code: 'OLAV2026', subject: { uuid: olav.subjectUuid, name: olav.subjectName }, job: { uuid: olav.jobUuid, name: olav.jobName } },
      },
    });
  });

  it('answers valid:false with the message in the request language for an unknown code', async () => {
    const client = server.client();
    expect((await client.json('GET', '/ajax/prophoto/verify_subject_code.php?code=FEIL1234')).body).toEqual({
      valid: false,
      errorMessage: 'Koden er ikke gyldig',
    });
    await client.put('/api/webshop/language', { lang: 'en' });
    expect((await client.json('GET', '/ajax/prophoto/verify_subject_code.php?code=FEIL1234')).body).toEqual({
      valid: false,
      errorMessage: 'The code is not valid',
    });
  });

  it("sends a whitelabel photographer's code to its own shop", async () => {
    const res = await server.client().json('GET', '/ajax/prophoto/verify_subject_code.php?code=annen2026');
    expect(res).toEqual({ status: 200, body: { valid: true, data: { redirect: REDIRECT_URL } } });
  });

  it('answers 400 naming the code when it is missing or blank', async () => {
    for (const url of ['/ajax/prophoto/verify_subject_code.php', '/ajax/prophoto/verify_subject_code.php?code=%20%20']) {
      const res = await server.client().json('GET', url);
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual(['code']);
    }
  });
});

describe('GET /ajax/prophoto/add_picture_set_by_code.php', () => {
  it('needs a signed-in user', async () => {
    const res = await server.client().json('GET', '/ajax/prophoto/add_picture_set_by_code.php?code=NOAH2026');
    expect(res).toEqual({ status: 401, body: { error: 'Du må logge inn først.', code: 'unauthorized' } });
  });

  it('adds a new set to the account and makes it the current one', async () => {
    const noah = await codeRow('NOAH2026');
    const res = await customer.json('GET', '/ajax/prophoto/add_picture_set_by_code.php?code=noah2026');
    expect(res).toEqual({ status: 200, body: { valid: true, pictureSetUuid: noah.setUuid } });
    expect((await customer.json('GET', '/api/webshop/session')).body.currentPictureSetUuid).toBe(noah.setUuid);
  });

  it('warns, naming the subject, when the account already has the set', async () => {
    const emma = await codeRow('EMMA2026');
    const res = await customer.json('GET', '/ajax/prophoto/add_picture_set_by_code.php?code=EMMA2026');
    expect(res).toEqual({
      status: 200,
      body: {
        valid: true,
        pictureSetUuid: emma.setUuid,
        warning: {
          message: `Du har allerede tilgang til bildene av ${emma.subjectName}.`,
          payload: { subject: { uuid: emma.subjectUuid, name: emma.subjectName } },
        },
      },
    });
    expect((await customer.json('GET', '/api/webshop/session')).body.currentPictureSetUuid).toBe(emma.setUuid);
  });

  it('answers valid:false with an error for an unknown code', async () => {
    const res = await customer.json('GET', '/ajax/prophoto/add_picture_set_by_code.php?code=FEIL1234');
    expect(res).toEqual({ status: 200, body: { valid: false, error: 'Koden er ikke gyldig' } });
  });

  it('answers the redirect for a whitelabel code without adding anything', async () => {
    const res = await customer.json('GET', '/ajax/prophoto/add_picture_set_by_code.php?code=ANNEN2026');
    expect(res).toEqual({ status: 200, body: { valid: true, redirect: REDIRECT_URL } });
  });
});
