/**
 * The editor as a phone opens it: the demo customer signed in, a 4-photo card's create route,
 * and what the page shows once it can be used.
 *
 * "First interactive canvas": from the navigation's start (the page's time origin) to the first
 * moment the editor canvas (data-testid="editor-canvas", where the gestures are bound from its
 * first render on) holds a PartCanvas with data-render-state="ready" (the part is drawn and its
 * fit known, so a finger on a photo moves it).
 */
import os from 'node:os';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import type { Point } from '../../tests/support/cdpTouch';
import { startShopServer } from './shopServer';

/** The demo customer, who owns EMMA2026. */
const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };
/** "Takkekort 15x15 Hjerter": one part with four photo slots (seed/templates/cards/thankyou.ts). */
const FOUR_PHOTO_CARD = 'e81b52ae-ad3a-5a34-a20a-b1632610263e';
export const PHOTO_SLOTS = ['one', 'two', 'three', 'four'] as const;

const READY_CANVAS = '[data-testid="editor-canvas"] [data-part-canvas][data-render-state="ready"]';
const LOAD_TIMEOUT_MS = 120_000;

export const launchOptions = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

declare global {
  interface Window {
    /** performance.now() when the canvas was first interactive. */
    __firstInteractiveMs?: number;
  }
}

/** Runs in the page before its own scripts. */
function watchFirstInteractive(selector: string): void {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    window.__firstInteractiveMs = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-render-state'] });
}

/** The create route of the 4-photo card, from the shop's card list. */
export async function fourPhotoCardPath(baseUrl: string): Promise<{ path: string; name: string }> {
  const res = await fetch(`${baseUrl}/api/webshop/templates/cards`);
  const { templates } = (await res.json()) as { templates: { uuid: string; name: string; imageSlots: number; product: { uuid: string } }[] };
  const card = templates.find((t) => t.uuid === FOUR_PHOTO_CARD);
  if (card?.imageSlots !== PHOTO_SLOTS.length) throw new Error(`The demo card ${FOUR_PHOTO_CARD} with ${PHOTO_SLOTS.length} photo slots is not in the card list`);
  return { path: `/products/cards/cards/${card.product.uuid}/${card.uuid}`, name: card.name };
}

/** Cookies of a signed-in demo customer, for each fresh phone context. */
export async function signedInState(browser: Browser, baseUrl: string): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const res = await context.request.post('/api/webshop/login', { data: CUSTOMER });
  if (!res.ok()) throw new Error(`Signing in failed: ${res.status()} ${await res.text()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A new phone (fresh caches) with the customer signed in. */
export async function phoneContext(browser: Browser, baseUrl: string, storageState: Awaited<ReturnType<typeof signedInState>>): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, storageState, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  // tsx compiles with keepNames, which wraps named functions in __name(); functions sent to the page need it there.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(watchFirstInteractive, READY_CANVAS);
  return context;
}

/**
 * The 4-photo card and the signed-in customer's cookies, after one untimed visit of the card: the
 * server's first fill and picture sizes are made once, as in a shop that runs.
 */
export async function preparedCard(browser: Browser, baseUrl: string): Promise<{ card: { path: string; name: string }; signedIn: Awaited<ReturnType<typeof signedInState>> }> {
  const card = await fourPhotoCardPath(baseUrl);
  const signedIn = await signedInState(browser, baseUrl);
  const warmUp = await phoneContext(browser, baseUrl, signedIn);
  await openEditor(await warmUp.newPage(), card.path);
  await warmUp.close();
  return { card, signedIn };
}

/** The page's main-thread slowdown (4: Lighthouse's mobile default; 1: none). */
export const setCpuRate = (cdp: CDPSession, rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

/** A new phone (fresh caches) with one page, its main thread slowed down by `rate`. */
export async function slowedPhonePage(browser: Browser, baseUrl: string, storageState: Awaited<ReturnType<typeof signedInState>>, rate: number): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await phoneContext(browser, baseUrl, storageState);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await setCpuRate(cdp, rate);
  return { context, page, cdp };
}

/** Navigates to `path` and gives the time to the first interactive canvas, in ms. */
export async function openEditor(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForFunction(() => window.__firstInteractiveMs !== undefined, null, { timeout: LOAD_TIMEOUT_MS, polling: 100 });
  return page.evaluate(() => window.__firstInteractiveMs!);
}

/** The middle of a photo slot on screen, from the editor's keyboard target over it. */
export async function slotCenter(page: Page, slotId: string): Promise<Point> {
  const box = await page.locator(`[data-testid="editor-canvas"] [data-slot-id="${slotId}"]`).boundingBox();
  if (!box) throw new Error(`Photo slot ${slotId} is not on the canvas`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * `runs` first visits of the 4-photo card on a shop server started for them, each in a new phone
 * context at `rate`: `visit` opens the editor and gives what the run measured. Also the load
 * average (1 min) once the server and browser were up, before the first visit.
 */
export async function coldVisits<T>(
  runs: number,
  rate: number,
  visit: (page: Page, cardPath: string, browser: Browser) => Promise<T>,
): Promise<{ results: T[]; loadBefore: number }> {
  const server = await startShopServer();
  const browser = await chromium.launch(launchOptions);
  const loadBefore = os.loadavg()[0];
  const results: T[] = [];
  try {
    const { card, signedIn } = await preparedCard(browser, server.baseUrl);
    for (let run = 0; run < runs; run++) {
      const { context, page } = await slowedPhonePage(browser, server.baseUrl, signedIn, rate);
      try {
        results.push(await visit(page, card.path, browser));
      } finally {
        await context.close();
      }
      process.stdout.write(`run ${run + 1}/${runs} done\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { results, loadBefore };
}
