/**
 * The 'Other popular products' strip in a browser, at phone and desktop size: the real server's
 * list for the demo customer, 3 columns on desktop, a carousel whose dots follow the scroll and
 * bring a card into view on phones. The test builds a page holding only the strip
 * (tests/e2e/promoted-harness) and serves it to the browser itself under /__promoted-harness/,
 * while every call goes to the real server; the strip in the shop's pages is promoted-pages.spec.ts.
 * Screens are written to test-results/screens.
 */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'vite';

const HARNESS = '/__promoted-harness/';
const SCREENS = 'test-results/screens';
const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };
let distDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  distDir = mkdtempSync(path.join(os.tmpdir(), 'promoted-harness-'));
  await build({ configFile: path.resolve('tests/e2e/promoted-harness/vite.config.ts'), base: HARNESS, logLevel: 'warn', build: { outDir: distDir } });
});

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

async function openStrip(page: Page) {
  await page.route(`**${HARNESS}**`, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(HARNESS.length) || 'index.html';
    await route.fulfill({ body: readFileSync(path.join(distDir, file)), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
  const login = await page.request.post('/api/webshop/login', { data: CUSTOMER });
  expect(login.status()).toBe(200);
  await page.goto(HARNESS);
  await expect(page.getByRole('heading', { name: 'Andre populære produkter' })).toBeVisible();
  await expect(page.getByTestId('promoted-card')).toHaveCount(6);
  await previewsDrawn(page);
}

/** Every preview in view drawn (the others load lazily, when scrolled to). */
async function previewsDrawn(page: Page) {
  const drawn = () =>
    page.locator('[data-testid=promoted-card] img').evaluateAll((imgs) =>
      imgs
        .map((i) => i as HTMLImageElement)
        .filter((i) => {
          const r = i.getBoundingClientRect();
          return r.right > 0 && r.left < window.innerWidth && r.bottom > 0 && r.top < window.innerHeight;
        })
        .every((i) => i.complete && i.naturalWidth > 0),
    );
  await expect.poll(drawn, { timeout: 30_000 }).toBe(true);
}

async function screen(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/promoted-${name}.png`, fullPage: true });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the popular products in 3 columns with prices and View product links', async ({ page }) => {
    await openStrip(page);
    const cards = page.getByTestId('promoted-card');
    const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())!));
    expect(new Set(boxes.slice(0, 3).map((b) => Math.round(b.y))).size).toBe(1);
    expect(boxes[3].y).toBeGreaterThan(boxes[0].y + boxes[0].height);
    expect(Math.round(boxes[3].x)).toBe(Math.round(boxes[0].x));
    await expect(page.getByTestId('promoted-dot').first()).toBeHidden();

    // The wall calendar's campaign is for everyone: its offer price, the regular price struck through.
    const calendar = cards.filter({ hasText: 'Veggkalender 20x30 cm' });
    await expect(calendar.getByTestId('promoted-price')).toContainText('Fra');
    await expect(calendar.locator('del')).toHaveText(/249/);
    const link = calendar.getByRole('link', { name: /^Se produktet/ });
    await expect(link).toHaveAttribute('href', /^\/products\/calendars\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    // A category card leads to its list.
    const categoryLinks = await page.getByRole('link', { name: /^Se produktet/ }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(categoryLinks.filter((href) => /^\/products\/[a-z]+\/[a-z]+$/.test(href ?? ''))).toHaveLength(2);
    await screen(page, '1280x800');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('is a carousel whose dots follow the scroll and bring a card into view', async ({ page }) => {
    await openStrip(page);
    const row = page.getByTestId('promoted-row');
    const cards = page.getByTestId('promoted-card');
    const dots = page.getByTestId('promoted-dot');
    await expect(dots).toHaveCount(6);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    // One row: the second card starts to the right of the first, peeking in.
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(Math.round(second.y)).toBe(Math.round(first.y));
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(second.x).toBeLessThan(390);
    await screen(page, '390x844');

    // A dot brings its card into view.
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => Math.round((await cards.nth(2).boundingBox())!.x)).toBeLessThan(40);

    // Swiping (scrolling the row) moves the dot along; the end of the row shows the last dot.
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(dots.nth(5)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(2)).not.toHaveAttribute('aria-current', 'true');

    // From the keyboard: Tab to a dot, Enter shows its card.
    await dots.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => Math.round((await cards.nth(1).boundingBox())!.x)).toBeLessThan(40);
    await previewsDrawn(page);
    await screen(page, '390x844-second');
  });
});
