import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPictureSet, listPictureSets, type PictureSet } from '../../src/api/contract/pictureSets';
import * as schema from '../../src/server/db/schema';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };
const SUPPORT = { username: 'support@example.no', password: 'support1234' };
const LIST = '/api/webshop/user/picture-sets';

async function signIn(server: Server, credentials = CUSTOMER): Promise<TestClient> {
  const client = server.client();
  expect((await client.post('/api/webshop/login', credentials)).status).toBe(200);
  return client;
}

async function setUuidOf(server: Server, code: string): Promise<string> {
  const [row] = await server.db
    .select({ uuid: schema.pictureSets.uuid })
    .from(schema.pictureSets)
    .innerJoin(schema.subjects, eq(schema.subjects.uuid, schema.pictureSets.subjectUuid))
    .where(eq(schema.subjects.code, code));
  return row.uuid;
}

async function addToCustomer(server: Server, code: string, addedAt: string) {
  const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, CUSTOMER.username));
  await server.db.insert(schema.userPictureSets).values({ userUuid: user.uuid, pictureSetUuid: await setUuidOf(server, code), addedAt: new Date(addedAt) });
}

async function list(client: TestClient): Promise<PictureSet[]> {
  const res = await client.json('GET', LIST);
  expect(res.status).toBe(200);
  return listPictureSets.response.parse(res.body).pictureSets;
}

describe('picture set API (today: yearbook selection open)', () => {
  let server: Server;
  let customer: TestClient;

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2026-09-01T10:00:00Z') });
    customer = await signIn(server);
  });
  afterAll(() => server.close());

  it('asks a visitor to sign in', async () => {
    const res = await server.client().json('GET', LIST);
    expect(res.status).toBe(401);
    expect((await server.client().json('GET', `${LIST}/${await setUuidOf(server, 'EMMA2026')}`)).status).toBe(401);
  });

  it("lists the customer's set with its pictures as media URL templates", async () => {
    const [emma, ...others] = await list(customer);
    expect(others).toEqual([]);
    expect(emma).toMatchObject({
      uuid: await setUuidOf(server, 'EMMA2026'),
      year: 2026,
      isEditable: true,
      subject: { name: 'Emma Hansen', group: false },
      job: { name: 'Bergen skole 2026', greenScreen: false },
      photographerName: 'Fotograf Nordlys AS',
    });
    expect(emma.pictures.map((p) => p.pictureType)).toEqual(['IP', 'IP', 'IP', 'IP', 'IP', 'SFP', 'GP']);
    for (const picture of emma.pictures) {
      expect(picture.src).toBe(`/media/pictures/${picture.uuid}/{size}/{effect}.jpg`);
      expect(picture.foregroundSrc).toBeNull();
      expect(picture.greenscreen).toBe(false);
      expect(picture.groupPicture).toBe(picture.pictureType === 'GP');
    }
    expect(emma.avatar?.url).toBe(`/media/pictures/${emma.pictures[0].uuid}/320/original.jpg`);
    // The template really works against the media route.
    const image = await customer.get(emma.pictures[0].src.replace('{size}', '320').replace('{effect}', 'sepia'));
    expect(image.status).toBe(200);
  });

  it('qualifies a set of more than 6 pictures for favourites and an open pose selection for yearbook pose', async () => {
    const [emma] = await list(customer);
    expect(emma.pictures).toHaveLength(7);
    expect(emma.qualifyForSelectOwnFavorites).toBe(true);
    expect(emma.qualifyForSelectYearbookPose).toBe(true);
    expect(emma.job.yearbookPoseSelection).toMatchObject({
      expired: false,
      poses: [{ name: 'Årbokbilde' }, { name: 'Elevkort' }],
      expiryDateInfoString: 'Du kan velge årbokbilde til og med 30. juni 2036.',
    });
    expect(emma.job.yearbookPoseSelection?.poses[0].instructions).toContain('\n');
  });

  it('lists the newest added set first and applies each rule per set', async () => {
    await addToCustomer(server, 'SARA2026', '2026-04-01T10:00:00Z');
    await addToCustomer(server, 'OLAV2026', '2026-05-10T10:00:00Z');
    await addToCustomer(server, 'KLASSE5B', '2026-03-01T10:00:00Z');
    const sets = await list(customer);
    expect(sets.map((s) => s.subject.name)).toEqual(['Olav Berg', 'Sara Lunde', 'Emma Hansen', 'Klasse 5B']);
    const [olav, sara, , klasse] = sets;

    expect(sara.pictures).toHaveLength(7);
    expect(sara.qualifyForSelectOwnFavorites).toBe(true);
    expect(sara.qualifyForSelectYearbookPose).toBe(true);

    // The kindergarten job has no poses; its portraits are green-screen shots.
    expect(olav.job).toMatchObject({ greenScreen: true, yearbookPoseSelection: null });
    expect(olav.qualifyForSelectYearbookPose).toBe(false);
    const portraits = olav.pictures.filter((p) => p.pictureType === 'IP');
    expect(portraits.length).toBeGreaterThanOrEqual(3);
    for (const p of portraits) expect(p).toMatchObject({ greenscreen: true, foregroundSrc: `/media/pictures/${p.uuid}/{size}/{effect}.png` });

    expect(klasse).toMatchObject({ isEditable: false, subject: { group: true }, qualifyForSelectOwnFavorites: false });
  });

  it('shows one of the customer\'s sets and hides everyone else\'s behind 404', async () => {
    const uuid = await setUuidOf(server, 'EMMA2026');
    const res = await customer.json('GET', `${LIST}/${uuid}`);
    expect(res.status).toBe(200);
    expect(getPictureSet.response.parse(res.body).pictureSet.uuid).toBe(uuid);

    const other = await customer.json<{ error: string }>('GET', `${LIST}/${await setUuidOf(server, 'NOAH2026')}`);
    expect(other.status).toBe(404);
    expect(other.body.error).toMatch(/bildesettet/);
    expect((await customer.json('GET', `${LIST}/${randomUUID()}`)).status).toBe(404);
    expect((await customer.json('GET', `${LIST}/not-a-uuid`)).status).toBe(404);
  });

  it("gives support simulating a customer that customer's sets, and support alone none", async () => {
    const support = await signIn(server, SUPPORT);
    expect(await list(support)).toEqual([]);
    expect((await support.post('/api/webshop/support/simulate', { email: CUSTOMER.username })).status).toBe(200);
    expect((await list(support)).map((s) => s.subject.name)).toContain('Emma Hansen');
  });

  it('writes the pose texts in English for an English session', async () => {
    const english = await signIn(server);
    expect((await english.put('/api/webshop/language', { lang: 'en' })).status).toBe(200);
    const emma = (await list(english)).find((s) => s.subject.name === 'Emma Hansen')!;
    expect(emma.job.yearbookPoseSelection).toMatchObject({
      poses: [{ name: 'Yearbook picture' }, { name: 'Student ID card' }],
      expiryDateInfoString: 'You can choose the yearbook picture until 30 June 2036.',
    });
  });
});

describe('picture set API (after the yearbook deadline)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2036-07-01T10:00:00Z') });
  });
  afterAll(() => server.close());

  it('no longer qualifies for yearbook pose and says the selection has expired', async () => {
    const [emma] = await list(await signIn(server));
    expect(emma.qualifyForSelectYearbookPose).toBe(false);
    expect(emma.qualifyForSelectOwnFavorites).toBe(true);
    expect(emma.job.yearbookPoseSelection).toMatchObject({
      expired: true,
      expiryDateInfoString: 'Fristen for å velge årbokbilde gikk ut 30. juni 2036.',
    });
  });

  it('does not count exactly 6 pictures as many', async () => {
    await addToCustomer(server, 'NOAH2026', '2026-02-01T10:00:00Z');
    const noah = (await list(await signIn(server))).find((s) => s.subject.name === 'Noah Hansen')!;
    expect(noah.pictures).toHaveLength(6);
    expect(noah.qualifyForSelectOwnFavorites).toBe(false);
  });
});
