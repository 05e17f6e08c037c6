/**
 * Scale-out: two server processes on one PostgreSQL database, media in S3-compatible object
 * storage (s3rver), behind Debian's nginx (round robin). Each server has its own data folder,
 * derivative cache and outbox, so anything that works across them goes through the database or
 * the object storage.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import type { AppDeps } from '../../src/server/http/context';
import { createShopQueue } from '../../src/server/jobs/shopQueue';
import { createLogger } from '../../src/server/log';
import { createSession } from '../../src/server/services/auth/sessions';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { packageRemindersJob } from '../../src/server/services/packages/reminders';
import { openStorage, type ObjectStorage } from '../../src/server/storage';
import { demoTemplate, itemOf, type Filled } from '../support/cartFixtures';
import { CARD_BY_POST } from '../support/paidOrder';
import { freePort, startChildServer, waitFor, type ChildServer } from '../support/childServer';
import { startNginx, nginxMissing, type LoadBalancer } from '../support/nginx';
import { readOutbox } from '../support/outbox';
import { copyDemoMedia, startLocalS3, type LocalS3 } from '../support/s3Server';
import { TEST_MEDIA_DIR, testDatabaseUrl, TestClient } from '../support/testServer';

const skipped = !process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL is not set: two servers need one PostgreSQL server (CI sets it)' : nginxMissing;
if (skipped) console.warn(`two-servers suite skipped: ${skipped}`);

const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };
const CHECKOUT = '/api/webshop/checkout';
const MEDIA_URL = 's3://shop-media/media';
const snowfall = demoTemplate('Julekort 15x15 Snøfall');

let s3: LocalS3;
let media: ObjectStorage;
let database: Database;
let servers: ChildServer[] = [];
let lb: LoadBalancer;
const dataDirs: string[] = [];

/** A browser against `base` (nginx or one server directly), keeping its cookies. */
const browser = (base: string, cookie?: string) =>
  new TestClient((url, init) => fetch(`${base}${url}`, { ...init, headers: { ...(init?.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } }));

const upstreamOf = (res: Response) => res.headers.get('x-upstream') ?? '';
const allMail = () => dataDirs.flatMap((dir) => readOutbox(path.join(dir, 'outbox')));

async function fillFor(client: TestClient): Promise<Filled> {
  const [emma] = await database.db.select({ uuid: schema.subjects.uuid }).from(schema.subjects).where(eq(schema.subjects.code, 'EMMA2026'));
  const res = await client.json('POST', '/api/webshop/user/templates/fill-template', { template: { uuid: snowfall.template.uuid }, subject: { uuid: emma.uuid } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Filled;
}

async function cartAndCheckout(client: TestClient, filled: Filled): Promise<string> {
  const added = await client.json('POST', '/api/webshop/cart/items', { items: [itemOf(filled, snowfall.product, 5)] });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const started = await client.json<{ checkoutUuid: string }>('POST', CHECKOUT);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.checkoutUuid;
}

/** Each part makes dozens of requests to two servers that share this machine with the test runner. */
const PART_TIMEOUT_MS = 120_000;

describe.skipIf(skipped)(`two servers on one PostgreSQL behind nginx${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  beforeAll(async () => {
    s3 = await startLocalS3(['shop-media']);
    media = openStorage(MEDIA_URL, s3.env);
    await copyDemoMedia(media);

    // Migrated and seeded once here, so the two servers start side by side on a ready database.
    const databaseUrl = await testDatabaseUrl();
    database = await openDatabase(databaseUrl);
    const seedDir = mkdtempSync(path.join(os.tmpdir(), 'webshop-2srv-'));
    dataDirs.push(seedDir);
    const config = loadConfig({ DATA_DIR: seedDir, MEDIA_DIR: TEST_MEDIA_DIR, LOG_LEVEL: 'silent' });
    await seedDemoData(database.db, config, media, createLogger('silent'));
    // Two offers end within the reminder window, and only the demo customer accepts mail.
    await database.db.update(schema.packageOffers).set({ endsAt: new Date(Date.now() + 47 * 3600_000) });
    await database.db.update(schema.users).set({ acceptMail: false });
    await database.db.update(schema.users).set({ acceptMail: true }).where(eq(schema.users.email, CUSTOMER.username));

    const [portA, portB, lbPort] = [await freePort(), await freePort(), await freePort()];
    const common = {
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: TEST_MEDIA_DIR,
      MEDIA_URL,
      ...s3.env,
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
      LOGIN_LIMIT_PER_IP: '1000',
    };
    servers = await Promise.all(
      [portA, portB].map((port) => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webshop-2srv-'));
        dataDirs.push(dataDir);
        return startChildServer({ ...common, PORT: String(port), DATA_DIR: dataDir, CACHE_DIR: path.join(dataDir, 'cache') });
      }),
    );
    lb = await startNginx(servers.map((s) => s.url), lbPort);
  }, 300_000);

  afterAll(async () => {
    await lb?.stop();
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    await database?.close();
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps a customer's session on both servers", async () => {
    const customer = await browser(lb.url).login(CUSTOMER.username, CUSTOMER.password);
    const cookie = `sid=${customer.cookie('sid')}`;
    for (const server of servers) {
      const res = await fetch(`${server.url}/api/webshop/session`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json())).toContain(CUSTOMER.username);
    }
    // And through nginx, which takes turns.
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await customer.get('/api/webshop/session');
      expect(res.status).toBe(200);
      seen.add(upstreamOf(res));
    }
    expect(seen.size).toBe(2);
  }, PART_TIMEOUT_MS);

  it('makes one order from 20 parallel Buy requests spread over both servers', async () => {
    const customer = await browser(lb.url).login(CUSTOMER.username, CUSTOMER.password);
    const checkoutUuid = await cartAndCheckout(customer, await fillFor(customer));
    const answers = await Promise.all(Array.from({ length: 20 }, () => customer.post(`${CHECKOUT}/${checkoutUuid}/transaction`, CARD_BY_POST)));
    const byServer = answers.reduce<Record<string, number>>((n, res) => ({ ...n, [upstreamOf(res)]: (n[upstreamOf(res)] ?? 0) + 1 }), {});
    const bodies = await Promise.all(answers.map((res) => res.json() as Promise<{ order: { uuid: string } }>));
    const orders = await database.db.select().from(schema.orders).where(eq(schema.orders.checkoutUuid, checkoutUuid));
    const payments = orders.length ? await database.db.select().from(schema.paymentTransactions).where(eq(schema.paymentTransactions.orderUuid, orders[0].uuid)) : [];
    console.info('20 parallel Buys over two servers', { answeredBy: byServer, statuses: answers.map((a) => a.status), orders: orders.length, payments: payments.length });
    expect(Object.keys(byServer)).toHaveLength(2);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies.map((b) => b.order.uuid)).size).toBe(1);
    expect(orders).toHaveLength(1);
    expect(payments).toHaveLength(1);
  }, PART_TIMEOUT_MS);

  it('holds a single-use voucher when 20 customers redeem it at once on both servers', async () => {
    const [emmaSet] = await database.db
      .select({ uuid: schema.pictureSets.uuid })
      .from(schema.pictureSets)
      .innerJoin(schema.subjects, eq(schema.subjects.uuid, schema.pictureSets.subjectUuid))
      .where(eq(schema.subjects.code, 'EMMA2026'));
    const passwordHash = await hashPassword('hemmelig1');
    const made = await database.db
      .insert(schema.users)
      .values(Array.from({ length: 20 }, (_, i) => ({ email: `to-servere${i}@example.no`, mobile: `4199${String(i).padStart(4, '0')}`, passwordHash, acceptMail: false, lang: 'nb' as const })))
      .returning({ uuid: schema.users.uuid });
    await database.db.insert(schema.userPictureSets).values(made.map((u) => ({ userUuid: u.uuid, pictureSetUuid: emmaSet.uuid })));
    // Sessions made directly (twenty scrypt sign-ins only slow the suite); every other customer on each server.
    const customers = await Promise.all(made.map(async (u, i) => browser(servers[i % 2].url, `sid=${(await createSession(database.db, { userUuid: u.uuid })).token}`)));
    const filled = await fillFor(customers[0]);
    const checkouts: string[] = [];
    for (const customer of customers) {
      const checkoutUuid = await cartAndCheckout(customer, filled);
      const verified = await customer.json('POST', `${CHECKOUT}/${checkoutUuid}/verify-rebate-code`, { code: 'EN-GANG' });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      checkouts.push(checkoutUuid);
    }
    const answers = await Promise.all(customers.map((customer, i) => customer.post(`${CHECKOUT}/${checkouts[i]}/transaction`, CARD_BY_POST)));
    const [voucher] = await database.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, 'EN-GANG'));
    const uses = await database.db.select().from(schema.voucherUses).where(eq(schema.voucherUses.voucherUuid, voucher.uuid));
    console.info('single-use voucher, 20 customers over two servers', { uses: uses.length, statuses: answers.map((a) => a.status) });
    expect(uses).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  }, PART_TIMEOUT_MS);

  it('runs the reminder job once and sends each e-mail once', async () => {
    const [user] = await database.db.select().from(schema.users).where(eq(schema.users.email, CUSTOMER.username));
    // The reminder job is a schedule (every 15 minutes); here it is fired twice at once, as if
    // both servers' schedulers went off together. The two servers' workers take the runs.
    const queue = createShopQueue(database, loadConfig({ LOG_LEVEL: 'silent' }), createLogger('silent'), 0);
    // With no workers this process only enqueues: the handlers (and so their deps) never run here.
    await queue.start({} as AppDeps);
    await Promise.all([queue.enqueue(database.db, packageRemindersJob, {}), queue.enqueue(database.db, packageRemindersJob, {})]);
    await queue.stop();
    const sent = await waitFor(
      () => database.db.select().from(schema.packageRemindersSent).where(eq(schema.packageRemindersSent.userUuid, user.uuid)),
      (rows) => rows.length === 2,
    );
    const reminders = await waitFor(
      () => allMail().filter((m) => /timer igjen/.test(m.subject)),
      (mails) => mails.length >= 2,
    );
    // A password reset asked through nginx: one e-mail, whichever server takes it.
    const asked = await fetch(`${lb.url}/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(CUSTOMER.username)}`);
    expect(asked.status).toBe(200);
    await waitFor(allMail, (mails) => mails.some((m) => /passord/i.test(m.subject)));
    // Time for a second copy to turn up, if anything were to send one.
    await new Promise((r) => setTimeout(r, 3000));
    const resets = allMail().filter((m) => /passord/i.test(m.subject));
    const resetCodes = await database.db.select().from(schema.passwordResets).where(eq(schema.passwordResets.userUuid, user.uuid));
    console.info('reminders and e-mails over two servers', { remindersRecorded: sent.length, reminderMails: allMail().filter((m) => /timer igjen/.test(m.subject)).length, resetMails: resets.length });
    expect(allMail().filter((m) => /timer igjen/.test(m.subject))).toHaveLength(2);
    expect(reminders.map((m) => m.to)).toEqual([CUSTOMER.username, CUSTOMER.username]);
    expect(resets).toHaveLength(1);
    expect(resetCodes).toHaveLength(1);
  }, PART_TIMEOUT_MS);

  it('serves a picture uploaded through one server from the other', async () => {
    const [a, b] = servers;
    const token = (await createSession(database.db, { userUuid: (await database.db.select().from(schema.users).where(eq(schema.users.email, CUSTOMER.username)))[0].uuid })).token;
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 30, b: 40 } } }).png().toBuffer();
    const form = new FormData();
    form.append('files', new File([new Uint8Array(png)], 'rød.png', { type: 'image/png' }));
    const uploaded = await fetch(`${a.url}/api/webshop/user/images`, { method: 'POST', body: form, headers: { cookie: `sid=${token}` } });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { images } = (await uploaded.json()) as { images: { uuid: string; src: string }[] };
    const [row] = await database.db.select().from(schema.userImages).where(eq(schema.userImages.uuid, images[0].uuid));
    // In the bucket, not on the first server's disk.
    expect((await media.info(row.file))?.size).toBe(png.length);
    expect(() => readFileSync(path.join(TEST_MEDIA_DIR, row.file))).toThrow();

    const served = await fetch(`${b.url}${images[0].src.replace('{size}', '320').replace('{effect}', 'original')}`, { headers: { cookie: `sid=${token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([320, 213]);
  }, PART_TIMEOUT_MS);
});
