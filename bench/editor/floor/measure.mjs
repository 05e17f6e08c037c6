// Usage: node measure.mjs [runs=5] [variants=a,b,c]
/* global window -- the functions sent to the page run there */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { serve } from './serve.mjs';
const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

const RUNS = Number(process.argv[2] ?? 5);
const VARIANTS = (process.argv[3] ?? 'a,b,c').split(',');
const med = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

const servers = {};
for (const v of VARIANTS) servers[v] = await serve(v);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

async function once(v) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://127.0.0.1:${servers[v].port}/`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__nextFrame !== undefined, null, { timeout: 60000, polling: 50 });
  const r = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const mark = (n) => performance.getEntriesByName(n, 'mark')[0]?.startTime;
    const js = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.js'));
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    return {
      jsResponseEnd: js?.responseEnd, entry: mark('entry'),
      dcl: nav.domContentLoadedEventEnd, mounted: mark('mounted'), fcp,
      imagesLoaded: mark('images-loaded'), drawn: window.__drawn, nextFrame: window.__nextFrame,
    };
  });
  const canvases = await page.locator('canvas').count();
  await ctx.close();
  if (canvases < 1) throw new Error(`no canvas in ${v}`);
  return r;
}

const results = Object.fromEntries(VARIANTS.map((v) => [v, []]));
for (const v of VARIANTS) await once(v); // warm-up (browser process), discarded
for (let i = 0; i < RUNS; i++) for (const v of VARIANTS) {  // interleaved to spread drift
  await new Promise((r) => setTimeout(r, 1000)); // let the browser settle after the previous context closed
  const r = await once(v);
  results[v].push(r);
  console.error(`run ${i + 1} ${v}: drawn=${r.drawn.toFixed(0)} dcl=${r.dcl.toFixed(0)}`);
}
await browser.close();
for (const s of Object.values(servers)) s.server.close();

const size = (v) => fs.readdirSync(path.join(import.meta.dirname, 'dist', v, 'assets')).filter((f) => f.endsWith('.js'))
  .reduce((a, f) => a + fs.statSync(path.join(import.meta.dirname, 'dist', v, 'assets', f)).size, 0);
const keys = ['jsResponseEnd', 'entry', 'dcl', 'fcp', 'mounted', 'imagesLoaded', 'drawn', 'nextFrame'];
const summary = {};
console.log(`\nmedians over ${RUNS} runs (ms since navigation start, CPU 4x):`);
console.log(['variant', 'jsBytes', ...keys, 'drawn-dcl'].join('\t'));
for (const v of VARIANTS) {
  const rs = results[v];
  const m = Object.fromEntries(keys.map((k) => [k, med(rs.map((r) => r[k]).filter((x) => x != null))]));
  m.afterDcl = med(rs.map((r) => r.drawn - r.dcl));
  summary[v] = { jsBytes: size(v), medians: m, runs: rs };
  console.log([v, size(v), ...keys.map((k) => m[k]?.toFixed(0)), m.afterDcl.toFixed(0)].join('\t'));
}
fs.writeFileSync(path.join(import.meta.dirname, 'results.json'), JSON.stringify(summary, null, 2));
