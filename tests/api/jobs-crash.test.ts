/**
 * A server killed with SIGKILL between a payment approval and its confirmation e-mail: after a
 * restart on the same database the mail goes out exactly once. Real server processes, a folder
 * database for PGlite (it outlives the process), or a fresh database on TEST_DATABASE_URL.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { startChildServer, waitFor } from '../support/childServer';
import { readOutbox } from '../support/outbox';
import { approvePayment, cardOrderAwaitingPayment } from '../support/paidOrder';
import { CUSTOMER } from '../support/templateFixtures';
import { TEST_MEDIA_DIR, testDatabaseUrl } from '../support/testServer';

/** Folders and database of one installation, shared by its successive server processes. */
async function installation() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'webshop-crash-'));
  const memory = await testDatabaseUrl();
  const databaseUrl = memory === 'memory://' ? path.join(dir, 'db') : memory;
  const outboxDir = path.join(dir, 'outbox');
  return {
    databaseUrl,
    outbox: () => readOutbox(outboxDir),
    env: {
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: TEST_MEDIA_DIR,
      CACHE_DIR: path.join(dir, 'cache'),
      OUTBOX_DIR: outboxDir,
      // A job cut off on PostgreSQL comes back after its timeout: seconds here, not minutes. Long
      // enough for the mail job to draw the confirmation's card picture on a busy machine.
      JOB_TIMEOUT_SECONDS: '15',
      JOB_POLL_SECONDS: '0.5',
    },
  };
}

/** The send-mail jobs in the database once the servers are gone: state and runs. */
async function mailJobs(databaseUrl: string) {
  const database = await openDatabase(databaseUrl);
  try {
    const result: unknown = await database.db.execute(sql`SELECT state, retry_count FROM pgboss.job WHERE name = 'send-mail' UNION ALL SELECT state, retry_count FROM pgboss.archive WHERE name = 'send-mail'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { state: string; retry_count: number }[];
    return rows.map((r) => ({ state: r.state, retries: Number(r.retry_count) }));
  } finally {
    await database.close();
  }
}

describe('a crash between payment approval and e-mail', () => {
  it('sends the confirmation exactly once after the restart (SIGKILL before the worker took the mail)', async () => {
    const shop = await installation();
    // The worker looks for jobs at start and then not for an hour: the approval's mail waits in the queue.
    const first = await startChildServer({ ...shop.env, JOB_POLL_SECONDS: '3600' });
    const customer = await first.client().login(CUSTOMER.username, CUSTOMER.password);
    const { orderUuid, transactionUuid } = await cardOrderAwaitingPayment(customer);
    expect((await approvePayment(customer, transactionUuid)).status).toBe(200);
    expect(await first.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    expect(shop.outbox()).toEqual([]);

    const second = await startChildServer(shop.env);
    const mails = await waitFor(shop.outbox, (m) => m.length > 0);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[CUSTOMER.username, `Ordrebekreftelse ${orderUuid.slice(0, 8)}`]]);
    // The order stayed paid through the crash.
    const again = await second.client().login(CUSTOMER.username, CUSTOMER.password);
    expect((await again.json('GET', `/api/webshop/user/orders/${orderUuid}`)).body).toMatchObject({ state: 'paid' });
    expect(await second.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    expect(shop.outbox()).toHaveLength(1);
    expect(await mailJobs(shop.databaseUrl)).toEqual([{ state: 'completed', retries: 0 }]);
  });

  it('runs a mail job again whose worker was killed mid-job (JOB_TEST_KILL_AT), and the mail goes out once', async () => {
    const shop = await installation();
    const first = await startChildServer({ ...shop.env, JOB_TEST_KILL_AT: 'send-mail:start' });
    const customer = await first.client().login(CUSTOMER.username, CUSTOMER.password);
    const { orderUuid, transactionUuid } = await cardOrderAwaitingPayment(customer);
    // The approval commits before the worker can take its mail; the answer may lose the race with the kill.
    const approval = await approvePayment(customer, transactionUuid).catch(() => null);
    if (approval) expect(approval.status).toBe(200);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(shop.outbox()).toEqual([]);

    const second = await startChildServer(shop.env);
    const mails = await waitFor(shop.outbox, (m) => m.length > 0);
    expect(mails.map((m) => m.subject)).toEqual([`Ordrebekreftelse ${orderUuid.slice(0, 8)}`]);
    const again = await second.client().login(CUSTOMER.username, CUSTOMER.password);
    expect((await again.json('GET', `/api/webshop/user/orders/${orderUuid}`)).body).toMatchObject({ state: 'paid' });
    expect(await second.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    expect(shop.outbox()).toHaveLength(1);
    // Taken twice: by the killed worker, then by the restarted one.
    expect(await mailJobs(shop.databaseUrl)).toEqual([{ state: 'completed', retries: 1 }]);
  });
}, 300_000);
