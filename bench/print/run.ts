/**
 * Print rendering through the job queue: a batch of 50 mixed order lines (cards, one 13-part
 * calendar, photo gifts) in ten invoiced orders, rendered by the print-order job with 1 and then 2
 * workers. Prints the median time per line by kind (from the job's own 'print file drawn' log) and
 * the batch's wall time from the first job queued to the last ticket written.
 *
 *   npm run bench:print                 # PGlite in memory (the default database)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:print   # a fresh database on that server
 *
 * Both worker counts run in this one Node process (JOB_WORKERS), as the web server runs them: two
 * workers share its one JavaScript thread (Skia drawing and JPEG encoding run natively), so a
 * line's own time grows while the batch's wall time shrinks.
 */
import { openStorage } from '../../src/server/storage';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { deliveryOptionUuid, paymentOptionUuid } from '../../src/server/db/seed/checkout';
import { seedDemoData } from '../../src/server/db/seed';
import { subjectUuid } from '../../src/server/db/seed/jobs';
import { productUuid } from '../../src/server/db/seed/products';
import type { AppDeps } from '../../src/server/http/context';
import { createShopQueue } from '../../src/server/jobs/shopQueue';
import { createLogger, type Logger } from '../../src/server/log';
import { createMailer } from '../../src/server/services/mail/createMailer';
import { printOrderJob } from '../../src/server/services/prints/printJob';
import { TestClient, testDatabaseUrl } from '../../tests/support/testServer';
import { personNumber } from '../../tests/support/personNumber';
import { currentDemo } from '../../tests/support/templateFixtures';
import { median, printRows, type Row } from '../engine/stats';

const ORDERS = 10;
const LINES = 50;
const CARD_TARGET_MS = 300;

const cards = currentDemo.filter((d) => d.template.type === 'CARD');
const gifts = currentDemo.filter((d) => d.template.type === 'PHOTOGIFT');
const calendar = currentDemo.find((d) => d.template.name.nb === 'Veggkalender 20x30')!;

/** 50 lines: the calendar first, then cards and gifts two to one. */
const batch = [calendar, ...Array.from({ length: LINES - 1 }, (_, i) => (i % 3 === 2 ? gifts[i % gifts.length] : cards[i % cards.length]))];

interface Drawn {
  type: string;
  ms: number;
}

async function placeOrders(client: TestClient): Promise<string[]> {
  const orders: string[] = [];
  const perOrder = LINES / ORDERS;
  for (let o = 0; o < ORDERS; o++) {
    const items = [];
    for (const demo of batch.slice(o * perOrder, (o + 1) * perOrder)) {
      const filled = await client.json<{ template: unknown; year: number; userResources: unknown }>('POST', '/api/webshop/user/templates/fill-template', {
        template: { uuid: demo.template.uuid },
        subject: { uuid: subjectUuid('emma') },
      });
      if (filled.status !== 200) throw new Error(`fill ${demo.template.name.nb}: ${JSON.stringify(filled.body)}`);
      items.push({ productUuid: productUuid(demo.product), subProductUuids: [], quantity: 5, template: filled.body.template, templateData: { year: filled.body.year, userResources: filled.body.userResources } });
    }
    const added = await client.json('POST', '/api/webshop/cart/items', { items });
    if (added.status !== 200) throw new Error(JSON.stringify(added.body));
    const checkout = await client.json<{ checkoutUuid: string }>('POST', '/api/webshop/checkout');
    const made = await client.json<{ order: { uuid: string } }>('POST', `/api/webshop/checkout/${checkout.body.checkoutUuid}/transaction`, {
      deliveryOptionUuid: deliveryOptionUuid('postage-normal'),
      paymentOptionUuid: paymentOptionUuid('invoice'),
      deliveryOptionData: { deliveryAddress: { name: 'Kari Nordmann', address: 'Kalfarveien 31', address2: '', postalCode: '5018', city: 'Bergen', state: '' } },
      paymentOptionData: { pid: personNumber(new Date('1985-02-01')) },
      client: 'desktop',
      comment: '',
    });
    if (made.status !== 200) throw new Error(JSON.stringify(made.body));
    orders.push(made.body.order.uuid);
  }
  return orders;
}

/**
 * One measured run. The orders' own print jobs (queued when each was invoiced) wait for the first
 * run; later runs queue every order again.
 */
async function run(workers: number, deps: AppDeps, database: Awaited<ReturnType<typeof openDatabase>>, orders: string[], drawn: Drawn[], requeue: boolean): Promise<number> {
  rmSync(deps.config.printDir, { recursive: true, force: true });
  drawn.length = 0;
  const queue = createShopQueue(database, { ...deps.config, jobPollSeconds: 0.5 }, deps.log, workers);
  const started = performance.now();
  if (requeue) for (const orderUuid of orders) await queue.enqueue(deps.db, printOrderJob, { orderUuid });
  await queue.start({ ...deps, jobs: queue });
  const tickets = orders.map((uuid) => path.join(deps.config.printDir, uuid.slice(0, 8), 'ticket.json'));
  while (!tickets.every((file) => existsSync(file)) || drawn.length < LINES) await new Promise((resolve) => setTimeout(resolve, 50));
  const wall = performance.now() - started;
  await queue.stop();
  return wall;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-print-'));
  const config: Config = { ...loadConfig({ DATA_DIR: dataDir, MEDIA_DIR: path.resolve('var/test-media'), LOG_LEVEL: 'silent' }), databaseUrl: await testDatabaseUrl(process.env.BENCH_DATABASE_URL, 'bench_print') };
  const drawn: Drawn[] = [];
  const quiet = createLogger('silent');
  const log: Logger = { ...quiet, info: (msg, fields) => void (msg === 'print file drawn' && drawn.push({ type: String(fields!.type), ms: Number(fields!.ms) })) };
  const db = await openDatabase(config.databaseUrl);
  const media = openStorage(config.mediaUrl);
  await seedDemoData(db.db, config, media, quiet);
  // The orders are placed with no worker running, so every print job waits for the measured runs.
  const placing = createShopQueue(db, config, quiet, 0);
  const deps: AppDeps = { db: db.db, config, log, mailer: createMailer(config, quiet), media, jobs: placing, now: () => new Date() };
  await placing.start(deps);
  const client = new TestClient((input, init) => createApp(deps).request(input, init));
  await client.login('kunde@example.no', 'demo1234');
  const orders = await placeOrders(client);
  await placing.stop();

  console.log(`bench:print - ${LINES} lines (${batch.filter((d) => d.template.type === 'CARD').length} cards, 1 calendar of ${calendar.template.parts.length} parts, ${batch.filter((d) => d.template.type === 'PHOTOGIFT').length} gifts) in ${ORDERS} orders; database ${config.databaseUrl.startsWith('memory') ? 'PGlite (memory)' : 'PostgreSQL'}`);
  console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
  for (const workers of [1, 2]) {
    const wall = await run(workers, deps, db, orders, drawn, workers > 1);
    const byType = (type: string) => drawn.filter((d) => d.type === type).map((d) => d.ms);
    const rows: Row[] = [
      { name: 'card line (PDF, 1-2 pages)', times: byType('CARD'), targetMs: CARD_TARGET_MS },
      { name: 'photo gift line', times: byType('PHOTOGIFT') },
      { name: `calendar line (${calendar.template.parts.length} pages)`, times: byType('CALENDAR') },
      { name: 'batch wall time', times: [wall], note: `${(wall / LINES).toFixed(0)} ms per line` },
    ];
    printRows(`${workers} worker${workers > 1 ? 's' : ''} (load average ${os.loadavg()[0].toFixed(2)})`, rows);
    console.log(`  all lines: median ${median(drawn.map((d) => d.ms)).toFixed(0)} ms`);
  }
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
