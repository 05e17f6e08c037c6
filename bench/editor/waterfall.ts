/**
 * `npm run bench:editor:waterfall`: where the time to the first interactive canvas goes. One
 * cold visit of the 4-photo card at 4x CPU throttling, then every request the page made (start
 * and end, ms since navigation) and the long main-thread tasks between them, in time order. A
 * diagnostic to read, beside bench:editor's medians; it prints one run, not a figure to quote.
 */
import { chromium } from '@playwright/test';
import { launchOptions, openEditor, phoneContext, preparedCard, setCpuRate } from './editorPage';
import { startShopServer } from './shopServer';

const THROTTLED = 4;
const LONG_TASK_MS = 50;

interface Entry {
  start: number;
  end: number;
  what: string;
}

const server = await startShopServer();
const browser = await chromium.launch(launchOptions);
try {
  const { card, signedIn } = await preparedCard(browser, server.baseUrl);

  const context = await phoneContext(browser, server.baseUrl, signedIn);
  await context.addInitScript(() => {
    const tasks: { start: number; end: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await setCpuRate(cdp, THROTTLED);
  const firstInteractive = await openEditor(page, card.path);
  const entries = await page.evaluate((longTaskMs) => {
    const out: Entry[] = [];
    for (const r of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      out.push({ start: r.startTime, end: r.responseEnd, what: r.name.replace(location.origin, '') });
    }
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    out.push({ start: 0, end: nav.responseEnd, what: `document ${location.pathname}` });
    out.push({ start: nav.domContentLoadedEventStart, end: nav.domContentLoadedEventEnd, what: 'DOMContentLoaded' });
    for (const t of (window as unknown as { __longTasks: { start: number; end: number }[] }).__longTasks) {
      if (t.end - t.start >= longTaskMs) out.push({ ...t, what: '(main thread busy)' });
    }
    return out;
  }, LONG_TASK_MS);
  await context.close();

  console.log(`One cold visit of ${card.name} at ${THROTTLED}x CPU throttling; ms since navigation start.`);
  for (const e of entries.sort((a, b) => a.start - b.start)) {
    console.log(`${e.start.toFixed(0).padStart(6)} ${e.end.toFixed(0).padStart(6)} ${(e.end - e.start).toFixed(0).padStart(5)}  ${e.what.slice(0, 110)}`);
  }
  console.log(`${firstInteractive.toFixed(0).padStart(6)}               first interactive canvas`);
} finally {
  await browser.close();
  await server.stop();
}
