import { expect, test, type Page } from '@playwright/test';
import { CUSTOMER, failOnPageErrors, screens, signIn, SUPPORT, useEnglish } from './support';

/**
 * The template lab: support staff see every template drawn with the demo pictures, the options
 * redraw it, thumbnails are drawn only near the viewport, and customers get nothing.
 */
const LAB = '/support/template-lab';

failOnPageErrors();
test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

const tiles = (page: Page) => page.getByTestId('lab-tile');
const firstPart = (page: Page) => page.getByTestId('lab-part').first();

/** A digest of the first part's drawing, once it is on the canvas (short enough to read in a failure). */
async function partPixels(page: Page): Promise<string> {
  await expect(firstPart(page).locator('[data-render-state="ready"]')).toBeVisible();
  return firstPart(page)
    .locator('canvas')
    .first()
    .evaluate(async (canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      const digest = await crypto.subtle.digest('SHA-256', pixels);
      return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    });
}

/** Waits until the first part shows a drawing other than `before`, and returns it. */
async function redrawnFrom(page: Page, before: string): Promise<string> {
  await expect.poll(() => partPixels(page)).not.toBe(before);
  return partPixels(page);
}

/**
 * Starts counting animation frames in which the centre of the first part's canvas is empty: a
 * redraw must keep the previous drawing until the new one is ready, never flash a blank canvas.
 */
async function countBlankFrames(page: Page): Promise<() => Promise<number>> {
  await firstPart(page)
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const watch = window as unknown as { blankFrames: number; watching: boolean };
      watch.blankFrames = 0;
      watch.watching = true;
      const context = canvas.getContext('2d')!;
      const tick = () => {
        if (!watch.watching) return;
        if (context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data[3] === 0) watch.blankFrames += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  return () =>
    page.evaluate(() => {
      const watch = window as unknown as { blankFrames: number; watching: boolean };
      watch.watching = false;
      return watch.blankFrames;
    });
}

async function templateUuidsFromApi(page: Page): Promise<string[]> {
  const uuids = new Set<string>();
  for (const type of ['cards', 'calendars', 'photogifts']) {
    const res = await page.request.get(`/api/webshop/templates/${type}`);
    expect(res.ok()).toBe(true);
    for (const item of ((await res.json()) as { templates: { uuid: string }[] }).templates) uuids.add(item.uuid);
  }
  return [...uuids];
}

test('support staff reach the lab from the support page and get a tile for every template of every type', async ({ page }) => {
  await signIn(page, SUPPORT.email, SUPPORT.password);
  await page.goto('/support');
  await page.getByRole('link', { name: 'Open the template lab' }).click();
  await expect(page).toHaveURL(LAB);
  await expect(page.getByRole('heading', { name: 'Template lab' })).toBeVisible();
  const expected = await templateUuidsFromApi(page);
  expect(expected.length).toBeGreaterThan(0);
  await expect(tiles(page)).toHaveCount(expected.length);
  const shown = await tiles(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-template')));
  expect(shown.sort()).toEqual([...expected].sort());
  await expect(page.getByText(`${expected.length} templates`)).toBeVisible();
  // Every definition parsed: no tile reports a broken template.
  await expect(page.getByText('The template cannot be read')).toHaveCount(0);
});

test('choosing a template draws its parts, and each option draws them again', async ({ page }) => {
  await signIn(page, SUPPORT.email, SUPPORT.password);
  await page.goto(LAB);
  const first = tiles(page).first();
  const uuid = (await first.getAttribute('data-template'))!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`template=${uuid}`));
  await expect(page.getByRole('combobox', { name: 'Template', exact: true })).toHaveValue(uuid);
  const original = await partPixels(page);

  await page.getByLabel('Effect').selectOption('bw');
  await expect(page).toHaveURL(/effect=bw/);
  const blackAndWhite = await redrawnFrom(page, original);

  await page.getByLabel('Rotation').selectOption('90');
  const turned = await redrawnFrom(page, blackAndWhite);

  await page.getByLabel('Zoom').selectOption('2');
  const zoomed = await redrawnFrom(page, turned);

  await page.getByText('Guides').click();
  await expect(page).toHaveURL(/guides=1/);
  await redrawnFrom(page, zoomed);

  await page.getByText('Long text').click();
  await expect(firstPart(page).getByTestId('lab-overflow')).toBeVisible();

  // The address holds the view: opening it again draws the same picture.
  const shared = await partPixels(page);
  await page.reload();
  expect(await partPixels(page)).toBe(shared);
});

test('a redraw keeps the previous drawing on the canvas until the new one is ready', async ({ page }) => {
  await signIn(page, SUPPORT.email, SUPPORT.password);
  await page.goto(LAB);
  const uuid = (await tiles(page).first().getAttribute('data-template'))!;
  // Drawn first without photos; the photos then arrive slowly, as on a poor connection.
  await page.goto(`${LAB}?template=${uuid}&pictures=0`);
  const withoutPhotos = await partPixels(page);
  await page.route('**/media/support/pictures/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const blankFrames = await countBlankFrames(page);
  await page.getByText('Photos', { exact: true }).click();
  await expect(page).not.toHaveURL(/pictures=0/);
  await redrawnFrom(page, withoutPhotos);
  expect(await blankFrames()).toBe(0);
});

test('the language and year options reach the drawn texts', async ({ page }) => {
  await signIn(page, SUPPORT.email, SUPPORT.password);
  await page.goto(LAB);
  await tiles(page).first().click();
  // The drawn texts start in the page's language.
  await expect(page.getByLabel('Template language')).toHaveValue('en');
  const english = await partPixels(page);
  await page.getByLabel('Template language').selectOption('nb');
  const norwegian = await redrawnFrom(page, english);
  const years = await page.getByLabel('Year').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  await page.getByLabel('Year').selectOption(years[years.length - 1]);
  await redrawnFrom(page, norwegian);
});

test("staff choose any customer's picture set, and the drawing takes that set's pictures", async ({ page }) => {
  await signIn(page, SUPPORT.email, SUPPORT.password);
  await page.goto(LAB);
  await tiles(page).first().click();
  const sets = page.getByLabel('Pictures from');
  await expect(sets.locator('option:checked')).toHaveText('Emma Hansen');
  await expect(page.getByLabel('Green-screen portrait from').locator('option:checked')).toHaveText('Olav Berg');
  const emma = await partPixels(page);
  await sets.selectOption({ label: 'Sara Lunde' });
  await expect(page).toHaveURL(/[?&]set=[0-9a-f-]{36}/);
  await expect(sets.locator('option:checked')).toHaveText('Sara Lunde');
  await redrawnFrom(page, emma);
  await screens(page, 'test-results/screens', 'lab-picture-set', { settle: () => sets.scrollIntoViewIfNeeded() });
});

test('thumbnails draw the 640 px copies of the artwork, never the print-size files', async ({ page }) => {
  const art: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/templates/art/')) art.push(new URL(request.url()).search);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, SUPPORT.email, SUPPORT.password);
  await page.goto(LAB);
  await expect(tiles(page).first().locator('[data-thumbnail-state]')).toHaveAttribute('data-thumbnail-state', 'ready');
  expect(art.length).toBeGreaterThan(0);
  expect(new Set(art)).toEqual(new Set(['?size=640']));
});

test('thumbnails far below the fold are drawn only once they are scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, SUPPORT.email, SUPPORT.password);
  await page.goto(LAB);
  const firstThumb = tiles(page).first().locator('[data-thumbnail-state]');
  const lastTile = tiles(page).last();
  const lastThumb = lastTile.locator('[data-thumbnail-state]');
  await expect(firstThumb).toHaveAttribute('data-thumbnail-state', 'ready');
  await expect(firstThumb.locator('img')).toHaveJSProperty('complete', true);

  expect(await lastTile.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(800 + 400);
  await expect(lastThumb).toHaveAttribute('data-thumbnail-state', 'waiting');
  await expect(lastThumb.locator('img')).toHaveCount(0);

  await lastTile.scrollIntoViewIfNeeded();
  await expect(lastThumb).toHaveAttribute('data-thumbnail-state', 'ready');
  const size = await lastThumb.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.complete]);
  expect(size).toEqual([expect.any(Number), true]);
  expect(size[0]).toBeGreaterThan(0);
});

test('a customer gets no lab, and a visitor is sent to sign in', async ({ page }) => {
  const fixtureCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/template-lab\/|\/media\/support\//.test(request.url())) fixtureCalls.push(request.url());
  });
  await signIn(page, CUSTOMER.email, CUSTOMER.password);
  await page.goto(LAB);
  await expect(page.getByText('This page is for customer support only.')).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);
  expect(fixtureCalls).toEqual([]);

  await page.context().clearCookies();
  await useEnglish(page);
  await page.goto(LAB);
  await expect(page).toHaveURL(/#login/);
});
