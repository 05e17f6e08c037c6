import { expect, test, type Page, type Route } from '@playwright/test';
import { CUSTOMER, screens, useEnglish } from './support';

/**
 * A create page of the editor opened cold (a link from an SMS, a reload): the server names in the
 * page's head what the page opens with, the page shows the template's preview drawn by the server
 * until the editor's code has come and drawn the live canvas, which then takes its place.
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

test("the page's head preloads what the editor opens with, and the page uses each preload instead of asking again", async ({ page }) => {
  await signInByApi(page);
  const path = await cardPath(page);
  const html = await (await page.request.get(path)).text();
  const links = [...html.matchAll(/<link rel="(preload|modulepreload)"([^>]*)>/g)].map(([, rel, rest]) => ({
    rel,
    as: /as="(\w+)"/.exec(rest)?.[1] ?? null,
    href: /href="([^"]+)"/.exec(rest)![1],
  }));
  const hrefs = (rel: string, as: string | null) => links.filter((l) => l.rel === rel && l.as === as).map((l) => l.href);
  expect(hrefs('preload', 'fetch')).toEqual(
    expect.arrayContaining(['/api/webshop/session', '/api/webshop/settings', '/api/webshop/user/picture-sets', `/api/webshop/templates/by-uuid/${FOUR_PHOTO_CARD}`]),
  );
  const modules = hrefs('modulepreload', null);
  expect(modules.some((href) => /\/assets\/EditorPage-[\w-]+\.js$/.test(href))).toBe(true);
  expect(modules.some((href) => EDITOR_SESSION_CHUNK.test(href))).toBe(true);
  const images = hrefs('preload', 'image');
  expect(images).toContain(`/templates/all/${FOUR_PHOTO_CARD}.png`);
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
  // The calls the page made for itself found the preloaded answers (started by the <link>).
  const initiators = await page.evaluate(() =>
    Object.fromEntries(
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.includes('/api/webshop/')).map((e) => [new URL(e.name).pathname, e.initiatorType]),
    ),
  );
  expect(initiators[`/api/webshop/templates/by-uuid/${FOUR_PHOTO_CARD}`]).toBe('link');
  expect(initiators['/api/webshop/session']).toBe('link');
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
