/**
 * The job queue (pg-boss on the shop's database) and the mails it carries: a mail is queued in the
 * transaction of its cause, a failing job retries with backoff and then shows to support as
 * failed with its error, and an outbox that cannot be written never fails a payment approval.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { troubledJob } from '../../src/api/contract/jobs';
import { passwordResets, users } from '../../src/server/db/schema';
import { createResetCode } from '../../src/server/services/auth/passwordResets';
import { enqueueMail } from '../../src/server/services/mail/mailJob';
import { readOutbox } from '../support/outbox';
import { approvePayment, cardOrderAwaitingPayment } from '../support/paidOrder';
import { CUSTOMER, SUPPORT } from '../support/templateFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;

const mail = (to: string, subject: string) => ({ to, subject, text: `Hei ${to}` });

describe('a mail queued in a transaction', () => {
  let server: Server;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('goes out only when its transaction commits, and after the commit, not during it', async () => {
    const [customer] = await server.db.select().from(users).where(eq(users.email, CUSTOMER.username));
    const resets = async () => (await server.db.select().from(passwordResets).where(eq(passwordResets.userUuid, customer.uuid))).length;
    const before = await resets();

    // The cause (a reset code) and its mail roll back together.
    await expect(
      server.db.transaction(async (tx) => {
        await createResetCode(tx, customer.uuid, new Date());
        await enqueueMail(tx, server.deps.jobs, mail(customer.email, 'rolled back'));
        throw new Error('the request failed after queueing');
      }),
    ).rejects.toThrow('the request failed after queueing');
    expect(await server.drainJobs()).toBe(0);
    expect(await resets()).toBe(before);
    expect(server.outbox()).toEqual([]);

    await server.db.transaction(async (tx) => {
      await createResetCode(tx, customer.uuid, new Date());
      await enqueueMail(tx, server.deps.jobs, mail(customer.email, 'committed'));
      // Queued, not sent: nothing is written while the transaction is open.
      expect(server.outbox()).toEqual([]);
    });
    expect(await resets()).toBe(before + 1);
    expect(await server.drainJobs()).toBe(1);
    expect(server.outbox().map((m) => m.subject)).toEqual(['committed']);
    // A drained queue runs nothing twice.
    expect(await server.drainJobs()).toBe(0);
    expect(server.outbox()).toHaveLength(1);
  });

  it('refuses a job that is not registered, leaving the transaction to roll back', async () => {
    const stranger = { name: 'not-registered', retry: { limit: 0, delaySeconds: 1 }, timeoutSeconds: 10, handler: async () => {} };
    await expect(server.db.transaction((tx) => server.deps.jobs.enqueue(tx, stranger, {}))).rejects.toThrow("no job is registered as 'not-registered'");
  });
});

describe('an outbox that cannot be written', () => {
  let server: Server;
  let blocker: string;
  let customer: TestClient;
  let support: TestClient;

  beforeAll(async () => {
    // A file where the outbox's parent folder should be: every write fails (as root too, unlike chmod).
    blocker = path.join(mkdtempSync(path.join(os.tmpdir(), 'webshop-outbox-')), 'blocked');
    writeFileSync(blocker, 'not a folder');
    server = await createTestServer({ env: { OUTBOX_DIR: path.join(blocker, 'outbox') } });
    customer = await server.client().login(CUSTOMER.username, CUSTOMER.password);
    support = await server.client().login(SUPPORT.username, SUPPORT.password);
  });
  afterAll(() => server.close());

  const troubled = async (client: TestClient) => {
    const res = await client.json<{ jobs: unknown[] }>('GET', '/api/webshop/support/jobs');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.jobs.map((job) => troubledJob.parse(job));
  };

  // Each of the 12 attempts draws the card's picture before it fails to write the mail.
  it('answers the approval 2xx; the mail retries with backoff, fails for good, shows to support, and goes out once after a retry', async () => {
    const { orderUuid, transactionUuid } = await cardOrderAwaitingPayment(customer);
    const approving = Date.now();
    const approved = await approvePayment(customer, transactionUuid);
    const answered = Date.now();
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ state: 'paid', orderUuid });

    // The first attempt ran after the call and failed; the next waits 5 to 10 s (5 s doubled per attempt, with jitter).
    const [first] = await troubled(support);
    expect(first).toMatchObject({ name: 'send-mail', state: 'retry', attempts: 1, maxAttempts: 11, summary: `${CUSTOMER.username}: Ordrebekreftelse ${orderUuid.slice(0, 8)}` });
    expect(first.lastError).toMatch(/ENOTDIR|EEXIST|not a directory/);
    const next = Date.parse(first.nextAttemptAt!);
    expect(next - approving).toBeGreaterThanOrEqual(5_000 - 200);
    expect(next - answered).toBeLessThanOrEqual(10_000 + 200);
    // Not due yet: a drain leaves it waiting.
    expect(await server.drainJobs()).toBe(0);
    // Support can make it due now: the second attempt runs (and fails again).
    expect((await support.json('POST', `/api/webshop/support/jobs/send-mail/${first.id}/retry`)).status).toBe(200);
    expect(await server.drainJobs()).toBe(1);
    expect((await troubled(support))[0]).toMatchObject({ id: first.id, state: 'retry', attempts: 2 });

    // Every remaining attempt fails too (backoff skipped here): the job is given up, with its error.
    expect(await server.drainJobs({ ignoreBackoff: true })).toBe(9);
    const [failed] = await troubled(support);
    expect(failed).toMatchObject({ id: first.id, state: 'failed', attempts: 11, maxAttempts: 11, nextAttemptAt: null });
    expect(failed.lastError).toMatch(/ENOTDIR|EEXIST|not a directory/);
    expect(failed.failedAt).not.toBeNull();

    // Only support staff see and retry jobs.
    expect((await server.client().json('GET', '/api/webshop/support/jobs')).status).toBe(401);
    expect((await customer.json('GET', '/api/webshop/support/jobs')).status).toBe(403);
    expect((await customer.json('POST', `/api/webshop/support/jobs/send-mail/${failed.id}/retry`)).status).toBe(403);

    // The disk is fixed; support retries the job, and the confirmation goes out once.
    rmSync(blocker);
    expect(readOutbox(path.join(blocker, 'outbox'))).toEqual([]);
    expect((await support.json('POST', `/api/webshop/support/jobs/send-mail/${failed.id}/retry`)).status).toBe(200);
    // Due at once: the next look of a worker takes it.
    expect(await server.drainJobs()).toBe(1);
    const mails = readOutbox(path.join(blocker, 'outbox'));
    expect(mails.map((m) => m.subject)).toEqual([`Ordrebekreftelse ${orderUuid.slice(0, 8)}`]);
    expect(await troubled(support)).toEqual([]);
    expect(await server.drainJobs({ ignoreBackoff: true })).toBe(0);
    expect(readOutbox(path.join(blocker, 'outbox'))).toHaveLength(1);

    // A job that is not failed (any more), or no job at all, cannot be retried.
    const again = await support.json('POST', `/api/webshop/support/jobs/send-mail/${failed.id}/retry`);
    expect(again).toMatchObject({ status: 409, body: { code: 'not_failed' } });
    expect((await support.json('POST', '/api/webshop/support/jobs/send-mail/not-a-uuid/retry')).status).toBe(409);
    expect((await support.json('POST', `/api/webshop/support/jobs/unknown-job/${failed.id}/retry`)).status).toBe(409);
    expect(existsSync(blocker)).toBe(true);
  }, 120_000);
});
