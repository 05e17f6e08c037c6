/**
 * `npx tsx bench/web/diagnose.ts [PATH]`: one Lighthouse run (mobile defaults) on one route of
 * the real shop, printing what bench:web's figures come from: the LCP element and its phases,
 * the main thread's work by kind and by script, and the longest request chain. For finding what
 * to change; bench:web gives the figures to report.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShopServer } from '../editor/shopServer';
import { ensureCartLine, signInDemoCustomer } from './demoCart';

const CHROME_FLAGS = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const route = process.argv[2] ?? '/';

type Details = { items?: Record<string, unknown>[]; chains?: unknown };

const server = await startShopServer();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  let cookie: string | undefined;
  if (route !== '/') {
    cookie = await signInDemoCustomer(server.baseUrl);
    await ensureCartLine(server.baseUrl, cookie);
  }
  const result = await lighthouse(`${server.baseUrl}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies'],
  });
  if (!result) throw new Error('Lighthouse gave no result');
  const audits = result.lhr.audits;
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? NaN)} ms`;
  console.log(`${route}: score ${Math.round((result.lhr.categories.performance.score ?? 0) * 100)}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'interactive']) console.log(`  ${id.padEnd(26)} ${ms(id)}`);
  const table = (id: string, fields: string[], top = 12) => {
    const items = ((audits[id]?.details as Details | undefined)?.items ?? []).slice(0, top);
    console.log(`\n${id}:`);
    for (const item of items) console.log('  ' + fields.map((f) => JSON.stringify(item[f] ?? '')).join('  '));
  };
  table('largest-contentful-paint-element', ['items'], 3);
  table('mainthread-work-breakdown', ['groupLabel', 'duration']);
  table('bootup-time', ['url', 'total', 'scripting', 'scriptParseCompile']);
  table('long-tasks', ['url', 'startTime', 'duration'], 15);
  table('network-requests', ['url', 'startTime', 'endTime', 'transferSize'], 80);
} finally {
  await chrome.kill();
  await server.stop();
}
