import { expect, test, type Page, type Route } from '@playwright/test';
import { CUSTOMER, screens, useEnglish } from './support';

/**
 * A create page of the editor opened cold (a link from an SMS, a reload): the server renders the
 * page's frame with the template's preview and name, sends what the editor opens with (product,
 * template, fill) in the page's data and names in the page's head the code, photos and fonts it
 * will load; the preview shows until the editor's code has come and drawn the live canvas, which
 * then takes its place.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

/** "Takkekort 15x15 Hjerter": one part with four photo slots. */
const FOUR_PHOTO_CARD = 'e81b52ae-ad3a-5a34-a20a-b1632610263e';
const SCREENS = 'test-results/screens/editor-cold';
/** The editor's own module (the editor and Konva), as the build names its chunk. */
const EDITOR_SESSION_CHUNK = /\/assets\/EditorSessionPage-[\w-]+\.js$/;

async function signInByApi(page: Page) {
  const res = await page.request.post('/api/webshop/login', { data: { username: CUSTOMER.email, password: CUSTOMER.password } });
  expect(res.status()).toBe(200);
}

async function cardPath(page: Page): Promise<string> {
  const { templates } = (await (await page.request.get('/api/webshop/templates/cards')).json()) as { templates: { uuid: string; product: { uuid: string } }[] };
  const card = templates.find((t) => t.uuid === FOUR_PHOTO_CARD);
  if (!card) throw new Error('The four-photo card is not in the card list');
  return `/products/cards/cards/${card.product.uuid}/${card.uuid}`;
}

/** Holds back the editor's code until `release()`: what the page shows meanwhile can be looked at. */
async function holdEditorCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(EDITOR_SESSION_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const preview = (page: Page) => page.getByTestId('editor-preview');
const readyCanvas = (page: Page) => page.locator('[data-testid="editor-canvas"] [data-part-canvas][data-render-state="ready"]');

test('the preview drawn by the server shows until the editor has drawn its canvas, which then replaces it', async ({ page }) => {
  await useEnglish(page);
  await signInByApi(page);
  const path = await cardPath(page);
  const release = await holdEditorCode(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  await page.goto(path);
  await expect(preview(page)).toBeVisible();
  await expect(preview(page)).toHaveAttribute('src', `/templates/all/${FOUR_PHOTO_CARD}.png`);
  await expect(preview(page)).toHaveAccessibleName('The product while the editor loads');
  // Loaded, not a broken picture: the card's own proportions (15x15).
  const size = await preview(page).evaluate((img: HTMLImageElement) => ({ complete: img.complete, width: img.naturalWidth, height: img.naturalHeight }));
  expect(size).toMatchObject({ complete: true, width: 640 });
  expect(Math.abs(size.height - size.width)).toBeLessThanOrEqual(1);
  await expect(page.locator('[data-part-canvas]')).toHaveCount(0);
  await screens(page, SCREENS, '1-loading', { settle: (p) => expect(preview(p)).toBeVisible() });

  release();
  await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByTestId('editor')).toHaveAttribute('data-view', 'main');
  await screens(page, SCREENS, '2-loaded', { settle: (p) => expect(readyCanvas(p)).toBeVisible() });
  expect(errors).toEqual([]);
});

/** What the editor would otherwise ask the server for before it can draw: the page brings it all. */
const OPENING_CALLS = [
  '/api/webshop/session',
  '/api/webshop/settings',
  '/api/webshop/user/picture-sets',
  `/api/webshop/templates/by-uuid/${FOUR_PHOTO_CARD}`,
  '/api/webshop/user/templates/fill-template',
];

test("the server's HTML, without JavaScript, is the page's frame with the template's preview and name", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await useEnglish(page);
  await signInByApi(page);
  const path = await cardPath(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank-you card 15x15 Hearts' })).toBeVisible();
  await expect(preview(page)).toHaveAttribute('src', `/templates/all/${FOUR_PHOTO_CARD}.png`);
  await expect(preview(page)).toHaveAccessibleName('The product while the editor loads');
  await expect.poll(() => preview(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/products/cards');
  await page.screenshot({ path: `${SCREENS}/0-no-js-390x844.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENS}/0-no-js-1280x800.png` });
  await context.close();
});

test('the browser takes the server-rendered frame over without a mismatch, and the editor opens from the page without asking for its opening', async ({ page }) => {
  await signInByApi(page);
  const path = await cardPath(page);
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(String(e)));
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  // The server's <h1> as parsed from the HTML, before any script ran, and whether React had taken
  // it over (hydrated it) when the page's frame made way for the editor's loading frame.
  await page.addInitScript(() => {
    const seen = window as unknown as { headingHydrated?: boolean };
    let heading: Element | null = null;
    document.addEventListener('DOMContentLoaded', () => (heading = document.querySelector('#root h1')));
    // React removes a node with removeChild: the heading is looked at just before it goes.
    const removeChild = Node.prototype.removeChild;
    Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
      if (heading && seen.headingHydrated === undefined && child.contains(heading)) {
        seen.headingHydrated = Object.keys(heading).some((k) => k.startsWith('__reactFiber$'));
      }
      return removeChild.call(this, child) as T;
    };
  });
  const release = await holdEditorCode(page);
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => (window as unknown as { headingHydrated?: boolean }).headingHydrated)).toBe(true);
  release();
  await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('editor')).toHaveAttribute('data-view', 'main');
  expect(calls.filter((call) => OPENING_CALLS.includes(call))).toEqual([]);
  await page.waitForTimeout(1000);
  expect(problems).toEqual([]);
});

test("the page's head preloads what the editor loads, and the page uses each preload instead of asking again", async ({ page }) => {
  await signInByApi(page);
  const path = await cardPath(page);
  const html = await (await page.request.get(path)).text();
  const links = [...html.matchAll(/<link rel="(preload|modulepreload)"([^>]*)>/g)].map(([, rel, rest]) => ({
    rel,
    as: /as="(\w+)"/.exec(rest)?.[1] ?? null,
    href: /href="([^"]+)"/.exec(rest)![1],
  }));
  const hrefs = (rel: string, as: string | null) => links.filter((l) => l.rel === rel && l.as === as).map((l) => l.href);
  // The page's data holds the settings, the session, the picture sets and the opening: no call for them.
  expect(hrefs('preload', 'fetch')).toEqual([]);
  const modules = hrefs('modulepreload', null);
  expect(modules.some((href) => /\/assets\/EditorPage-[\w-]+\.js$/.test(href))).toBe(true);
  expect(modules.some((href) => EDITOR_SESSION_CHUNK.test(href))).toBe(true);
  // The preview is the page's own picture, found by the browser with the HTML.
  expect(html).toMatch(new RegExp(`<img src="/templates/all/${FOUR_PHOTO_CARD}\\.png"[^>]*fetchPriority="high"`));
  const images = hrefs('preload', 'image');
  // The four photos the fill places, at the canvas's size, and the card's artwork.
  expect(images.filter((href) => /^\/media\/pictures\/[0-9a-f-]{36}\/800\/original\.jpg$/.test(href))).toHaveLength(4);
  expect(images.some((href) => href.startsWith('/templates/art/'))).toBe(true);
  expect(hrefs('preload', 'font').length).toBeGreaterThan(0);

  const requested = new Map<string, number>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    requested.set(url.pathname + url.search, (requested.get(url.pathname + url.search) ?? 0) + 1);
  });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && /preload/i.test(m.text())) warnings.push(m.text());
  });
  await page.goto(path);
  await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
  const hinted = links.map((l) => l.href);
  expect(hinted.filter((href) => requested.get(href) !== 1)).toEqual([]);
  expect(OPENING_CALLS.filter((call) => requested.has(call))).toEqual([]);
  await page.waitForTimeout(3500);
  expect(warnings).toEqual([]);
});

test('a visitor who is not signed in gets the page without hints about any customer', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const path = await cardPath(page);
  const res = await page.request.get(path);
  expect(res.headers()['cache-control']).toBe('no-cache');
  expect(await res.text()).not.toMatch(/rel="preload"/);
  await context.close();
});

test('the template list starts loading the editor before a tile is chosen', async ({ page }) => {
  await signInByApi(page);
  const chunks: string[] = [];
  page.on('request', (req) => {
    if (EDITOR_SESSION_CHUNK.test(new URL(req.url()).pathname)) chunks.push(req.url());
  });
  await page.goto('/products/cards');
  await expect(page.getByTestId('template-tile').first()).toBeVisible();
  await expect.poll(() => chunks.length, { timeout: 15_000 }).toBeGreaterThan(0);
  // Then a tile opens the editor with the code already there.
  await page.getByTestId('template-tile').first().getByRole('link').click();
  await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
  expect(chunks).toHaveLength(1);
});
