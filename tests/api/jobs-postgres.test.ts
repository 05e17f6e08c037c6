/**
 * Several processes on one PostgreSQL: two `npm run worker` processes never run the same job,
 * and two app instances fire the package reminders once per schedule tick, not once each.
 * PostgreSQL only (TEST_DATABASE_URL): the embedded PGlite belongs to one process.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import type { AppDeps } from '../../src/server/http/context';
import { createJobQueue, type JobQueue } from '../../src/server/jobs/jobQueue';
import { createShopQueue } from '../../src/server/jobs/shopQueue';
import { createLogger } from '../../src/server/log';
import { createMailer } from '../../src/server/services/mail/createMailer';
import { openStorage } from '../../src/server/storage';
import { enqueueMail, sendMailJob } from '../../src/server/services/mail/mailJob';
import { packageRemindersJob } from '../../src/server/services/packages/reminders';
import { startChild, waitFor, type ChildProcessHandle } from '../support/childServer';
import { readOutbox } from '../support/outbox';
import { testDatabaseUrl } from '../support/testServer';

const log = createLogger('silent');
const opened: { database: Database; jobs: JobQueue<AppDeps> }[] = [];
const children: ChildProcessHandle[] = [];

afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => child.kill('SIGTERM')));
  for (const { database, jobs } of opened.splice(0)) {
    await jobs.stop();
    await database.close();
  }
});

/** An app instance's queue on `url`, started with `deps` built around it. */
async function instance(url: string, outboxDir: string, make: (database: Database) => JobQueue<AppDeps>) {
  const database = await openDatabase(url);
  const config = { ...loadConfig({ OUTBOX_DIR: outboxDir, LOG_LEVEL: 'silent' }), databaseUrl: url };
  const jobs = make(database);
  await jobs.start({ db: database.db, config, log, mailer: createMailer(config, log), media: openStorage(config.mediaUrl), jobs, now: () => new Date() });
  opened.push({ database, jobs });
  return { database, jobs };
}

const jobStates = async (database: Database) => {
  const result: unknown = await database.db.execute(sql`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'send-mail' GROUP BY state`);
  return Object.fromEntries(((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { state: string; n: number }[]).map((r) => [r.state, r.n]));
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('several processes on one PostgreSQL', () => {
  it('two npm run worker processes share 40 mails, each mail sent by one of them once', async () => {
    const url = await testDatabaseUrl();
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'webshop-workers-')), 'outbox');
    // A web server with JOB_WORKERS=0: it only enqueues.
    const { database, jobs } = await instance(url, outboxDir, (db) => createShopQueue(db, loadConfig({ JOB_WORKERS: '0' }), log));
    const env = { DATABASE_URL: url, OUTBOX_DIR: outboxDir, LOG_LEVEL: 'info', JOB_WORKERS: '2', JOB_POLL_SECONDS: '0.5' };
    const workers = [startChild('src/server/worker.ts', env), startChild('src/server/worker.ts', env)];
    children.push(...workers);
    for (const worker of workers) await waitFor(worker.output, (out) => out.includes('"worker ready"'), 120_000);

    await database.db.transaction((tx) => enqueueMail(tx, jobs, ...Array.from({ length: 40 }, (_, i) => ({ to: `mottaker${i}@example.no`, subject: `Melding ${i}`, text: 'Hei' }))));
    await waitFor(() => jobStates(database), (states) => states.completed === 40, 60_000);
    expect(readOutbox(outboxDir).map((m) => m.subject).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `Melding ${i}`).sort());

    // Each worker logs every mail it wrote: together each mail once, and both took a share.
    const written = workers.map((w) => w.output().split('\n').filter((line) => line.includes('"mail written to outbox"')).map((line) => JSON.parse(line).file as string));
    expect(written.flat()).toHaveLength(40);
    expect(new Set(written.flat()).size).toBe(40);
    expect(written[0].length).toBeGreaterThan(0);
    expect(written[1].length).toBeGreaterThan(0);
  }, 240_000);

  it('four app instances starting at the same moment all start (their queue creation races)', async () => {
    const url = await testDatabaseUrl();
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'webshop-together-')), 'outbox');
    // Migrated once first; then every instance creates the shop's queues at the same time.
    await (await openDatabase(url)).close();
    const started = await Promise.allSettled([1, 2, 3, 4].map(() => instance(url, outboxDir, (db) => createShopQueue(db, loadConfig({ JOB_WORKERS: '0' }), log))));
    expect(started.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
  }, 120_000);

  it('runs the package reminders once per tick with two app instances, from one schedule', async () => {
    const url = await testDatabaseUrl();
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'webshop-schedule-')), 'outbox');
    const runs: string[] = [];
    // The real job on a schedule of every minute, and schedules looked at every second, by both instances.
    const everyMinute = {
      ...packageRemindersJob,
      schedule: '* * * * *',
      handler: async (data: object, deps: AppDeps, run: Parameters<typeof packageRemindersJob.handler>[2]) => {
        runs.push(run.id);
        await packageRemindersJob.handler(data, deps, run);
      },
    };
    const make = (database: Database) => createJobQueue<AppDeps>(database, { jobs: [sendMailJob, everyMinute], log, workers: 1, pollSeconds: 0.5, scheduleCheckSeconds: 1 });
    const from = Date.now();
    // One after the other: two processes migrating a fresh database at once race in Drizzle's migrator.
    const a = await instance(url, outboxDir, make);
    await instance(url, outboxDir, make);
    await waitFor(() => runs.length, (n) => n > 0, 30_000);
    // Both instances keep checking every second meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(from / 60_000) + 1;
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(minutes);
    expect(new Set(runs).size).toBe(runs.length);

    const result: unknown = await a.database.db.execute(sql`SELECT name, cron FROM pgboss.schedule ORDER BY name`);
    const schedules = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    expect(schedules).toEqual([{ name: 'package-reminders', cron: '* * * * *' }]);
  }, 120_000);
});
