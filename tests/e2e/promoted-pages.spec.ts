/**
 * 'Other popular products' under the category overview and a template list (spec 1 promoted
 * products strip), at phone and desktop size against the real server: the strip comes after the
 * page's own content, its skeleton is exactly as tall as the loaded strip, the layout shifts it
 * takes part in, and the page's own, stay within CLS 0.05, and on a phone every slide's picture loads once swiped to.
 * Screens, scrolled to the strip, are written to test-results/screens.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addCardLine, emptyCart, holdCalls, newFamily, recordFills, screens, setPictures, signInInEnglish, unfinishedPicturesInView, useEnglish } from './support';

/** The server and the engine on a busy test machine. */
const LOADED = { timeout: 45_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Good CLS is 0.1 or less; the strip must not use up any of it. */
const MAX_CLS = 0.05;

const PAGES = [
  { name: 'overview', path: '/products/categories', content: 'category-tile' },
  { name: 'cards', path: '/products/cards', content: 'template-tile' },
] as const;

/**
 * Records every layout shift not caused by input from the page's start: its score, and whether
 * the strip took part (one of the shift's moved elements is the strip or inside it).
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; strip: boolean }[] };
    w.__shifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const strip = entry.sources.some(({ node }) => (node instanceof Element ? node : node?.parentElement)?.closest('[data-testid=promoted-products]'));
        w.__shifts.push({ value: entry.value, strip: Boolean(strip) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The summed shift scores the strip took part in (more than CLS's worst window), and the page's. */
async function layoutShift(page: Page): Promise<{ strip: number; page: number }> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; strip: boolean }[] }).__shifts);
  const sum = (list: typeof shifts) => list.reduce((total, s) => total + s.value, 0);
  const result = { strip: sum(shifts.filter((s) => s.strip)), page: sum(shifts) };
  test.info().annotations.push({ type: 'layout shift', description: JSON.stringify(result) });
  return result;
}

const strip = (page: Page) => page.getByTestId('promoted-products');

/** Scrolls the window so the strip's heading sits just under the sticky header. */
async function scrollToStrip(page: Page) {
  await strip(page).evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' }));
}

async function picturesSettled(page: Page) {
  await expect.poll(() => unfinishedPicturesInView(page, { selector: '[data-thumbnail-state]', attribute: 'data-thumbnail-state' }), LOADED).toBe(0);
}

/** Opens a page with the strip's list held: the skeleton's height, then the loaded strip's. */
async function openWithStrip(page: Page, path: string, content: string): Promise<{ skeleton: number; loaded: number }> {
  // The strip's list held back, to see its skeleton.
  const release = await holdCalls(page, '**/api/webshop/promoted-products*');
  await page.goto(path);
  await expect(page.getByTestId(content).first()).toBeVisible(LOADED);
  await expect(page.getByTestId('promoted-loading')).toBeVisible();
  const skeleton = (await strip(page).boundingBox())!.height;
  release();
  await expect(page.getByTestId('promoted-card')).toHaveCount(6, LOADED);
  return { skeleton, loaded: (await strip(page).boundingBox())!.height };
}

/** The strip starts below the page's last tile. */
async function expectBelow(page: Page, tiles: Locator) {
  const last = (await tiles.last().boundingBox())!;
  const top = (await strip(page).boundingBox())!.y;
  expect(top).toBeGreaterThan(last.y + last.height);
}

async function shot(page: Page, name: string) {
  // The strip's pictures decode off the main thread: loaded is not yet painted.
  await page.evaluate(() => Promise.all([...document.querySelectorAll('img')].filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.decode().catch(() => undefined))));
  await page.screenshot({ path: `test-results/screens/promoted-pages-${name}.png` });
}

test.describe('phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

  for (const { name, path, content } of PAGES) {
    test(`${name}: the strip under the page, no layout shift, every slide's picture loads when swiped to`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInInEnglish(page);
      await recordLayoutShifts(page);
      const heights = await openWithStrip(page, path, content);
      expect(Math.abs(heights.loaded - heights.skeleton)).toBeLessThanOrEqual(1);
      await expectBelow(page, page.getByTestId(content));
      await expect(strip(page).getByRole('heading', { name: 'Other popular products' })).toBeVisible();

      await scrollToStrip(page);
      await picturesSettled(page);
      const cards = page.getByTestId('promoted-card');
      const pictures = cards.locator('img');
      const loaded = (img: Locator) => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0);
      // The first card's picture is there; the last slide, far off to the side, is not shown yet.
      expect(await loaded(pictures.first())).toBe(true);
      await expect(cards.last()).not.toBeInViewport();
      await shot(page, `${name}-390x844`);

      // Each dot brings its slide into view, and the slide's picture loads.
      const dots = page.getByTestId('promoted-dot');
      for (let i = 0; i < 6; i++) {
        await dots.nth(i).click();
        await expect(dots.nth(i)).toHaveAttribute('aria-current', 'true');
        await expect(cards.nth(i)).toBeInViewport({ ratio: 0.9 });
        await expect.poll(() => loaded(pictures.nth(i)), LOADED).toBe(true);
      }
      await picturesSettled(page);
      await shot(page, `${name}-390x844-last`);
      // Neither the strip's loading nor its pictures, nor the page's own tiles, move anything the
      // user sees (the category pictures fill fixed boxes).
      const shift = await layoutShift(page);
      expect(shift.strip).toBeLessThanOrEqual(MAX_CLS);
      expect(shift.page).toBeLessThanOrEqual(MAX_CLS);
    });
  }
});

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  for (const { name, path, content } of PAGES) {
    test(`${name}: the strip in 3 columns under the page, no layout shift`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInInEnglish(page);
      await recordLayoutShifts(page);
      const heights = await openWithStrip(page, path, content);
      expect(Math.abs(heights.loaded - heights.skeleton)).toBeLessThanOrEqual(1);
      await expectBelow(page, page.getByTestId(content));
      const cards = page.getByTestId('promoted-card');
      const [first, third, fourth] = [(await cards.nth(0).boundingBox())!, (await cards.nth(2).boundingBox())!, (await cards.nth(3).boundingBox())!];
      expect(Math.round(third.y)).toBe(Math.round(first.y));
      expect(fourth.y).toBeGreaterThan(first.y + first.height);
      await expect(page.getByTestId('promoted-dot').first()).toBeHidden();

      await scrollToStrip(page);
      await picturesSettled(page);
      await shot(page, `${name}-1280x800`);
      const shift = await layoutShift(page);
      expect(shift.strip).toBeLessThanOrEqual(MAX_CLS);
      expect(shift.page).toBeLessThanOrEqual(MAX_CLS);
    });
  }
});

test.describe('cart', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

  test("the cart's strip: each card drawn by the engine with the customer's own set", async ({ page }) => {
    test.setTimeout(240_000);
    await useEnglish(page);
    // A family of its own that owns only Emma's set: other journeys add sets to the demo customer.
    await newFamily(page, 'strip');
    await emptyCart(page);
    await addCardLine(page);
    const fills = recordFills(page);
    await page.goto('/shopping-cart');
    const cards = page.getByTestId('promoted-card');
    await expect(cards.first()).toBeVisible(LOADED);
    await scrollToStrip(page);
    // Every card's picture is the engine's drawing with the current set (Emma's), once swiped to.
    const dots = page.getByTestId('promoted-dot');
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      await dots.nth(i).click();
      await expect(cards.nth(i).locator('[data-own-picture="Emma Hansen"] img[data-thumbnail-state="ready"]')).toHaveAttribute('src', /^\/api\/webshop\/drawings\/templates\//, LOADED);
    }
    const emmas = await setPictures(page, 'Emma Hansen');
    expect(fills.pictures.length).toBeGreaterThan(0);
    expect(fills.pictures.filter((uuid) => !emmas.has(uuid))).toEqual([]);
    expect(fills.texts.some((text) => text.includes('Emma'))).toBe(true);
    await dots.first().click();
    await expect(cards.first()).toBeInViewport({ ratio: 0.9 });
    await screens(page, 'test-results/screens', 'promoted-cart-own', {
      settle: async (p) => {
        await scrollToStrip(p);
        await picturesSettled(p);
      },
    });
    await emptyCart(page);
  });
});
