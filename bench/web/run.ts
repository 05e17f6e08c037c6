/**
 * `npm run bench:web`: Lighthouse (mobile, its default emulation and simulated throttling) on
 * the real shop's front page, a template list, the cart, the checkout and a receipt, with the
 * demo customer signed in for all but the front page (the session cookie goes with every request
 * through extraHeaders; the customer pays an order first, for the receipt, and the cart then gets
 * a line). Prints Lighthouse's benchmarkIndex of this machine and, per route, the medians over
 * RUNS runs of the performance score, LCP, TBT and CLS, the route's first JS from the build's
 * manifest (the entry, its static imports and the route's lazily loaded page with its static
 * imports, gzip; whether Konva is in it), and the median time of the server's render of the page
 * (its Server-Timing, over RUNS renders). Each figure is printed beside its target. Figures only,
 * never pass/fail.
 */
import os from 'node:os';
import { startShopServer } from '../editor/shopServer';
import { percentile } from '../editor/percentile';
import { findPageChunk, initialJs, kb, readManifest, type ReadBuildFile } from './bundle';
import { ensureCartLine, payCart, signInDemoCustomer } from './demoCart';
import { audit, launchChromium, lighthouseVersion, type RunFigures } from './lighthouse';
import { rendersOnServer } from '../../src/shop/ssr/serverPages';
import { isBuilt, RECEIPT_PATH, SHOP_ROUTES } from './routes';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_ROUTES=checkout,cart: only the routes of these names (all when unset). */
const ONLY = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 150, clsMax: 0.05, initialJsKb: 170 };

const median = (values: number[]) => percentile(values, 50);

/**
 * The server's own time to render the page, from its Server-Timing header. A visitor's public
 * page comes from the server's page cache after the first render; a session cookie (a made-up
 * one for the front page) has it rendered every time.
 */
async function renderMs(url: string, cookie: string): Promise<number | null> {
  const res = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  await res.arrayBuffer();
  const dur = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
  return dur === undefined ? null : Number(dur);
}

const server = await startShopServer();
const loadBefore = os.loadavg()[0];
const chrome = await launchChromium();
const lines: string[] = [];
const benchmarkIndexes: number[] = [];
try {
  const read: ReadBuildFile = async (file) => {
    const res = await fetch(`${server.baseUrl}/${file}`);
    if (!res.ok) throw new Error(`GET /${file}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const manifest = await readManifest(read);
  const cookie = await signInDemoCustomer(server.baseUrl);
  const orderUuid = await payCart(server.baseUrl, cookie);
  const cartLines = await ensureCartLine(server.baseUrl, cookie);
  lines.push(`Demo customer signed in for all but the front page: a paid order for the receipt, ${cartLines} cart line(s).`);

  for (const route of SHOP_ROUTES.filter((r) => !ONLY || ONLY.includes(r.name))) {
    const path = route.path === RECEIPT_PATH ? RECEIPT_PATH.replace(':orderUuid', orderUuid) : route.path;
    if (!isBuilt(route)) {
      lines.push(`\n${route.name} (${path}): not built yet`);
      continue;
    }
    const runs: RunFigures[] = [];
    const renders: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await audit(chrome.port, `${server.baseUrl}${path}`, route.signedIn ? cookie : undefined));
      const ms = await renderMs(`${server.baseUrl}${path}`, route.signedIn ? cookie : 'sid=bench-visitor');
      if (ms !== null) renders.push(ms);
      process.stdout.write(`${route.name}: run ${run + 1}/${RUNS} done\n`);
    }
    benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex));
    const pageKey = route.page ? findPageChunk(manifest, route.page) : undefined;
    const textsInHtml = rendersOnServer(path);
    const js = await initialJs(read, manifest, pageKey, { textsInHtml });
    const redirected = runs.find((r) => new URL(r.finalUrl).pathname !== path);
    const scores = runs.map((r) => r.score);
    lines.push(
      `\n${route.name} (${path})${redirected ? `: ended on ${redirected.finalUrl}` : ''}`,
      `  performance score  ${median(scores)}   (target >= ${TARGETS.performance}; runs ${scores.join(', ')})`,
      `  LCP                ${Math.round(median(runs.map((r) => r.lcpMs)))} ms (target <= ${TARGETS.lcpMs} ms)`,
      `  TBT                ${Math.round(median(runs.map((r) => r.tbtMs)))} ms (target <= ${TARGETS.tbtMs} ms)`,
      `  CLS                ${median(runs.map((r) => r.cls)).toFixed(3)} (target <= ${TARGETS.clsMax})`,
      `  FCP                ${Math.round(median(runs.map((r) => r.fcpMs)))} ms`,
      `  first JS           ${kb(js.gzipBytes)} gzip in ${js.chunks.length} scripts${pageKey ? ` (page chunk ${manifest[pageKey].file})` : ' (entry and its imports)'} ${textsInHtml ? ', texts in the HTML' : ''} (target <= ${TARGETS.initialJsKb} KB, without Konva)`,
      `  Konva in it        ${js.hasKonva ? `yes (${js.chunks.filter((c) => c.hasKonva).map((c) => c.file).join(', ')})` : 'no'}`,
      `  server render      ${renders.length ? `${median(renders).toFixed(1)} ms median of ${renders.length}` : 'none (served as the client-rendered shell)'}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log(`\nWeb benchmarks: Lighthouse ${lighthouseVersion()}, mobile emulation and simulated throttling (its defaults), median of ${RUNS} runs per route`);
console.log(
  `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}; Lighthouse benchmarkIndex median ${Math.round(median(benchmarkIndexes))} (runs ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}); load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0].toFixed(2)}.`,
);
console.log(lines.join('\n'));
