/**
 * PUT /api/webshop/user/current-picture-set: the 'Change picture set' Ok (spec 2 §2.1) kept by
 * the server's session, so a reload and a new request see the chosen set. Only a set on the
 * account can be chosen; someone else's answers exactly like one that does not exist.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session as sessionSchema } from '../../src/api/contract/user';
import { pictureSetUuid, subjectUuid } from '../../src/server/db/seed/jobs';
import { registerCustomer } from '../support/cartFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
type ErrorBody = { error: string; code: string; data?: string[] };

const CURRENT = '/api/webshop/user/current-picture-set';
const SESSION = '/api/webshop/session';

let server: Server;
/** Owns Emma's set, then the class's (entered last, so current after the code). */
let family: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  family = await registerCustomer(server, 'emma.familie@example.no', '41234571', 'EMMA2026');
  const added = await family.json('GET', '/ajax/prophoto/add_picture_set_by_code.php?code=KLASSE5B');
  expect(added.body).toMatchObject({ valid: true });
});
afterAll(() => server.close());

const currentOf = async (client: TestClient) => sessionSchema.parse((await client.json('GET', SESSION)).body).currentPictureSetUuid;

describe('PUT /api/webshop/user/current-picture-set', () => {
  it('makes an own set current for this session and every later request', async () => {
    expect(await currentOf(family)).toBe(pictureSetUuid('class-5b'));

    const res = await family.json('PUT', CURRENT, { subjectUuid: subjectUuid('emma') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answered = sessionSchema.parse(res.body);
    expect(answered.currentPictureSetUuid).toBe(pictureSetUuid('emma'));
    expect(answered.user?.emailAddress).toBe('emma.familie@example.no');
    // What a reload asks for.
    expect(await currentOf(family)).toBe(pictureSetUuid('emma'));

    // Upper-case uuids name the same subject; switching back works the same way.
    expect((await family.json('PUT', CURRENT, { subjectUuid: subjectUuid('class-5b').toUpperCase() })).status).toBe(200);
    expect(await currentOf(family)).toBe(pictureSetUuid('class-5b'));
  });

  it('answers a set of another family exactly as an unknown one, and changes nothing', async () => {
    await family.json('PUT', CURRENT, { subjectUuid: subjectUuid('emma') });
    const others = await family.json<ErrorBody>('PUT', CURRENT, { subjectUuid: subjectUuid('noah') });
    const unknown = await family.json<ErrorBody>('PUT', CURRENT, { subjectUuid: randomUUID() });
    expect(others).toEqual({
      status: 404,
      body: { error: 'Fant ikke bildesettet. Det finnes ikke, eller det er ikke lagt til på kontoen din.', code: 'not_found' },
    });
    expect(unknown).toEqual(others);
    expect(await currentOf(family)).toBe(pictureSetUuid('emma'));
  });

  it('refuses a body without a subject uuid with a message naming the field', async () => {
    for (const body of [{}, { subjectUuid: 'emma' }, { subjectUuid: 42 }, '{not json']) {
      const res = await family.json<ErrorBody>('PUT', CURRENT, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).not.toBe('');
    }
    const missing = await family.json<ErrorBody>('PUT', CURRENT, { subjectUuid: 'emma' });
    expect([missing.body.code, missing.body.data]).toEqual(['validation', ['subjectUuid']]);
  });

  it('asks a visitor to sign in, whatever they send', async () => {
    const visitor = server.client();
    for (const body of [{ subjectUuid: subjectUuid('emma') }, '{not json']) {
      expect(await visitor.json('PUT', CURRENT, body)).toEqual({ status: 401, body: { error: 'Du må logge inn først.', code: 'unauthorized' } });
    }
  });

  it('is kept per session: another browser of the same account keeps its own current set', async () => {
    const other = await server.client().login('emma.familie@example.no', 'hemmelig1');
    await family.json('PUT', CURRENT, { subjectUuid: subjectUuid('class-5b') });
    const before = await currentOf(other);
    await family.json('PUT', CURRENT, { subjectUuid: subjectUuid('emma') });
    expect(await currentOf(other)).toBe(before);
  });
});
