import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp, serveFrontEnd } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData, DEMO_ACCOUNTS, DEMO_CODES } from './db/seed';
import { applyKeepAlive } from './http/keepAlive';
import { createShopQueue } from './jobs/shopQueue';
import { createLogger } from './log';
import { createMailer } from './services/mail/createMailer';

/**
 * `npm start`: one server for the built app and the API, with the demo data on first start. It
 * also works the job queue (e-mails, reminders, housekeeping) unless JOB_WORKERS=0.
 */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config.databaseUrl);
  log.info('database ready', { kind: database.kind });
  await seedDemoData(database.db, config, log);

  const mailer = createMailer(config, log);
  const jobs = createShopQueue(database, config, log);
  const deps = { db: database.db, config, log, mailer, jobs, now: () => new Date() };
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

  server.on('error', (err: NodeJS.ErrnoException) => {
    const hint = err.code === 'EADDRINUSE' ? ` Port ${config.port} is taken: stop the other server or set PORT.` : '';
    log.error(`the server could not start.${hint}`, { error: String(err) });
    process.exit(1);
  });

  const stop = async () => {
    server.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
