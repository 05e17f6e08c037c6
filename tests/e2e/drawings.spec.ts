import { expect, test, type Page, type Response } from '@playwright/test';
import { addCardLine, newFamily, payCartByCard, screens } from './support';

/**
 * The template list's tiles and the order lines of the cart and the receipt are drawn on the
 * server (src/server/routes/drawings.ts): their <img> tags are in the page's HTML, the list's
 * first tile is preloaded in the head, and none of these pages loads the canvas engine (Konva).
 */

const SHOTS = 'test-results/drawings';
const LOADED = { timeout: 60_000 };

/** The pictures in view have arrived (a new viewport may pick another width from a srcset). */
const picturesInView = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('img')].every((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom < 0 || box.top > window.innerHeight || (img.complete && img.naturalWidth > 0);
    }),
  );

/** Konva's own text, in whichever chunk carries it. */
const isKonva = async (response: Response) => response.url().endsWith('.js') && (await response.text()).includes('Konva warning');

async function customerWithOrder(page: Page): Promise<{ orderUuid: string; cartLine: string }> {
  await newFamily(page, 'drawings');
  await addCardLine(page);
  const orderUuid = await payCartByCard(page, 'mobile');
  return { orderUuid, cartLine: await addCardLine(page) };
}

test('the list, cart and receipt carry their drawings as <img> in the server HTML, and load no Konva', async ({ page }) => {
  test.setTimeout(240_000);
  const { orderUuid, cartLine } = await customerWithOrder(page);
  const receipt = `/shopping-cart/checkout/payment/receipt/${orderUuid}`;

  // Without JavaScript: the HTML as the server sends it.
  const list = await (await page.request.get('/products/cards')).text();
  const head = list.slice(0, list.indexOf('</head>'));
  expect(head).toMatch(/<link rel="preload" as="image" href="\/api\/webshop\/drawings\/templates\/[^"]+" imagesrcset="[^"]+ 180w, [^"]+ 540w" imagesizes="[^"]+" fetchpriority="high">/);
  const tiles = [...list.matchAll(/<img [^>]*src="(\/api\/webshop\/drawings\/templates\/[^"]+)"/g)];
  expect(tiles.length).toBeGreaterThan(3);
  const cart = await (await page.request.get('/shopping-cart')).text();
  expect(cart).toContain(`src="/api/webshop/drawings/lines/${cartLine}/96.webp?v=`);
  const bought = await (await page.request.get(receipt)).text();
  expect(bought).toMatch(/<img [^>]*src="\/api\/webshop\/drawings\/lines\/[0-9a-f-]{36}\/64\.webp\?v=[0-9a-z]+"/);

  // In the browser: every drawing loads, and no script of the engine is fetched, except the
  // editor's code a list asks for once it has drawn itself and the browser is idle (see
  // usePrefetchWhenIdle): never with the page's HTML or its first scripts.
  for (const [path, name, html] of [
    ['/products/cards', 'list', list],
    ['/shopping-cart', 'cart', cart],
    [receipt, 'receipt', bought],
  ] as const) {
    const konva: string[] = [];
    const listener = (response: Response) => void isKonva(response).then((found) => found && konva.push(response.url()));
    page.on('response', listener);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const drawings = page.locator('img[data-drawing="drawn"]');
    await expect(drawings.first()).toBeVisible(LOADED);
    for (const drawing of await drawings.all()) {
      await drawing.scrollIntoViewIfNeeded();
      await expect(drawing).toHaveAttribute('data-thumbnail-state', 'ready', LOADED);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screens(page, SHOTS, name, { settle: picturesInView });
    page.off('response', listener);
    if (name !== 'list') {
      expect(konva, path).toEqual([]);
      continue;
    }
    for (const url of konva) {
      // Named only in the build's list of code a page may fetch ahead (src/shop/loading/lazyCode.ts), by no tag that loads it.
      const path = new URL(url).pathname;
      expect(html, 'the page loads no Konva chunk').not.toContain(`src="${path}"`);
      expect(html, 'the page loads no Konva chunk').not.toContain(`href="${path}"`);
      const [asked, hydrated] = await page.evaluate(
        (chunk) => [performance.getEntriesByName(chunk)[0]?.startTime ?? 0, performance.getEntriesByType('navigation')[0] ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd : 0],
        url,
      );
      expect(asked, 'the editor prefetch starts after the page has run its first scripts').toBeGreaterThan(hydrated);
    }
  }
});

test("a drawing that cannot be loaded shows the template's stored preview", async ({ page }) => {
  test.setTimeout(120_000);
  await newFamily(page, 'drawings-failed');
  await addCardLine(page);
  await page.route('**/api/webshop/drawings/**', (route) => route.fulfill({ status: 500, body: 'no' }));
  await page.goto('/shopping-cart');
  const preview = page.getByTestId('line-preview').locator('img');
  await expect(preview).toHaveAttribute('data-drawing', 'failed', LOADED);
  await expect(preview).toHaveAttribute('src', /^\/templates\/all\/[0-9a-f-]{36}_v\d+\.png$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth), LOADED).toBeGreaterThan(0);
});
