import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp, serveFrontEnd } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataFolderError } from './db/dataFolder';
import { seedDemoData, DEMO_ACCOUNTS, DEMO_CODES } from './db/seed';
import { applyKeepAlive } from './http/keepAlive';
import { createShopQueue } from './jobs/shopQueue';
import { startEventLoopWatchdog } from './liveness/eventLoopWatchdog';
import { stopOnSignals } from './liveness/shutdown';
import { createLogger } from './log';
import { limitHeapGrowth } from './memory/heapGrowth';
import { createMailer } from './services/mail/createMailer';
import { openStorage } from './storage';

/**
 * `npm start`: one server for the built app and the API, with the demo data on first start. It
 * also works the job queue (e-mails, reminders, housekeeping) unless JOB_WORKERS=0.
 */
async function main() {
  limitHeapGrowth();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config.databaseUrl, {
    onStorageFailure: (err) => {
      // Crash-only: PGlite cannot go on after its files failed; a supervisor starts a fresh process.
      log.error('the database could not write its files; exiting so a supervisor restarts the server', { error: String(err), folder: config.databaseUrl });
      process.exit(1);
    },
  });
  log.info('database ready', { kind: database.kind });
  const media = openStorage(config.mediaUrl);
  await seedDemoData(database.db, config, media, log);

  const mailer = createMailer(config, log);
  const jobs = createShopQueue(database, config, log);
  const deps = { db: database.db, config, log, mailer, media, jobs, now: () => new Date() };
  await jobs.start(deps);
  log.info('job queue ready', { workers: config.jobWorkers });
  const app = createApp(deps);
  serveFrontEnd(app, config.distDir);

  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    const lines = [
      '',
      `  Skolefoto webshop is running on ${config.publicUrl}`,
      '',
      `  Demo subject codes: ${DEMO_CODES.map((c) => `${c.code} (${c.description})`).join(', ')}`,
      ...DEMO_ACCOUNTS.map((a) => `  ${a.description}: ${a.email} / ${a.password}`),
      `  E-mails are ${config.smtpUrl ? 'sent through SMTP_URL' : `written to ${config.outboxDir}`}`,
      '',
    ];
    process.stdout.write(lines.join('\n') + '\n');
  });
  applyKeepAlive(server as Server);
  const watchdog = config.watchdogMs ? startEventLoopWatchdog(config.watchdogMs) : null;

  server.on('error', (err: NodeJS.ErrnoException) => {
    const hint = err.code === 'EADDRINUSE' ? ` Port ${config.port} is taken: stop the other server or set PORT.` : '';
    log.error(`the server could not start.${hint}`, { error: String(err) });
    process.exit(1);
  });

  stopOnSignals(
    () => server.close(),
    () => watchdog?.stop(),
    () => jobs.stop(),
    () => database.close(),
  );
}

main().catch((err) => {
  // A problem the operator can fix gets its message alone; anything else its stack too.
  console.error(err instanceof DataFolderError ? err.message : err);
  process.exit(1);
});
