/**
 * `npm run bench:editor:compare -- <git ref>`: the first interactive canvas of this checkout
 * beside another commit's (default `main`), on the same machine at the same time, and then, on
 * the same page at 4x, the main thread's work per frame of bench:editor's pinch and drag. A shared
 * machine's load moves every figure from minute to minute; visits taken in turns (A B, B A, ...)
 * see the same load, so the ratio of the two says what a change gained where the absolute
 * figures cannot. The other commit runs from a temporary git worktree (this checkout's
 * node_modules), each with its own build and server. Figures only, never pass/fail.
 */
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { median, printRows } from '../engine/stats';
import { checkOut } from '../otherCheckout';
import { launchOptions, openEditor, preparedCard, setCpuRate, slowedPhonePage, type signedInState } from './editorPage';
import { gestures, warmUpGestures, type GestureName } from './gestureRun';
import { percentile } from './percentile';
import { startShopServer, type ShopServer } from './shopServer';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const THROTTLED = 4;
const ref = process.argv[2] ?? 'main';

interface Side {
  name: string;
  server: ShopServer;
  path: string;
  signedIn: Awaited<ReturnType<typeof signedInState>>;
  cold: number[];
  warm: number[];
  /** Per run and gesture at 4x: p95 and max of the work per frame while moving, and the lift's longest frame interval. */
  frames: Record<GestureName, { p95: number[]; max: number[]; lift: number[] }>;
}

async function side(browser: Browser, name: string, server: ShopServer): Promise<Side> {
  const { card, signedIn } = await preparedCard(browser, server.baseUrl);
  const frames = () => ({ p95: [], max: [], lift: [] });
  return { name, server, path: card.path, signedIn, cold: [], warm: [], frames: { pinch: frames(), drag: frames() } };
}

async function visit(browser: Browser, s: Side): Promise<void> {
  const { context, page, cdp } = await slowedPhonePage(browser, s.server.baseUrl, s.signedIn, THROTTLED);
  try {
    s.cold.push(await openEditor(page, s.path));
    s.warm.push(await openEditor(page, s.path));
    await setCpuRate(cdp, 1);
    await warmUpGestures(page, cdp);
    await setCpuRate(cdp, THROTTLED);
    const times = await gestures(page, cdp, 'four');
    for (const gesture of ['pinch', 'drag'] as const) {
      const { moving, longestAroundLiftMs } = times[gesture];
      s.frames[gesture].p95.push(percentile(moving.work, 95));
      s.frames[gesture].max.push(Math.max(...moving.work));
      s.frames[gesture].lift.push(longestAroundLiftMs);
    }
  } finally {
    await context.close();
  }
}

const other = checkOut(ref);
const servers: ShopServer[] = [];
const browser = await chromium.launch(launchOptions);
const loadBefore = os.loadavg()[0];
const sides: Side[] = [];
try {
  servers.push(await startShopServer(other.path), await startShopServer());
  sides.push(await side(browser, ref, servers[0]), await side(browser, 'this checkout', servers[1]));
  for (let run = 0; run < RUNS; run++) {
    // Each run swaps who goes first, so neither always meets the other's leftovers.
    for (const s of run % 2 === 0 ? sides : [...sides].reverse()) await visit(browser, s);
    process.stdout.write(`run ${run + 1}/${RUNS} done\n`);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
  other.remove();
}

const [base, head] = sides;
const pairedRatios = (pick: (s: Side) => number[]) => pick(head).map((t, i) => t / pick(base)[i]);
console.log(`\nFirst interactive canvas, ${THROTTLED}x CPU throttling, ${base.name} and this checkout in turns, ${RUNS} visits each (${os.cpus().length} cores)`);
console.log(`Load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0].toFixed(2)}.`);
for (const visitKind of ['cold', 'warm'] as const) {
  const label = visitKind === 'cold' ? 'first visit (new browser context)' : 'second visit (caches warm)';
  printRows(label, [
    { name: base.name, times: base[visitKind] },
    { name: 'this checkout', times: head[visitKind] },
  ]);
  const ratios = pairedRatios((s) => s[visitKind]);
  console.log(`  this checkout / ${base.name}: ratio of medians ${(median(head[visitKind]) / median(base[visitKind])).toFixed(2)}, median of paired ratios ${median(ratios).toFixed(2)} (min ${Math.min(...ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)})`);
}

for (const gesture of ['pinch', 'drag'] as const) {
  for (const [key, label] of [['p95', 'main-thread work per frame p95'], ['max', 'main-thread work per frame max'], ['lift', 'longest frame interval around the lift']] as const) {
    const pick = (s: Side) => s.frames[gesture][key];
    printRows(`${gesture}, ${THROTTLED}x: ${label}`, [
      { name: base.name, times: pick(base) },
      { name: 'this checkout', times: pick(head) },
    ]);
    const ratios = pairedRatios(pick);
    console.log(`  this checkout / ${base.name}: median of paired ratios ${median(ratios).toFixed(2)} (min ${Math.min(...ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)})`);
  }
}
