/**
 * `npm run bench:web:compare -- <git ref>`: Lighthouse on this checkout's shop routes beside
 * another commit's (default `main`), in turns, on the same machine at the same time. A shared
 * machine's speed moves Lighthouse's figures from minute to minute (its benchmarkIndex here has
 * ranged 2,000-3,800 within a day); runs taken in turns see the same speed, so their differences
 * say what a change did where two separate bench:web runs cannot. Each side has its own build,
 * server, database and signed-in demo customer. Prints per route the medians of both sides and
 * the median of the paired differences. Figures only, never pass/fail.
 *
 * BENCH_RUNS (5) runs per route and side; BENCH_ROUTES=<name>,<name> for some routes only.
 */
import os from 'node:os';
import { median } from '../engine/stats';
import { startShopServer, type ShopServer } from '../editor/shopServer';
import { checkOut } from '../otherCheckout';
import { ensureCartLine, payCart, signInDemoCustomer } from './demoCart';
import { audit, launchChromium, type RunFigures } from './lighthouse';
import { isBuilt, RECEIPT_PATH, SHOP_ROUTES } from './routes';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
const ref = process.argv[2] ?? 'main';

interface Side {
  name: string;
  server: ShopServer;
  cookie: string;
  orderUuid: string;
}

async function side(name: string, server: ShopServer): Promise<Side> {
  const cookie = await signInDemoCustomer(server.baseUrl);
  const orderUuid = await payCart(server.baseUrl, cookie);
  await ensureCartLine(server.baseUrl, cookie);
  return { name, server, cookie, orderUuid };
}

const other = checkOut(ref);
const servers: ShopServer[] = [];
const chrome = await launchChromium();
const loadBefore = os.loadavg()[0];
const lines: string[] = [];
const indexes: number[] = [];
try {
  servers.push(await startShopServer(other.path), await startShopServer());
  const sides = [await side(ref, servers[0]), await side('this checkout', servers[1])];
  for (const route of SHOP_ROUTES.filter((r) => isBuilt(r) && (!ONLY || ONLY.includes(r.name)))) {
    const runs = new Map<Side, RunFigures[]>(sides.map((s) => [s, []]));
    for (let run = 0; run < RUNS; run++) {
      // Each run swaps who goes first, so neither always meets the other's leftovers.
      for (const s of run % 2 === 0 ? sides : [...sides].reverse()) {
        const path = route.path === RECEIPT_PATH ? RECEIPT_PATH.replace(':orderUuid', s.orderUuid) : route.path;
        runs.get(s)!.push(await audit(chrome.port, `${s.server.baseUrl}${path}`, route.signedIn ? s.cookie : undefined));
      }
      process.stdout.write(`${route.name}: run ${run + 1}/${RUNS} done\n`);
    }
    const [base, head] = sides.map((s) => runs.get(s)!);
    indexes.push(...base.map((r) => r.benchmarkIndex), ...head.map((r) => r.benchmarkIndex));
    lines.push(`\n${route.name}`);
    for (const [label, pick, unit] of [
      ['performance score', (r: RunFigures) => r.score, ''],
      ['TBT', (r: RunFigures) => r.tbtMs, ' ms'],
      ['LCP', (r: RunFigures) => r.lcpMs, ' ms'],
      ['FCP', (r: RunFigures) => r.fcpMs, ' ms'],
    ] as const) {
      const differences = head.map((r, i) => pick(r) - pick(base[i]));
      lines.push(
        `  ${label.padEnd(18)} ${ref} ${Math.round(median(base.map(pick)))}${unit}, this checkout ${Math.round(median(head.map(pick)))}${unit}; ` +
          `paired difference median ${Math.round(median(differences))}${unit} (runs ${differences.map(Math.round).join(', ')})`,
      );
    }
  }
} finally {
  await chrome.kill();
  await Promise.all(servers.map((s) => s.stop()));
  other.remove();
}

console.log(`\nLighthouse (mobile defaults), ${ref} and this checkout in turns, ${RUNS} runs each per route (${os.cpus().length} cores)`);
console.log(`benchmarkIndex median ${Math.round(median(indexes))} (runs ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}); load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0].toFixed(2)}.`);
console.log(lines.join('\n'));
