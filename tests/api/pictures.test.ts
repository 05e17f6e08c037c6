/**
 * Favourites and the yearbook pose (spec 3 'Favorites', 'Yearbook pose', §7): the calls, their
 * refusals, and what the picture set then shows. Another account's set or picture answers 404
 * and nothing is written.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPictureSet, type PictureSet } from '../../src/api/contract/pictureSets';
import * as schema from '../../src/server/db/schema';
import { jobYearbookPoseRows } from '../../src/server/db/seed/jobs';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };
const [POSE_YEARBOOK, POSE_CARD] = jobYearbookPoseRows.map((p) => p.uuid);
const BEFORE_DEADLINE = new Date('2026-09-01T10:00:00Z');
const AFTER_DEADLINE = new Date('2036-07-01T10:00:00Z');

let clock = BEFORE_DEADLINE;
let server: Server;
let customer: TestClient;

async function setOf(code: string) {
  const [row] = await server.db
    .select({ setUuid: schema.pictureSets.uuid, subjectUuid: schema.subjects.uuid })
    .from(schema.pictureSets)
    .innerJoin(schema.subjects, eq(schema.subjects.uuid, schema.pictureSets.subjectUuid))
    .where(eq(schema.subjects.code, code));
  const pictures = await server.db.select().from(schema.pictures).where(eq(schema.pictures.pictureSetUuid, row.setUuid)).orderBy(schema.pictures.sortOrder);
  return { ...row, pictures };
}

async function addToCustomer(code: string) {
  const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, CUSTOMER.username));
  await server.db.insert(schema.userPictureSets).values({ userUuid: user.uuid, pictureSetUuid: (await setOf(code)).setUuid });
}

async function shownSet(client: TestClient, setUuid: string): Promise<PictureSet> {
  const res = await client.json('GET', `/api/webshop/user/picture-sets/${setUuid}`);
  expect(res.status).toBe(200);
  return getPictureSet.response.parse(res.body).pictureSet;
}

const favorite = (client: TestClient, method: 'PUT' | 'DELETE', uuid: string) =>
  client.json<{ pictureUuid?: string; isUserFavorite?: boolean; error?: string; code?: string }>(method, `/api/webshop/user/pictures/${uuid}/favorite`);

const choosePose = (client: TestClient, subjectUuid: string, body: Record<string, unknown>) =>
  client.json<{ yearbookPoses?: unknown; error?: string; code?: string; data?: string[] }>('POST', `/api/webshop/user/picture-sets/${subjectUuid}/yearbook-pose`, body);

const allFavorites = () => server.db.select().from(schema.userFavoritePictures);
const allPoseChoices = () => server.db.select().from(schema.pictureSetYearbookPoses);

beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
  customer = await server.client().login(CUSTOMER.username, CUSTOMER.password);
});
afterAll(() => server.close());

describe('favourites', () => {
  it('asks a visitor to sign in', async () => {
    const emma = await setOf('EMMA2026');
    expect((await favorite(server.client(), 'PUT', emma.pictures[0].uuid)).status).toBe(401);
  });

  it('marks and unmarks a picture, idempotently, and the set shows it', async () => {
    const emma = await setOf('EMMA2026');
    const [first, second] = emma.pictures;
    expect(await favorite(customer, 'PUT', first.uuid)).toEqual({ status: 200, body: { pictureUuid: first.uuid, isUserFavorite: true } });
    expect((await favorite(customer, 'PUT', first.uuid.toUpperCase())).status).toBe(200);
    expect((await favorite(customer, 'PUT', second.uuid)).status).toBe(200);
    let shown = await shownSet(customer, emma.setUuid);
    expect(shown.pictures.filter((p) => p.isUserFavorite).map((p) => p.uuid)).toEqual([first.uuid, second.uuid]);

    expect(await favorite(customer, 'DELETE', second.uuid)).toEqual({ status: 200, body: { pictureUuid: second.uuid, isUserFavorite: false } });
    expect((await favorite(customer, 'DELETE', second.uuid)).status).toBe(200);
    shown = await shownSet(customer, emma.setUuid);
    expect(shown.pictures.filter((p) => p.isUserFavorite).map((p) => p.uuid)).toEqual([first.uuid]);
  });

  it("keeps each account's favourites its own", async () => {
    const emma = await setOf('EMMA2026');
    const other = server.client();
    const created = await other.post('/ajax/create.php', {
      email: `fav-${randomUUID()}@example.no`, mobile: '41234567', password: 'demo1234', confirm_password: 'demo1234', code: 'EMMA2026', acceptmail: false, termsofservice: true,
    });
    expect(created.status).toBe(200);
    const shown = await shownSet(other, emma.setUuid);
    expect(shown.pictures.some((p) => p.isUserFavorite)).toBe(false);
  });

  it("answers 404 for someone else's picture, an unknown one or a bad uuid, and writes nothing", async () => {
    const before = await allFavorites();
    const noah = await setOf('NOAH2026');
    for (const uuid of [noah.pictures[0].uuid, randomUUID(), 'not-a-uuid']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await favorite(customer, method, uuid);
        expect(res.status).toBe(404);
        expect(res.body.error).toMatch(/Fant ikke bildet/);
      }
    }
    expect(await allFavorites()).toEqual(before);
  });

  it('refuses a set that does not qualify for favourites', async () => {
    await addToCustomer('OLAV2026');
    const olav = await setOf('OLAV2026');
    expect(olav.pictures.length).toBeLessThanOrEqual(6);
    const res = await favorite(customer, 'PUT', olav.pictures[0].uuid);
    expect(res).toMatchObject({ status: 409, body: { code: 'favorites_not_available', error: 'Du kan ikke velge favoritter i dette bildesettet.' } });
  });
});

describe('yearbook pose', () => {
  it('asks a visitor to sign in, whatever the body', async () => {
    const emma = await setOf('EMMA2026');
    expect((await choosePose(server.client(), emma.subjectUuid, {})).status).toBe(401);
  });

  it('chooses a portrait for a pose, and a new choice replaces the old one', async () => {
    clock = BEFORE_DEADLINE;
    const emma = await setOf('EMMA2026');
    const [ip1, ip2, ip3] = emma.pictures;
    const first = await choosePose(customer, emma.subjectUuid, { subject_uuid: emma.subjectUuid, picture_uuid: ip1.uuid, job_yearbook_pose_uuid: POSE_YEARBOOK });
    expect(first).toEqual({ status: 200, body: { yearbookPoses: [{ pictureClientRef: ip1.clientRef, jobYearbookPoseUuid: POSE_YEARBOOK }] } });

    await choosePose(customer, emma.subjectUuid, { subject_uuid: emma.subjectUuid, picture_uuid: ip3.uuid, job_yearbook_pose_uuid: POSE_CARD });
    const replaced = await choosePose(customer, emma.subjectUuid, { subject_uuid: emma.subjectUuid, picture_uuid: ip2.uuid, job_yearbook_pose_uuid: POSE_YEARBOOK });
    const expected = [
      { pictureClientRef: ip2.clientRef, jobYearbookPoseUuid: POSE_YEARBOOK },
      { pictureClientRef: ip3.clientRef, jobYearbookPoseUuid: POSE_CARD },
    ];
    expect(replaced).toEqual({ status: 200, body: { yearbookPoses: expected } });
    expect((await shownSet(customer, emma.setUuid)).yearbookPoses).toEqual(expected);
    expect((await allPoseChoices()).filter((c) => c.pictureSetUuid === emma.setUuid)).toHaveLength(2);
  });

  it('takes only individual pictures', async () => {
    const emma = await setOf('EMMA2026');
    for (const type of ['SFP', 'GP']) {
      const picture = emma.pictures.find((p) => p.pictureType === type)!;
      const res = await choosePose(customer, emma.subjectUuid, { subject_uuid: emma.subjectUuid, picture_uuid: picture.uuid, job_yearbook_pose_uuid: POSE_YEARBOOK });
      expect(res).toMatchObject({ status: 400, body: { code: 'not_individual', error: 'Bare portretter (individuelle bilder) kan velges som årbokbilde.' } });
    }
  });

  it("answers 404 for someone else's set, a picture of another set and a pose of another job, and writes nothing", async () => {
    const before = await allPoseChoices();
    const emma = await setOf('EMMA2026');
    const noah = await setOf('NOAH2026');
    const olav = await setOf('OLAV2026');

    const noahsSet = await choosePose(customer, noah.subjectUuid, { subject_uuid: noah.subjectUuid, picture_uuid: noah.pictures[0].uuid, job_yearbook_pose_uuid: POSE_YEARBOOK });
    expect(noahsSet).toMatchObject({ status: 404, body: { code: 'not_found', error: expect.stringMatching(/bildesettet/) } });
    const unknown = randomUUID();
    expect((await choosePose(customer, unknown, { subject_uuid: unknown, picture_uuid: emma.pictures[0].uuid, job_yearbook_pose_uuid: POSE_YEARBOOK })).status).toBe(404);

    const noahsPicture = await choosePose(customer, emma.subjectUuid, { subject_uuid: emma.subjectUuid, picture_uuid: noah.pictures[0].uuid, job_yearbook_pose_uuid: POSE_YEARBOOK });
    expect(noahsPicture).toMatchObject({ status: 404, body: { error: expect.stringMatching(/Fant ikke bildet/) } });

    // Olav's kindergarten job has no poses: the school's pose is not his set's.
    const otherJob = await choosePose(customer, olav.subjectUuid, { subject_uuid: olav.subjectUuid, picture_uuid: olav.pictures[0].uuid, job_yearbook_pose_uuid: POSE_YEARBOOK });
    expect(otherJob).toMatchObject({ status: 404, body: { error: 'Fant ikke årbokposituren for dette bildesettet.' } });
    expect(await allPoseChoices()).toEqual(before);
  });

  it('refuses a set that is not editable as not available', async () => {
    await addToCustomer('KLASSE5B');
    const klasse = await setOf('KLASSE5B');
    const res = await choosePose(customer, klasse.subjectUuid, { subject_uuid: klasse.subjectUuid, picture_uuid: klasse.pictures[0].uuid, job_yearbook_pose_uuid: POSE_YEARBOOK });
    expect(res).toMatchObject({ status: 409, body: { code: 'yearbook_not_available', error: 'Valg av årbokbilde er ikke tilgjengelig.' } });
  });

  it('rejects a bad body with 400 naming the field', async () => {
    const emma = await setOf('EMMA2026');
    const good = { subject_uuid: emma.subjectUuid, picture_uuid: emma.pictures[0].uuid, job_yearbook_pose_uuid: POSE_YEARBOOK };
    const missing = await choosePose(customer, emma.subjectUuid, { subject_uuid: emma.subjectUuid, job_yearbook_pose_uuid: POSE_YEARBOOK });
    expect(missing).toMatchObject({ status: 400, body: { code: 'validation', data: ['picture_uuid'] } });
    const notUuid = await choosePose(customer, emma.subjectUuid, { ...good, job_yearbook_pose_uuid: 'pose-1' });
    expect(notUuid).toMatchObject({ status: 400, body: { data: ['job_yearbook_pose_uuid'] } });
    const mismatch = await choosePose(customer, emma.subjectUuid, { ...good, subject_uuid: (await setOf('SARA2026')).subjectUuid });
    expect(mismatch).toMatchObject({ status: 400, body: { data: ['subject_uuid'], error: 'subject_uuid må være den samme som i adressen.' } });
  });

  it('refuses once the selection has expired, in the customer\'s language, and keeps the old choice', async () => {
    const emma = await setOf('EMMA2026');
    const before = (await shownSet(customer, emma.setUuid)).yearbookPoses;
    clock = AFTER_DEADLINE;
    try {
      // Months later: the old session has run out, so the customer signs in again.
      const later = await server.client().login(CUSTOMER.username, CUSTOMER.password);
      const body = { subject_uuid: emma.subjectUuid, picture_uuid: emma.pictures[4].uuid, job_yearbook_pose_uuid: POSE_YEARBOOK };
      expect(await choosePose(later, emma.subjectUuid, body)).toMatchObject({ status: 409, body: { code: 'yearbook_expired', error: 'Fristen for å velge årbokbilde har gått ut.' } });
      expect((await later.put('/api/webshop/language', { lang: 'en' })).status).toBe(200);
      expect(await choosePose(later, emma.subjectUuid, body)).toMatchObject({ status: 409, body: { error: 'Yearbook pose selection has expired' } });
      expect((await shownSet(later, emma.setUuid)).yearbookPoses).toEqual(before);
    } finally {
      clock = BEFORE_DEADLINE;
      await customer.put('/api/webshop/language', { lang: 'nb' });
    }
  });
});

describe('what the set shows', () => {
  it("lists the retouching chosen in the cart as the picture's retouch tasks", async () => {
    const emma = await setOf('EMMA2026');
    const [retouch] = await server.db.select().from(schema.products).where(eq(schema.products.type, 11));
    const subs = await server.db.select().from(schema.subProducts).where(eq(schema.subProducts.productUuid, retouch.uuid)).orderBy(schema.subProducts.sortOrder);
    const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, CUSTOMER.username));
    const picture = emma.pictures[1];
    await server.db.insert(schema.cartRetouchSelections).values([subs[1], subs[0]].map((s) => ({ userUuid: user.uuid, pictureUuid: picture.uuid, subProductUuid: s.uuid })));
    const shown = await shownSet(customer, emma.setUuid);
    expect(shown.pictures.find((p) => p.uuid === picture.uuid)!.userRetouchTasks).toEqual([subs[0], subs[1]].map((s) => ({ uuid: s.uuid, name: s.name.nb })));
    expect(shown.pictures.filter((p) => p.uuid !== picture.uuid).every((p) => p.userRetouchTasks.length === 0)).toBe(true);
    await server.db.delete(schema.cartRetouchSelections).where(and(eq(schema.cartRetouchSelections.userUuid, user.uuid), eq(schema.cartRetouchSelections.pictureUuid, picture.uuid)));
  });

  it('says whether the job has been in the web shop: not yet while none of its sets has pictures', async () => {
    const emma = await setOf('EMMA2026');
    expect((await shownSet(customer, emma.setUuid)).job.hasBeenInWebShop).toBe(true);

    const [job] = await server.db.select().from(schema.jobs).limit(1);
    const jobUuid = randomUUID();
    const subjectUuid = randomUUID();
    const setUuid = randomUUID();
    await server.db.insert(schema.jobs).values({ uuid: jobUuid, photographerUuid: job.photographerUuid, name: 'Tomt oppdrag', year: 2026 });
    await server.db.insert(schema.subjects).values({ uuid: subjectUuid, jobUuid, name: 'Ny Elev', code: `NY${Date.now()}` });
    await server.db.insert(schema.pictureSets).values({ uuid: setUuid, subjectUuid });
    const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, CUSTOMER.username));
    await server.db.insert(schema.userPictureSets).values({ userUuid: user.uuid, pictureSetUuid: setUuid });
    const empty = await shownSet(customer, setUuid);
    expect(empty.pictures).toEqual([]);
    expect(empty.job.hasBeenInWebShop).toBe(false);
  });
});
