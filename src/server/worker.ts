import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createShopQueue } from './jobs/shopQueue';
import { stopOnSignals } from './liveness/shutdown';
import { createLogger } from './log';
import { limitHeapGrowth } from './memory/heapGrowth';
import { createMailer } from './services/mail/createMailer';
import { openStorage } from './storage';

/**
 * `npm run worker`: works the job queue without serving the web shop, so production can run as
 * many workers as the jobs need next to web servers started with JOB_WORKERS=0. Needs PostgreSQL:
 * the embedded PGlite database belongs to the one process that opened it.
 */
async function main() {
  limitHeapGrowth();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (!/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    log.error('npm run worker needs DATABASE_URL=postgres://...: the embedded database can only be opened by one process, and the web server works its jobs itself');
    process.exit(1);
  }
  const database = await openDatabase(config.databaseUrl);
  const jobs = createShopQueue(database, config, log, Math.max(1, config.jobWorkers));
  await jobs.start({ db: database.db, config, log, mailer: createMailer(config, log), media: openStorage(config.mediaUrl), jobs, now: () => new Date() });
  log.info('worker ready', { workers: Math.max(1, config.jobWorkers) });

  stopOnSignals(() => jobs.stop(), () => database.close());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
