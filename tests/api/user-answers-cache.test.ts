import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listPictureSets, type PictureSet } from '../../src/api/contract/pictureSets';
import { createApp } from '../../src/server/app';
import { forgetUserAnswersHere, userAnswer } from '../../src/server/cache/userAnswers';
import { openDatabase } from '../../src/server/db/client';
import { cartLines, pictures, userFavoritePictures, userPictureSets, users } from '../../src/server/db/schema';
import { CART, demoTemplate, fill, ITEMS, itemOf, readCart, registerCustomer } from '../support/cartFixtures';
import { subjectOf } from '../support/templateFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

/** How long a NOTIFY may take on a busy machine (a wait, not a measure): under the 30 s answers are kept, so only the notice can pass. */
const NOTICE_WAIT_MS = 5_000;
const LIST = '/api/webshop/user/picture-sets';
const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let customer: TestClient;
let customerUuid: string;
let clock = Date.parse('2026-09-01T10:00:00Z');

beforeAll(async () => {
  // A clock that moves a second per reading (the cart lists lines oldest first), and jumps when a test sets it.
  server = await createTestServer({ now: () => new Date((clock += 1000)) });
  customer = await server.client().login(CUSTOMER.username, CUSTOMER.password);
  [{ uuid: customerUuid }] = await server.db.select({ uuid: users.uuid }).from(users).where(eq(users.email, CUSTOMER.username));
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.delete(cartLines);
  await server.db.delete(userFavoritePictures);
});

type Request = (url: string, init: RequestInit) => Response | Promise<Response>;

const setsOf = async (client: TestClient) => {
  const res = await client.json('GET', LIST);
  expect(res.status).toBe(200);
  return listPictureSets.response.parse(res.body).pictureSets;
};
/** A change made beside the app reaches the kept answers through the triggers' notice: before the change returns on PGlite, a moment after on PostgreSQL. */
const afterTheNotice = async <T>(read: () => Promise<T>, expected: (value: T) => void) => {
  if (server.config.databaseUrl.startsWith('postgres')) await expect.poll(async () => (expected(await read()), true), { timeout: NOTICE_WAIT_MS }).toBe(true);
  else expected(await read());
};
const snowfall = demoTemplate('Julekort 15x15 Snøfall');

describe("a customer's cart, kept in memory", () => {
  it("shows the customer's own changes at once: add, quantity, removal", async () => {
    expect((await readCart(customer)).orderLines).toEqual([]);
    const filled = await fill(customer, snowfall.template, (await subjectOf(server, 'EMMA2026')).subjectUuid);
    const added = await customer.json<{ newOrderLines: { uuid: string }[] }>('POST', ITEMS, { items: [itemOf(filled, snowfall.product, 1)] });
    expect(added.status).toBe(200);
    const [line] = added.body.newOrderLines;
    expect((await readCart(customer)).orderLines.map((l) => [l.uuid, l.quantity])).toEqual([[line.uuid, 1]]);
    expect((await customer.json('PUT', `${ITEMS}/${line.uuid}/quantity`, { quantity: 3 })).status).toBe(200);
    expect((await readCart(customer)).orderLines.map((l) => l.quantity)).toEqual([3]);
    expect((await customer.json('DELETE', `${ITEMS}/${line.uuid}`)).status).toBe(200);
    expect((await readCart(customer)).orderLines).toEqual([]);
  });

  it('shows a change made beside the app (SQL by hand) once its notice arrives', async () => {
    expect((await readCart(customer)).orderLines).toEqual([]);
    await server.db.insert(cartLines).values({ userUuid: customerUuid, type: 0, description: 'Portrettpakke', quantity: 2, linePrice: '398.00' });
    await afterTheNotice(
      () => readCart(customer),
      (cart) => expect(cart.orderLines.map((l) => l.description)).toEqual(['Portrettpakke']),
    );
  });

  it("keeps one customer's answer apart from another's and from another language", async () => {
    const neighbour = await registerCustomer(server, 'noah.forelder@example.no', '41234570', 'NOAH2026');
    expect((await readCart(neighbour)).orderLines).toEqual([]);
    await server.db.insert(cartLines).values({ userUuid: customerUuid, type: 0, description: 'Kalender', quantity: 1, linePrice: '199.00' });
    await afterTheNotice(
      () => readCart(customer),
      (cart) => expect(cart.orderLines).toHaveLength(1),
    );
    expect((await readCart(neighbour)).orderLines).toEqual([]);
    const english = await server.client().login(CUSTOMER.username, CUSTOMER.password);
    expect((await english.put('/api/webshop/language', { lang: 'en' })).status).toBe(200);
    try {
      expect((await english.json('GET', CART)).body).toMatchObject({ orderLines: [{ description: 'Kalender' }] });
    } finally {
      expect((await english.put('/api/webshop/language', { lang: 'nb' })).status).toBe(200);
    }
  });
});

describe("a customer's picture sets, kept in memory", () => {
  it('shows a set added with a code and a favourite marked at once', async () => {
    const before = await setsOf(customer);
    expect(before.map((s) => s.subject.name)).not.toContain('Sara Lunde');
    const added = await customer.json<{ valid: boolean }>('GET', '/ajax/prophoto/add_picture_set_by_code.php?code=SARA2026');
    expect(added.body.valid).toBe(true);
    try {
      const sets = await setsOf(customer);
      expect(sets.map((s) => s.subject.name)).toContain('Sara Lunde');
      const emma = sets.find((s) => s.subject.name === 'Emma Hansen')!;
      const first = emma.pictures[0];
      expect(first.isUserFavorite).toBe(false);
      expect((await customer.json('PUT', `/api/webshop/user/pictures/${first.uuid}/favorite`)).status).toBe(200);
      const marked = (await setsOf(customer)).find((s) => s.subject.name === 'Emma Hansen')!;
      expect(marked.pictures[0].isUserFavorite).toBe(true);
    } finally {
      const sara = (await setsOf(customer)).find((s) => s.subject.name === 'Sara Lunde');
      if (sara) await server.db.delete(userPictureSets).where(eq(userPictureSets.pictureSetUuid, sara.uuid));
    }
  });

  it("drops every customer's sets when rows many customers see change (a picture's size by hand)", async () => {
    const [emma] = (await setsOf(customer)).filter((s) => s.subject.name === 'Emma Hansen');
    const picture = emma.pictures[0];
    await server.db.update(pictures).set({ width: picture.width + 1 }).where(eq(pictures.uuid, picture.uuid));
    try {
      await afterTheNotice(
        () => setsOf(customer),
        (sets) => expect(sets.find((s) => s.uuid === emma.uuid)!.pictures[0].width).toBe(picture.width + 1),
      );
    } finally {
      await server.db.update(pictures).set({ width: picture.width }).where(eq(pictures.uuid, picture.uuid));
    }
  });

  it('answers anew once a yearbook deadline passes on the clock', async () => {
    const open = (await setsOf(customer)).find((s) => s.subject.name === 'Emma Hansen')!;
    expect(open.job.yearbookPoseSelection?.expired).toBe(false);
    const start = clock;
    try {
      clock = Date.parse(open.job.yearbookPoseSelection!.deadline) + ONE_DAY_MS;
      // Signed in anew: the first session has ended by then. The account's kept answer is the same.
      const later = await server.client().login(CUSTOMER.username, CUSTOMER.password);
      const passed = (await setsOf(later)).find((s) => s.subject.name === 'Emma Hansen')!;
      expect(passed.job.yearbookPoseSelection?.expired).toBe(true);
      expect(passed.qualifyForSelectYearbookPose).toBe(false);
      clock = start;
      expect((await setsOf(customer)).find((s) => s.subject.name === 'Emma Hansen')!.job.yearbookPoseSelection?.expired).toBe(false);
    } finally {
      clock = start;
    }
  });
});

describe('a call that changes nothing', () => {
  /** Whether the customer's answer `name` is kept on this server (a probe that finds none leaves none behind). */
  const isKept = async (name: string) => {
    let loaded = false;
    await userAnswer(server.db, customerUuid, name, async () => {
      loaded = true;
      return {};
    });
    if (loaded) forgetUserAnswersHere(server.db, customerUuid, name);
    return !loaded;
  };

  it("keeps the customer's answers after a fill, a POST that reads only; a change drops them", async () => {
    await readCart(customer);
    await setsOf(customer);
    expect([await isKept('cart:nb'), await isKept('picture-sets:nb')]).toEqual([true, true]);
    const filled = await fill(customer, snowfall.template, (await subjectOf(server, 'EMMA2026')).subjectUuid);
    expect([await isKept('cart:nb'), await isKept('picture-sets:nb')]).toEqual([true, true]);
    expect((await customer.json('POST', ITEMS, { items: [itemOf(filled, snowfall.product, 1)] })).status).toBe(200);
    expect(await isKept('cart:nb')).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('another server on the same PostgreSQL', () => {
  it('drops the cart and picture sets it keeps when this server changes them', async () => {
    const otherDatabase = await openDatabase(server.config.databaseUrl);
    const otherServer = createApp({ ...server.deps, db: otherDatabase.db });
    const onOther: Request = (url, init) => otherServer.request(url, init);
    const cookie = `sid=${customer.cookie('sid')}`;
    const read = async <T>(url: string) => (await (await onOther(url, { headers: { cookie } })).json()) as T;
    try {
      // The other server has read (and keeps) both answers.
      expect((await read<{ orderLines: unknown[] }>(CART)).orderLines).toEqual([]);
      const emma = (await read<{ pictureSets: PictureSet[] }>(LIST)).pictureSets.find((s) => s.subject.name === 'Emma Hansen')!;
      expect(emma.pictures[0].isUserFavorite).toBe(false);

      const filled = await fill(customer, snowfall.template, (await subjectOf(server, 'EMMA2026')).subjectUuid);
      expect((await customer.json('POST', ITEMS, { items: [itemOf(filled, snowfall.product, 1)] })).status).toBe(200);
      expect((await customer.json('PUT', `/api/webshop/user/pictures/${emma.pictures[0].uuid}/favorite`)).status).toBe(200);

      await expect.poll(async () => (await read<{ orderLines: unknown[] }>(CART)).orderLines.length, { timeout: NOTICE_WAIT_MS }).toBe(1);
      await expect
        .poll(async () => (await read<{ pictureSets: PictureSet[] }>(LIST)).pictureSets.find((s) => s.uuid === emma.uuid)!.pictures[0].isUserFavorite, {
          timeout: NOTICE_WAIT_MS,
        })
        .toBe(true);
    } finally {
      await otherDatabase.close();
    }
  });

  it('hears a change made by hand on the database', async () => {
    const otherDatabase = await openDatabase(server.config.databaseUrl);
    const otherServer = createApp({ ...server.deps, db: otherDatabase.db });
    const cookie = `sid=${customer.cookie('sid')}`;
    const readCartOnOther = async () => (await (await otherServer.request(CART, { headers: { cookie } })).json()) as { orderLines: unknown[] };
    try {
      expect((await readCartOnOther()).orderLines).toEqual([]);
      await otherDatabase.db.execute(sql`insert into cart_lines (user_uuid, type, description, quantity, line_price) values (${customerUuid}, 0, 'Fotobok', 1, 299)`);
      await expect.poll(async () => (await readCartOnOther()).orderLines.length, { timeout: NOTICE_WAIT_MS }).toBe(1);
      await expect.poll(async () => (await readCart(customer)).orderLines.length, { timeout: NOTICE_WAIT_MS }).toBe(1);
    } finally {
      await otherDatabase.close();
    }
  });
});
