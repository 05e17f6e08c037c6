/**
 * `npm run bench:web`: Lighthouse (mobile, its default emulation and simulated throttling) on
 * the real shop's front page, cart and checkout, with the demo customer signed in for the cart
 * and the checkout (the session cookie goes with every request through extraHeaders; the cart
 * gets a line first). Prints the medians over RUNS runs of the performance score, CLS, LCP and
 * TBT, and each route's initial JS from the build's manifest: the entry, its static imports and
 * the route's lazily loaded page with its static imports, gzip. Figures only, never pass/fail.
 */
import os from 'node:os';
import { startShopServer } from '../editor/shopServer';
import { percentile } from '../editor/percentile';
import { findPageChunk, initialJs, kb, readManifest, type ReadBuildFile } from './bundle';
import { ensureCartLine, signInDemoCustomer } from './demoCart';
import { audit, launchChromium, lighthouseVersion, type RunFigures } from './lighthouse';
import { isBuilt, SHOP_ROUTES } from './routes';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { performance: 95, clsMax: 0.05, initialJsKb: 170 };

const median = (values: number[]) => percentile(values, 50);

const server = await startShopServer();
const loadBefore = os.loadavg()[0];
const chrome = await launchChromium();
const lines: string[] = [];
try {
  const read: ReadBuildFile = async (file) => {
    const res = await fetch(`${server.baseUrl}/${file}`);
    if (!res.ok) throw new Error(`GET /${file}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const manifest = await readManifest(read);
  const cookie = await signInDemoCustomer(server.baseUrl);
  const cartLines = await ensureCartLine(server.baseUrl, cookie);
  lines.push(`Demo customer signed in for the cart and the checkout, ${cartLines} cart line(s).`);

  for (const route of SHOP_ROUTES) {
    if (!isBuilt(route)) {
      lines.push(`\n${route.name} (${route.path}): not built yet`);
      continue;
    }
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await audit(chrome.port, `${server.baseUrl}${route.path}`, route.signedIn ? cookie : undefined));
      process.stdout.write(`${route.name}: run ${run + 1}/${RUNS} done\n`);
    }
    const pageKey = route.page ? findPageChunk(manifest, route.page) : undefined;
    const js = await initialJs(read, manifest, pageKey);
    const redirected = runs.find((r) => new URL(r.finalUrl).pathname !== route.path);
    lines.push(
      `\n${route.name} (${route.path})${redirected ? `: ended on ${redirected.finalUrl}` : ''}`,
      `  performance score  ${median(runs.map((r) => r.score))}   (target >= ${TARGETS.performance}; runs ${runs.map((r) => r.score).join(', ')})`,
      `  CLS                ${median(runs.map((r) => r.cls)).toFixed(3)} (target <= ${TARGETS.clsMax})`,
      `  LCP                ${Math.round(median(runs.map((r) => r.lcpMs)))} ms`,
      `  TBT                ${Math.round(median(runs.map((r) => r.tbtMs)))} ms`,
      `  initial JS         ${kb(js.gzipBytes)} gzip in ${js.chunks.length} scripts${pageKey ? ` (page chunk ${manifest[pageKey].file})` : ' (entry and its imports)'} (target <= ${TARGETS.initialJsKb} KB)`,
      `  Konva in it        ${js.hasKonva ? `yes (${js.chunks.filter((c) => c.hasKonva).map((c) => c.file).join(', ')})` : 'no'}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log(`\nWeb benchmarks: Lighthouse ${lighthouseVersion()}, mobile emulation and simulated throttling (its defaults), median of ${RUNS} runs per route`);
console.log(`${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}; load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0].toFixed(2)}.`);
console.log(lines.join('\n'));

