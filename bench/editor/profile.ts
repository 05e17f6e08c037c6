/**
 * `npm run bench:editor:profile`: where a cold editor visit's main-thread time goes, by source.
 * One visit of the 4-photo card in a new phone context at 4x CPU throttling under V8's sampling
 * profiler (which slows it: the figures are shares, not times to compare with bench:editor).
 * Each sample is placed in its original source through the build's source maps and the self
 * time summed per package or shop folder, and per function. A diagnostic, figures only.
 *
 * `npm run bench:editor:profile -- /products/cards` profiles another shop page instead, signed in
 * as the same customer, from navigation until the page has been quiet (network idle) for 0.5 s.
 *
 * BENCH_PROFILE_ROWS (25) rows per table; BENCH_PROFILE_OUT=<file> also writes the .cpuprofile.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { launchOptions, openEditor, preparedCard, slowedPhonePage } from './editorPage';
import { startShopServer } from './shopServer';

const ROWS = Number(process.env.BENCH_PROFILE_ROWS ?? 25);
const otherPage = process.argv[2];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const server = await startShopServer();
const browser = await chromium.launch(launchOptions);
let profile: Profile;
try {
  const { card, signedIn } = await preparedCard(browser, server.baseUrl);
  const { context, page, cdp } = await slowedPhonePage(browser, server.baseUrl, signedIn, 4);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  if (otherPage) {
    await page.goto(otherPage, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
  } else {
    const ms = await openEditor(page, card.path);
    process.stdout.write(`first interactive canvas (profiled, slower than unprofiled): ${Math.round(ms)} ms\n`);
  }
  profile = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const asset = /\/assets\/[^/?#]+\.js$/.exec(url)?.[0];
    let consumer: SourceMapConsumer | null = null;
    try {
      if (asset) consumer = new SourceMapConsumer(JSON.parse(readFileSync(path.join('dist', `${asset}.map`), 'utf8')) as RawSourceMap);
    } catch {
      consumer = null;
    }
    maps.set(url, consumer);
  }
  return maps.get(url)!;
}

/** The original place of a frame: package or src/ folder, and function. */
function placeOf({ callFrame }: ProfileNode): { owner: string; fn: string } {
  if (!callFrame.url) return { owner: `(${callFrame.functionName || 'program'})`, fn: callFrame.functionName || '(program)' };
  const original = mapOf(callFrame.url)?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  const source = original?.source ?? callFrame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  const own = /\/src\/([^/]+(?:\/[^/]+)?)\//.exec(source)?.[1];
  const owner = pkg ?? (own ? `src/${own}` : source.replace(/^.*\/assets\//, 'assets/'));
  const fn = `${original?.name ?? callFrame.functionName ?? '(anonymous)'} ${path.basename(source)}:${original?.line ?? callFrame.lineNumber + 1}`;
  return { owner, fn };
}

const byId = new Map(profile.nodes.map((node) => [node.id, placeOf(node)]));
const owners = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  const place = byId.get(id)!;
  if (place.owner === '(idle)') return;
  total += us;
  owners.set(place.owner, (owners.get(place.owner) ?? 0) + us);
  functions.set(`${place.owner}  ${place.fn}`, (functions.get(`${place.owner}  ${place.fn}`) ?? 0) + us);
});
const table = (title: string, rows: Map<string, number>) => {
  process.stdout.write(`\n${title}\n`);
  for (const [name, us] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, ROWS)) {
    process.stdout.write(`  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(5)} ms  ${name}\n`);
  }
};
process.stdout.write(`main thread busy (not idle) ${(total / 1000).toFixed(0)} ms in the profile\n`);
table('Self time by package or shop folder', owners);
table('Self time by function', functions);
