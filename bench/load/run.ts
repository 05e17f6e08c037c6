/**
 * `npm run bench:load`: the real server (`src/server/main.ts` in its own process with `npm start`'s node options, demo data,
 * request logs on, restarted once onto its data as a running shop is) and a bare Hono hello-world under autocannon, 50 connections, on PGlite and
 * on PostgreSQL when TEST_DATABASE_URL is set. Prints medians of several rounds: req/s, p50,
 * p99, the share of hello-world's req/s measured right before each call (the honest figure on a
 * busy machine), and the server's RSS after start and after the load.
 *
 * The peak RSS since the restart is printed too.
 *
 * BENCH_LOAD_SECONDS (5) per call, BENCH_LOAD_ROUNDS (3), BENCH_LOAD_DB=pglite|postgres for one
 * database, BENCH_LOAD_CALLS=<part of a name> for the calls with it, BENCH_LOAD_PROFILE=<folder> writes the server's .cpuprofile there (read it with
 * `npx tsx bench/load/profileTop.ts <file>`).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateDemoPhotos } from '../../src/server/db/seed/photos/generate';
import { generateTemplateArt } from '../../src/server/db/seed/templates';
import { SERVER_NODE_FLAGS } from '../../src/server/memory/nodeFlags';
import { localFolderStorage } from '../../src/server/storage';
import { median } from '../engine/stats';
import { prepareCalls, type LoadCall } from './calls';
import { autocannon, startNode, type LoadResult } from './processes';

const CONNECTIONS = 50;
const P99_TARGET_MS = 50;
const RSS_TARGET_MB = 400;
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const profileDir = process.env.BENCH_LOAD_PROFILE ? path.resolve(process.env.BENCH_LOAD_PROFILE) : null;
const MEDIA_DIR = path.resolve('var/test-media');

interface Database {
  name: string;
  /** Null: a PGlite folder in the run's own data dir. */
  url: string | null;
  drop(): Promise<void>;
}

async function freshPostgres(admin: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const name = `bench_load_${randomUUID().replace(/-/g, '')}`;
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    url: url.toString(),
    drop: async () => {
      await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await sql.end();
    },
  };
}

async function databases(): Promise<Database[]> {
  const only = process.env.BENCH_LOAD_DB;
  const list: Database[] = [];
  if (only !== 'postgres') list.push({ name: 'PGlite (folder)', url: null, drop: async () => {} });
  const admin = process.env.TEST_DATABASE_URL;
  if (only !== 'pglite' && admin) list.push(await freshPostgres(admin));
  if (only === 'postgres' && !admin) throw new Error('BENCH_LOAD_DB=postgres needs TEST_DATABASE_URL');
  return list;
}

const formatRps = (rps: number) => Math.round(rps).toLocaleString('en-US');

/**
 * Hello-world's req/s on this machine when it was quiet (load average 2). On a shared machine
 * req/s say little; the target's share of this is what a call's share of hello is held to.
 */
const QUIET_HELLO_RPS = 60_214;
const shareTarget = (targetRps: number, share: number) => {
  const target = targetRps / QUIET_HELLO_RPS;
  return `share >= ${(target * 100).toFixed(1)}% ${share >= target ? 'met' : 'MISSED'}`;
};

async function measure(database: Database): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'load-bench-'));
  const hello = await startNode('bench/load/helloWorld.ts', { readyPath: '/' });
  const env = {
    DATABASE_URL: database.url ?? path.join(workDir, 'db'),
    DATA_DIR: workDir,
    MEDIA_DIR,
    CACHE_DIR: path.join(workDir, 'cache'),
    OUTBOX_DIR: path.join(workDir, 'outbox'),
    DIST_DIR: path.join(workDir, 'dist'),
    LOG_LEVEL: 'info',
  };
  // The first start creates the database and the demo data; a running shop has been restarted onto its data.
  const first = await startNode('src/server/main.ts', { readyPath: '/api/webshop/session', nodeArgs: [...SERVER_NODE_FLAGS], env });
  const rssFirstStart = first.rssMb();
  await first.stop();
  const shop = await startNode('src/server/main.ts', {
    readyPath: '/api/webshop/session',
    nodeArgs: [...SERVER_NODE_FLAGS, ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [])],
    env,
  });
  try {
    const rssAfterStart = shop.rssMb();
    const only = process.env.BENCH_LOAD_CALLS;
    const calls = (await prepareCalls(shop.baseUrl)).filter((call) => !only || call.name.toLowerCase().includes(only.toLowerCase()));
    const results = new Map<LoadCall | 'hello', LoadResult[]>();
    const ratios = new Map<LoadCall, number[]>();
    for (let round = 0; round < rounds; round++) {
      for (const call of calls) {
        // Right before each call: on a shared machine the load others put on it changes within a round.
        const floor = await autocannon(`${hello.baseUrl}/`, { connections: CONNECTIONS, seconds, headers: {} });
        results.set('hello', [...(results.get('hello') ?? []), floor]);
        const result = await autocannon(`${shop.baseUrl}${call.path}`, { connections: CONNECTIONS, seconds, headers: call.headers });
        results.set(call, [...(results.get(call) ?? []), result]);
        ratios.set(call, [...(ratios.get(call) ?? []), result.requestsPerSecond / floor.requestsPerSecond]);
      }
    }
    const rssAfterLoad = shop.rssMb();
    print(database, calls, results, ratios, { rssFirstStart, rssAfterStart, rssAfterLoad, rssPeak: shop.peakRssMb() });
  } finally {
    await Promise.all([shop.stop(), hello.stop()]);
    rmSync(workDir, { recursive: true, force: true });
  }
}

function print(
  database: Database,
  calls: LoadCall[],
  results: Map<LoadCall | 'hello', LoadResult[]>,
  ratios: Map<LoadCall, number[]>,
  rss: { rssFirstStart: number; rssAfterStart: number; rssAfterLoad: number; rssPeak: number },
): void {
  const of = (runs: LoadResult[], pick: (r: LoadResult) => number) => median(runs.map(pick));
  const rows = [['call', 'req/s', 'p50', 'p99', 'of hello', 'failed', 'targets']];
  const hello = results.get('hello')!;
  rows.push(['hello-world (bare Hono)', formatRps(of(hello, (r) => r.requestsPerSecond)), `${of(hello, (r) => r.p50Ms)} ms`, `${of(hello, (r) => r.p99Ms)} ms`, '100%', String(of(hello, (r) => r.failures)), '']);
  for (const call of calls) {
    const runs = results.get(call)!;
    const rps = of(runs, (r) => r.requestsPerSecond);
    const p99 = of(runs, (r) => r.p99Ms);
    const targets = [
      call.targetRps === undefined ? null : `>= ${formatRps(call.targetRps)} req/s ${rps >= call.targetRps ? 'met' : 'MISSED'}`,
      call.targetRps === undefined ? null : shareTarget(call.targetRps, median(ratios.get(call)!)),
      `p99 <= ${P99_TARGET_MS} ms ${p99 <= P99_TARGET_MS ? 'met' : 'MISSED'}`,
    ].filter(Boolean);
    rows.push([call.name, formatRps(rps), `${of(runs, (r) => r.p50Ms)} ms`, `${p99} ms`, `${(median(ratios.get(call)!) * 100).toFixed(1)}%`, String(of(runs, (r) => r.failures)), targets.join(', ')]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(`\n${database.name}: ${CONNECTIONS} connections, ${seconds} s per call, median of ${rounds} rounds (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  for (const row of rows) console.log('  ' + row.map((cell, i) => (i === 0 || i === 6 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  console.log(`  server RSS after the first start (database created, demo data): ${Math.round(rss.rssFirstStart)} MB`);
  for (const [label, mb] of [['after a restart', rss.rssAfterStart], ['after the load', rss.rssAfterLoad]] as const) {
    console.log(`  server RSS ${label}: ${Math.round(mb)} MB (target <= ${RSS_TARGET_MB} MB: ${mb <= RSS_TARGET_MB ? 'met' : 'MISSED'})`);
  }
  console.log(`  server RSS at its peak since the restart (the first preview drawing loads the canvas engine): ${Math.round(rss.rssPeak)} MB`);
}

await generateDemoPhotos(localFolderStorage(MEDIA_DIR));
await generateTemplateArt(MEDIA_DIR);
console.log(`Load benchmark on ${os.cpus().length} cores, node ${process.version}`);
for (const database of await databases()) {
  try {
    await measure(database);
  } finally {
    await database.drop();
  }
}
