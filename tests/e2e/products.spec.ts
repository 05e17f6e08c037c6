import { expect, test, type Page } from '@playwright/test';
import { holdCalls, newFamily, recordFills, screens, setPictures, signInInEnglish, unfinishedPicturesInView, uniqueEmail, useEnglish } from './support';

/**
 * Product browsing on a phone (spec 2 §2.1-§2.3): the demo customer (owns EMMA2026) opens the
 * category overview, picks Cards, filters, reads a product's prices, opens a template in the
 * editor and comes Back to the list; the calendars list with a ?pages preset; a photo-gift
 * category; the 'Change picture set' question. Every screen is written to test-results/screens
 * at 390x844 and 1280x800.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

/** A list or a drawing waits for the server and the engine: generous on a busy test machine. */
const LOADED = { timeout: 45_000 };

const SCREENS = 'test-results/screens';

/**
 * Every template drawing and picture the user can see is finished (none waiting for the engine or
 * the network). Only what intersects the viewport counts: the 'Other popular products'
 * carousel's slides off to the side load lazily when swiped to (see unfinishedPicturesInView).
 */
async function settledThumbnails(page: Page) {
  await expect(page.locator('[data-testid="template-skeleton"], [data-testid="category-skeleton"]')).toHaveCount(0, LOADED);
  await expect.poll(() => unfinishedPicturesInView(page, { selector: '[data-thumbnail-state]', attribute: 'data-thumbnail-state' }), LOADED).toBe(0);
}

const headers = (page: Page) => page.getByTestId('product-header').locator('h2');
const tiles = (page: Page) => page.getByTestId('template-tile');
const cardCategory = (page: Page, name: string) => page.getByRole('navigation', { name: 'Card categories' }).getByRole('link', { name, exact: true });

test('cards: overview, category, filter, prices, editor and Back to the list', async ({ page }) => {
  // Two sizes of screenshots of five screens, waiting for every drawing in view.
  test.setTimeout(300_000);
  await useEnglish(page);
  // A family of its own that owns only Emma's set: other journeys add sets to the demo customer, and the
  // overview then names the newest set that qualifies, not Emma's.
  await newFamily(page, 'products');
  // What the card tiles are drawn from: the customer's filled templates, drawn by the server for the subject the page names.
  type Filled = { userResources: { images: Record<string, { pictureUuid: string }>; texts: Record<string, { text: string }> } };
  const filledLists: { items: Filled[] }[] = [];
  const drawnSubjects = new Set<string>();
  page.on('response', async (response) => {
    // A category's list comes filled for the subject; without a category the shop asks product by product.
    if (!/\/api\/webshop\/(templates\/cards\/categories\/[^/]+\/subjects\/|user\/templates\/by-product\/)/.test(response.url()) || !response.ok()) return;
    const body = (await response.json()) as { templates?: Filled[]; items?: Filled[] };
    filledLists.push({ items: body.templates ?? body.items ?? [] });
  });
  page.on('request', (request) => {
    const drawing = /\/api\/webshop\/drawings\/templates\/[0-9a-f-]{36}\/\d+\/([0-9a-f-]{36})\//.exec(request.url());
    if (drawing) drawnSubjects.add(drawing[1]);
  });
  // While the categories load: five skeleton tiles (spec 2 §2.1). The server's page comes with
  // them, so the browser loads them when the shop opens the overview itself: from the header of
  // a page the browser renders alone (the account's picture sets).
  const releaseCategories = await holdCalls(page, '**/ajax/template/get_categories.php*');
  await page.goto('/my-account/picture-sets');
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products\/categories$/);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByTestId('category-skeleton')).toHaveCount(5);
  releaseCategories();

  const categoryTiles = page.getByTestId('category-tile');
  await expect(categoryTiles.first()).toBeVisible();
  await expect(page.getByTestId('category-skeleton')).toHaveCount(0);
  await expect(categoryTiles.getByRole('link', { name: 'Archive' })).toHaveCount(0);
  await expect(categoryTiles.getByRole('link', { name: 'Mugs' })).toHaveAttribute('href', '/products/photogifts/mugs');
  await expect(categoryTiles.getByRole('link', { name: 'Calendars' })).toHaveAttribute('href', '/products/calendars');
  await screens(page, SCREENS, 'products-overview', { settle: settledThumbnails });

  // While the card list loads: five category placeholders and ten template skeletons (spec 2 §2.2).
  const releaseCardCategories = await holdCalls(page, '**/api/webshop/templates/cards/categories');
  await categoryTiles.getByRole('link', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/\/products\/categories\/cards\/christmas$/);
  await expect(page.getByTestId('card-category-skeleton')).toHaveCount(5);
  await expect(page.getByTestId('template-skeleton')).toHaveCount(10);
  releaseCardCategories();
  await expect(page.getByRole('heading', { name: 'Cards', level: 1 })).toBeVisible();
  await expect(page.getByText('Choose template')).toBeVisible();
  await expect(cardCategory(page, 'Christmas')).toHaveAttribute('aria-current', 'page');
  // Spec 2 §9: the 15x15 card first, then the larger format, then by sortOrder.
  await expect(headers(page)).toHaveText(['Card 15x15 cm', 'Folded card 20x15 cm, folds to 10x15', 'Card 10x15 cm portrait', 'Card 15x10 cm landscape'], LOADED);
  // Each tile is the customer's own card: drawn by the engine, with Emma's name in the texts.
  await settledThumbnails(page);
  const drawn = tiles(page).first().locator('img[data-thumbnail-state="ready"]');
  await expect(drawn).toBeVisible();
  // The engine's drawing of the customer's set, not the sample preview with empty photo slots.
  expect(await drawn.getAttribute('src')).toMatch(/^\/api\/webshop\/drawings\/templates\//);
  const { pictureSets } = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: { subject: { uuid: string; name: string }; pictures: { uuid: string }[] }[] };
  const emma = pictureSets.find((set) => set.subject.name === 'Emma Hansen')!;
  const emmas = new Set(emma.pictures.map((p) => p.uuid));
  const placed = filledLists.flatMap((list) => list.items.flatMap((item) => Object.values(item.userResources.images).map((image) => image.pictureUuid)));
  expect(placed.length).toBeGreaterThan(0);
  expect(placed.filter((uuid) => !emmas.has(uuid))).toEqual([]);
  expect([...drawnSubjects]).toEqual([emma.subject.uuid]);
  const texts = filledLists.flatMap((list) => list.items.flatMap((item) => Object.values(item.userResources.texts).map((text) => text.text)));
  expect(texts.some((text) => text.includes('Emma'))).toBe(true);
  await screens(page, SCREENS, 'products-cards', { settle: settledThumbnails });

  // Filters hide behind the Filter button; a choice is written to the URL.
  await page.getByRole('button', { name: 'Filter' }).click();
  const filters = page.getByTestId('list-filters');
  await expect(filters.getByLabel('Text')).toBeVisible();
  await filters.getByLabel('Format').selectOption({ label: '15 × 15 cm' });
  await expect(page).toHaveURL(/format=150x150/);
  await expect(headers(page)).toHaveText(['Card 15x15 cm']);
  await expect(tiles(page)).toHaveCount(3);
  await filters.getByLabel('Images').selectOption({ label: '2 images' });
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page)).toContainText('Class greeting');
  await screens(page, SCREENS, 'products-cards-filtered', { settle: settledThumbnails });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/format=/);
  await expect(tiles(page)).toHaveCount(6);

  // Prices: quantity tiers, the last as 'Price from'. This card's campaign needs a package in
  // the cart, so its regular prices count (the mug's campaign is shown in the photo-gift test).
  await page.getByRole('button', { name: 'Prices: Card 15x15 cm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prices for Card 15x15 cm' });
  await expect(dialog.getByTestId('price-row')).toHaveText([/^1–9 pcs\s*39\D/, /^10–24 pcs\s*32\D/, /^25 pcs or more\s*27\D/]);
  await expect(dialog.locator('del')).toHaveCount(0);
  await expect(dialog.getByTestId('price-from')).toHaveText(/^Price from\s*27\D/);
  await screens(page, SCREENS, 'products-price-dialog', { settle: settledThumbnails });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // A template opens in the editor on its create route; Back lands on the cards list.
  const snowfall = tiles(page).getByRole('link', { name: /Snowfall/ });
  const href = (await snowfall.getAttribute('href'))!;
  expect(href).toMatch(/^\/products\/categories\/cards\/christmas\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await snowfall.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('[data-part-canvas]')).toHaveAttribute('data-render-state', 'ready', LOADED);
  await page.getByTestId('editor-back').click();
  await expect(page).toHaveURL(/\/products\/cards$/);
  await expect(page.getByRole('heading', { name: 'Cards', level: 1 })).toBeVisible();
  await expect(cardCategory(page, 'Christmas')).toHaveAttribute('aria-current', 'page');
  await expect(tiles(page)).toHaveCount(6, LOADED);

  // The type route's create path (/products/cards/{category}/{product}/{template}) is the editor's, not a list's.
  const typeHref = (await tiles(page).getByRole('link', { name: /Snowfall/ }).getAttribute('href'))!;
  expect(typeHref).toMatch(/^\/products\/cards\/christmas\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await page.goto(typeHref);
  await expect(page.locator('[data-part-canvas]')).toHaveAttribute('data-render-state', 'ready', LOADED);
  await expect(page.getByTestId('product-header')).toHaveCount(0);

  // Another card category from the selector.
  await page.goto('/products/cards');
  await cardCategory(page, 'Birthday').click();
  await expect(page).toHaveURL(/\/products\/cards\/birthday$/);
  await expect(tiles(page).first()).toContainText('Birthday', LOADED);
});

test("the category tiles: the customer's own set drawn by the engine; a customer without a set sees the sample", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await useEnglish(page);
  // A family of its own that owns only Emma's set: other journeys add sets to the demo customer, and the
  // overview then names the newest set that qualifies, not Emma's.
  await newFamily(page, 'products');
  const fills = recordFills(page);
  // The categories as the customer's session gets them (the server's page comes with them, so the browser does not ask).
  const { categories: listed } = (await (await page.request.get('/ajax/template/get_categories.php?lang=en')).json()) as { categories: { internalName: string; image: string; template: { uuid: string } | null }[] };
  const shown = listed.filter((category) => category.internalName !== 'archive');
  expect(shown.filter((category) => category.template).length).toBeGreaterThan(2);
  await page.goto('/products/categories');
  await settledThumbnails(page);
  const categoryTiles = page.getByTestId('category-tile');
  await expect(categoryTiles).toHaveCount(shown.length);
  // Every tile with a template is the engine's drawing (not the sample picture) with the current
  // set, Emma's, once scrolled to; the tiles without one (digital portraits, packages) keep theirs.
  for (const [i, category] of shown.entries()) {
    const tile = categoryTiles.nth(i);
    await tile.scrollIntoViewIfNeeded();
    if (!category.template) {
      await expect(tile.locator('[data-own-picture]')).toHaveCount(0);
      continue;
    }
    await expect(tile.locator('[data-own-picture="Emma Hansen"] img[data-thumbnail-state="ready"]')).toHaveAttribute('src', /^\/api\/webshop\/drawings\/templates\//, LOADED);
  }
  // Drawn from Emma's own pictures and name, as the server's fill-template placed them.
  const emmas = await setPictures(page, 'Emma Hansen');
  expect(fills.pictures.length).toBeGreaterThan(0);
  expect(fills.pictures.filter((uuid) => !emmas.has(uuid))).toEqual([]);
  expect(fills.texts.some((text) => text.includes('Emma'))).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screens(page, SCREENS, 'products-overview-own', { settle: settledThumbnails });

  // A customer without a picture set: each tile shows its category's sample picture, nothing is filled.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await useEnglish(visitor);
  await visitor.goto('/');
  const created = await visitor.request.post('/ajax/create.php', {
    data: { email: uniqueEmail('noset'), mobile: '41234567', password: 'demo1234', confirm_password: 'demo1234', acceptmail: false, termsofservice: true },
  });
  expect(created.status()).toBe(200);
  expect(((await (await visitor.request.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: unknown[] }).pictureSets).toEqual([]);
  const visitorFills = recordFills(visitor);
  await visitor.goto('/products/categories');
  const visitorTiles = visitor.getByTestId('category-tile');
  await expect(visitorTiles.first()).toBeVisible(LOADED);
  await settledThumbnails(visitor);
  await expect(visitorTiles.locator('[data-own-picture]')).toHaveCount(0);
  const samples = await visitorTiles.locator('img').evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname));
  expect(samples).toEqual(shown.map((category) => category.image));
  expect(visitorFills.pictures).toEqual([]);
  await screens(visitor, SCREENS, 'products-overview-visitor', { settle: settledThumbnails });
  await visitor.close();
});

test('calendars: a ?pages preset filters the list and shows the pages filter', async ({ page }) => {
  test.setTimeout(300_000);
  await signInInEnglish(page);
  await page.goto('/products/calendars?pages=13');
  await expect(page.getByRole('heading', { name: 'Calendars', level: 1 })).toBeVisible();
  const pages = page.getByTestId('list-filters').getByLabel('Pages');
  await expect(pages).toHaveValue('13', LOADED);
  // Spec 2 §9: 20x30 first, then '(12', then by sortOrder.
  await expect(headers(page)).toHaveText(['Wall calendar 20x30 cm', 'Calendar A4 (12 months)', 'Desk calendar 20x10 cm']);
  await expect(tiles(page).first().getByRole('link')).toHaveAttribute('href', /^\/products\/calendars\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await screens(page, SCREENS, 'products-calendars-pages', { settle: settledThumbnails });

  await page.goto('/products/calendars?pages=7');
  await expect(page.getByText('No templates match the filter.')).toBeVisible(LOADED);
  await expect(page.getByTestId('list-filters').getByLabel('Pages')).toHaveValue('7');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/products\/calendars$/);
  await expect(tiles(page)).toHaveCount(3, LOADED);
});

test('a photo-gift category: title, ordinal prices, a tile drawn at 80 %', async ({ page }) => {
  test.setTimeout(300_000);
  await signInInEnglish(page);
  await page.goto('/products/categories');
  await page.getByTestId('category-tile').getByRole('link', { name: 'Mugs' }).click();
  await expect(page).toHaveURL(/\/products\/photogifts\/mugs$/);
  await expect(page.getByRole('heading', { name: 'Mugs', level: 1 })).toBeVisible(LOADED);
  await expect(page.getByTestId('list-filters')).toHaveCount(0);
  await settledThumbnails(page);
  const tile = tiles(page).first();
  const drawing = (await tile.locator('[data-thumbnail-state="ready"]').boundingBox())!;
  const box = (await tile.getByTestId('tile-box').boundingBox())!;
  expect(drawing.width).toBeLessThanOrEqual(box.width * 0.8 + 1);
  await expect(tile.getByRole('link')).toHaveAttribute('href', /^\/products\/photogifts\/mugs\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await screens(page, SCREENS, 'products-mugs', { settle: settledThumbnails });

  await page.getByRole('button', { name: 'Prices: Photo mug' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prices for Photo mug' });
  // Ordinal tiers; the campaign price beside the regular price struck through.
  await expect(dialog.getByTestId('price-row')).toHaveText([/^1st item.*199.*149/, /^2nd item.*179.*139/, /^3rd item and later.*159.*129/]);
  await expect(dialog.getByTestId('price-row').first().locator('del')).toHaveText(/199/);
  await expect(dialog.getByTestId('price-from')).toHaveText(/^Price from.*159.*129/);
  await screens(page, SCREENS, 'products-mugs-prices', { settle: settledThumbnails });
});

test("a category whose pictures are in another set asks to change the picture set", async ({ page }) => {
  test.setTimeout(300_000);
  await useEnglish(page);
  // A new customer with Emma's set and then the class's (the class's becomes the current set).
  await newFamily(page, 'products');
  const added = await page.request.get('/ajax/prophoto/add_picture_set_by_code.php?code=KLASSE5B');
  expect((await added.json()) as object).toMatchObject({ valid: true });

  await page.goto('/products/categories');
  const mugs = page.getByTestId('category-tile').getByRole('link', { name: 'Mugs' });
  await mugs.click();
  const dialog = page.getByRole('dialog', { name: 'Change picture set' });
  await expect(dialog).toContainText('Emma Hansen');
  await screens(page, SCREENS, 'products-change-set', { settle: settledThumbnails });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/products\/categories$/);

  // Opened straight away, the class's set has nothing for mugs: the empty list's words and links.
  await page.goto('/products/photogifts/mugs');
  const empty = page.getByTestId('empty-list');
  await expect(empty).toContainText('There are no products available within this category for the selected picture set.', LOADED);
  await expect(empty.getByRole('link', { name: 'Change picture set' })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'or choose another category' })).toHaveAttribute('href', '/products/categories');
  await screens(page, SCREENS, 'products-empty', { settle: settledThumbnails });
  await page.goto('/products/categories');

  await mugs.click();
  await page.getByRole('dialog', { name: 'Change picture set' }).getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/products\/photogifts\/mugs$/);
  await expect(tiles(page)).toHaveCount(1, LOADED);

  // Ok kept Emma's set on the server, so after a reload the cards (the class's) ask to switch back.
  await page.goto('/products/categories');
  await page.getByTestId('category-tile').getByRole('link', { name: 'Cards' }).click();
  const back = page.getByRole('dialog', { name: 'Change picture set' });
  await expect(back).toContainText('Klasse 5B');
  await back.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/products\/categories\/cards\/christmas$/);
});
