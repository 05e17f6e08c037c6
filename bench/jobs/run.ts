/**
 * `npm run bench:jobs`: what the job queue costs. Per database (in-memory PGlite, and the
 * PostgreSQL server of TEST_DATABASE_URL when set): queueing a mail inside a transaction (what a
 * payment approval pays on top), and a mail job's run from fetch to completion (outbox write
 * included). Prints medians, never pass/fail.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { createShopQueue } from '../../src/server/jobs/shopQueue';
import { createLogger } from '../../src/server/log';
import { createMailer } from '../../src/server/services/mail/createMailer';
import { enqueueMail } from '../../src/server/services/mail/mailJob';
import { openStorage } from '../../src/server/storage';
import { testDatabaseUrl } from '../../tests/support/testServer';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mail = (i: number) => ({ to: `mottaker${i}@example.no`, subject: `Melding ${i}`, text: 'Hei!' });
const COUNT = 200;

async function measure(url: string) {
  const log = createLogger('silent');
  const config = { ...loadConfig({ OUTBOX_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-jobs-')), 'outbox'), LOG_LEVEL: 'silent' }), databaseUrl: url };
  const database = await openDatabase(url);
  const jobs = createShopQueue(database, config, log, 0);
  await jobs.start({ db: database.db, config, log, mailer: createMailer(config, log), media: openStorage(config.mediaUrl), jobs, now: () => new Date() });

  const plain: number[] = [];
  const queued: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    let start = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.execute('SELECT 1');
    });
    plain.push(performance.now() - start);
    start = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.execute('SELECT 1');
      await enqueueMail(tx, jobs, mail(i));
    });
    queued.push(performance.now() - start);
  }
  const runs: number[] = [];
  for (let ran = 1; ran > 0; ) {
    const start = performance.now();
    ran = await jobs.drain();
    if (ran > 0) runs.push((performance.now() - start) / ran);
  }
  await jobs.stop();
  await database.close();
  return { plain: median(plain), queued: median(queued), run: median(runs) };
}

const targets: [string, string][] = [['PGlite (memory)', 'memory://']];
if (process.env.TEST_DATABASE_URL) targets.push(['PostgreSQL', await testDatabaseUrl()]);
for (const [name, url] of targets) {
  const m = await measure(url);
  console.log(`${name}:`);
  console.log(`  transaction without a job      ${m.plain.toFixed(2)} ms (median of ${COUNT})`);
  console.log(`  transaction queueing a mail    ${m.queued.toFixed(2)} ms (median of ${COUNT}), +${(m.queued - m.plain).toFixed(2)} ms`);
  console.log(`  mail job run (fetch, write .eml, complete)  ${m.run.toFixed(2)} ms per job (drained in batches of 20)`);
}
