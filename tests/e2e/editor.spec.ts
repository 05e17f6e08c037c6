import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import type { OrderLine } from '../../src/api/contract/cart';
import type { TemplateListItem } from '../../src/api/contract/templates';
import { drag, pinch } from '../support/cdpTouch';
import { cart, CUSTOMER, editImage, editorView, signIn, signInInEnglish, templateByName, toBuyView, useEnglish } from './support';

/**
 * The editor on a phone (spec 2 §2.4-§2.15): the demo customer personalises a card with touch,
 * buys it with a sub-product, chooses retouching, finds the lines in the cart and edits one
 * again; a calendar's year changes. What the server stored is read back from the cart calls.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

const CARD = 'Christmas card 15x15 Snowfall';
const OTHER_DESIGN = 'Christmas card 15x15 Winter portrait';
const CALENDAR = 'Wall calendar 20x30';

const canvas = (page: Page) => page.locator('[data-part-canvas]');

/** The drawing once it stops changing: two equal screenshots in a row after the render settles. */
async function settledCanvas(page: Page): Promise<Buffer> {
  await expect(canvas(page)).toHaveAttribute('data-render-state', 'ready');
  let last = await canvas(page).screenshot();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(150);
    const next = await canvas(page).screenshot();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('The canvas kept changing');
}

function differingPixels(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (pa.width !== pb.width || pa.height !== pb.height) return pa.width * pa.height;
  return pixelmatch(pa.data, pb.data, undefined, pa.width, pa.height, { threshold: 0.05 });
}

/** The middle of the canvas on screen (the card's photo sits there). */
async function photoCenter(page: Page) {
  const box = (await canvas(page).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height * 0.42 };
}

/** Signed in as the demo customer on the card's create page with its drawing settled. */
async function openCard(page: Page, name = CARD): Promise<{ card: TemplateListItem; drawn: Buffer }> {
  await signIn(page, CUSTOMER.email, CUSTOMER.password);
  const card = await templateByName(page, 'cards', name);
  await page.goto(`/products/cards/${card.categories[0]}/${card.product.uuid}/${card.uuid}`);
  await editorView(page, 'main');
  return { card, drawn: await settledCanvas(page) };
}

test('a customer personalises a card with touch, buys it with retouching and edits the cart line again', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await useEnglish(page);
  const { drawn: opened } = await openCard(page);
  await expect(page.getByText(CARD)).toBeVisible();

  await test.step('replace the photo from the picture set', async () => {
    await page.getByRole('button', { name: 'Change/edit photos' }).click();
    await editorView(page, 'image');
    const inbox = page.getByTestId('image-view');
    const choices = inbox.locator('[data-testid^="inbox-picture-"]:not([aria-disabled="true"])');
    await expect(choices.first()).toBeVisible();
    // The first picture the field allows that is not the one in it (its label ends 'selected').
    const labels = await choices.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    const index = labels.findIndex((label) => !label.startsWith('Not allowed picture') && !label.split(', ').includes('selected'));
    expect(index).toBeGreaterThanOrEqual(0);
    await choices.nth(index).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await editorView(page, 'main');
    expect(differingPixels(opened, await settledCanvas(page))).toBeGreaterThan(1000);
  });

  // A design change replaces the instance with the new design filled anew (spec 2 §4), so it comes first.
  await test.step('change design', async () => {
    await page.getByRole('button', { name: 'Change design' }).click();
    await editorView(page, 'templates');
    await page.getByRole('button', { name: OTHER_DESIGN }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await editorView(page, 'main');
    await expect(page.getByText(OTHER_DESIGN)).toBeVisible();
    await settledCanvas(page);
  });

  await test.step('pinch-zoom and drag the photo with touch, one undo step each', async () => {
    const before = await settledCanvas(page);
    await page.getByRole('button', { name: 'Change/edit photos' }).click();
    await editorView(page, 'image');
    const session = await page.context().newCDPSession(page);
    const center = await photoCenter(page);
    await pinch(session, center, 60, 160, { steps: 20 });
    await drag(session, center, { x: center.x + 40, y: center.y + 30 }, { steps: 15 });
    await page.getByRole('button', { name: 'Done' }).click();
    await editorView(page, 'main');
    expect(differingPixels(before, await settledCanvas(page))).toBeGreaterThan(1000);
  });

  let beforeTurn: Buffer;
  let turned: Buffer;
  await test.step('rotate and sepia; undo and redo give back the exact renders', async () => {
    beforeTurn = await settledCanvas(page);
    await editImage(page, 'Rotate', 'Sepia');
    turned = await settledCanvas(page);
    expect(differingPixels(beforeTurn, turned)).toBeGreaterThan(1000);

    await page.getByTestId('editor-undo').click();
    expect(differingPixels(beforeTurn, await settledCanvas(page))).toBe(0);
    await page.getByTestId('editor-redo').click();
    expect(differingPixels(turned, await settledCanvas(page))).toBe(0);
  });

  await test.step('a long text shrinks to fit', async () => {
    await page.getByRole('button', { name: 'Edit text' }).click();
    // The card has two texts: choose the first.
    if ((await page.getByTestId('editor').getAttribute('data-view')) === 'select-text') await page.getByRole('button', { name: /^Text 1/ }).click();
    await editorView(page, 'text');
    await page.getByRole('button', { name: 'Font size' }).click();
    const sizeBefore = Number((await page.getByTestId('text-toolbar-size').getByRole('slider').getAttribute('aria-valuenow')) ?? 0);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Enter text' }).click();
    await page.getByLabel('The text').fill('Merry Christmas and a happy new year to the whole family from all of us');
    await page.getByLabel('The text').blur();
    await page.getByRole('button', { name: 'Font size' }).click();
    const sizeAfter = Number((await page.getByTestId('text-toolbar-size').getByRole('slider').getAttribute('aria-valuenow')) ?? 0);
    expect(sizeBefore).toBeGreaterThan(12);
    expect(sizeAfter).toBeLessThan(sizeBefore);
    expect(sizeAfter).toBeGreaterThanOrEqual(12);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await editorView(page, 'main');
  });

  await test.step('preview in a grid and full screen', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    await editorView(page, 'preview');
    await page.getByRole('button', { name: /full size$/ }).first().click();
    const dialog = page.getByTestId('part-preview-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Back' }).last().click();
    await editorView(page, 'main');
  });

  await test.step('buy 2 cards and 1 with an envelope, then choose retouching', async () => {
    await toBuyView(page);
    const buy = page.getByTestId('buy-view');
    await buy.getByTestId('buy-stepper-product').getByRole('button', { name: /^More/ }).click();
    await expect(buy.getByTestId('buy-stepper-product').getByRole('textbox')).toHaveValue('2');
    const subRow = buy.locator('[data-testid^="buy-stepper-"]:not([data-testid="buy-stepper-product"])').first();
    await subRow.getByRole('button', { name: /^More/ }).click();
    await expect(buy.getByTestId('buy-pieces')).toHaveText('3 pieces');
    await buy.getByTestId('buy-add-to-cart').click();

    await page.waitForURL('**/shopping-cart/retouch');
    await expect(page.getByRole('heading', { name: 'Retouch options' })).toBeVisible();
    await expect(page.getByTestId('retouch-picture')).toHaveCount(1);
    // Chakra's checkbox hides its input inside the label: the customer taps the label.
    await page.getByTestId('retouch-picture').locator('label').first().click();
    await expect(page.getByTestId('retouch-picture').getByRole('checkbox').first()).toBeChecked();
    await expect(page.getByTestId('retouch-count')).toHaveText('1 picture for retouch');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname === '/shopping-cart');
  });

  let cardLine: OrderLine;
  await test.step('the cart holds the lines the server priced, with what the customer made', async () => {
    const { orderLines, summary } = await cart(page);
    const templateLines = orderLines.filter((l) => l.template?.name === OTHER_DESIGN);
    expect(templateLines.map((l) => [l.quantity, l.subProductUuids.length])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    const retouch = orderLines.find((l) => l.product?.type === 11);
    expect(retouch?.quantity).toBe(1);
    const total = orderLines.filter((l) => l.type !== 4).reduce((sum, l) => sum + l.actualLinePrice, 0);
    expect(summary.totalPrice).toBeCloseTo(total, 2);
    await expect(page.getByTestId('cart-total')).toContainText(String(Math.round(summary.totalPrice)));
    // The header's badge shows the count inside its circle (a unitless line height once pushed the digit out of it).
    const badge = page.getByTestId('cart-count');
    await expect(badge).toHaveText(String(summary.itemCount));
    const digitInside = await badge.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const digit = range.getBoundingClientRect();
      const circle = el.getBoundingClientRect();
      return digit.top >= circle.top - 1 && digit.bottom <= circle.bottom + 1;
    });
    expect(digitInside).toBe(true);
    cardLine = templateLines[0];
    // The turned, sepia photo with the crop the fingers set.
    const [photo] = Object.values(cardLine.templateData!.userResources.images);
    expect(photo.rotation).toBe(270);
    expect(photo.overrideEffect).toBe('sepia');
    expect(photo.cropRect).not.toBeNull();
  });

  await test.step('edit the line again and update the cart', async () => {
    await page.locator(`a[href="/shopping-cart/edit/${cardLine.uuid}"]`).click();
    await editorView(page, 'main');
    await expect(page.getByTestId('add-to-cart')).toHaveText('Update cart');
    await editImage(page, 'Black/White');
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/shopping-cart(\/retouch)?$/);
    const { orderLines } = await cart(page);
    const updated = orderLines.find((l) => l.uuid === cardLine.uuid)!;
    expect(Object.values(updated.templateData!.userResources.images)[0].overrideEffect).toBe('bw');
    expect(updated.quantity).toBe(2);
  });

  expect(errors).toEqual([]);
});

test('zooming with the fingers narrows the stored crop and keeps it inside the photo', async ({ page }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  await openCard(page);

  await page.getByRole('button', { name: 'Change/edit photos' }).click();
  await editorView(page, 'image');
  const session = await page.context().newCDPSession(page);
  const center = await photoCenter(page);
  await pinch(session, center, 60, 180, { steps: 20 });
  await page.getByRole('button', { name: 'Done' }).click();
  await editorView(page, 'main');

  await toBuyView(page);
  await page.getByTestId('buy-add-to-cart').click();
  await page.waitForURL(/\/shopping-cart(\/retouch)?$/);
  const { orderLines } = await cart(page);
  const line = orderLines.filter((l) => l.template?.name === CARD).at(-1)!;
  const [photo] = Object.values(line.templateData!.userResources.images);
  expect(photo.cropRect).not.toBeNull();
  // Zoomed in about 3x: the crop is a third of the photo's width or less, and stays inside it.
  expect(photo.cropRect!.width).toBeLessThan(photo.sourceWidth / 2);
  expect(photo.cropRect!.x).toBeGreaterThanOrEqual(0);
  expect(photo.cropRect!.x + photo.cropRect!.width).toBeLessThanOrEqual(photo.sourceWidth);
});

test('a create page opened directly by a signed-in customer asks for none of its first calls, and a visitor signing in on the way asks for them and gets the editor', async ({ page }) => {
  await useEnglish(page);
  const card = await templateByName(page, 'cards', CARD);
  const path = `/products/cards/${card.categories[0]}/${card.product.uuid}/${card.uuid}`;
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/api\/webshop\/(user\/picture-sets|products\/|templates\/by-uuid\/|user\/templates\/fill-template)/.test(pathname)) asked.push(pathname);
  });
  // A visitor: the page carries no answers, the early calls fail (signed out) and the page asks again after the sign-in.
  await page.goto(path);
  await expect(page).toHaveURL(/#login$/);
  await page.getByLabel('E-mail').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${card.uuid}$`));
  await editorView(page, 'main');
  await settledCanvas(page);
  expect(asked.filter((pathname) => pathname.endsWith('/fill-template'))).toHaveLength(1);

  // Signed in: the page carries the answers, and the editor takes them instead of asking.
  asked.length = 0;
  await page.goto(path);
  await editorView(page, 'main');
  await settledCanvas(page);
  expect(asked).toEqual([]);
});

test('a calendar changes its year', async ({ page }) => {
  await signInInEnglish(page);
  const calendar = await templateByName(page, 'calendars', CALENDAR);
  await page.goto(`/products/calendars/${calendar.product.uuid}/${calendar.uuid}`);
  await editorView(page, 'main');
  const before = await settledCanvas(page);
  await page.getByRole('button', { name: 'Change year' }).click();
  await editorView(page, 'year');
  const year = page.getByRole('textbox', { name: 'Year' });
  const shown = Number(await year.inputValue());
  await page.getByRole('button', { name: 'Next year' }).click();
  await expect(year).toHaveValue(String(shown + 1));
  await page.getByRole('button', { name: 'Done' }).click();
  await editorView(page, 'main');
  expect(differingPixels(before, await settledCanvas(page))).toBeGreaterThan(100);
  await page.getByRole('button', { name: 'Change year' }).click();
  await expect(page.getByRole('textbox', { name: 'Year' })).toHaveValue(String(shown + 1));
});

/** A real picture file: a 1200x1500 PNG with a diagonal gradient (no two rows alike). */
function portraitFile(): { name: string; mimeType: string; buffer: Buffer } {
  const png = new PNG({ width: 1200, height: 1500 });
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      png.data[i] = (x * 255) / png.width;
      png.data[i + 1] = (y * 255) / png.height;
      png.data[i + 2] = 160;
      png.data[i + 3] = 255;
    }
  }
  return { name: 'min-portrett.png', mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

test('an own upload is placed at once, bought, and drawn again when the cart line is edited', async ({ page }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  const { drawn: filled } = await openCard(page);

  await page.getByRole('button', { name: 'Change/edit photos' }).click();
  await page.getByTestId('upload-input').setInputFiles(portraitFile());
  // One file: it is stored, then placed in the field straight away.
  await expect(page.getByTestId('upload-status')).toBeHidden({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  await editorView(page, 'main');
  const uploaded = await settledCanvas(page);
  expect(differingPixels(filled, uploaded)).toBeGreaterThan(1000);

  const { images } = (await (await page.request.get('/api/webshop/user/recent-images')).json()) as { images: { uuid: string }[] };
  const upload = images[0].uuid;

  await toBuyView(page);
  await page.getByTestId('buy-add-to-cart').click();
  // Own uploads are never retouched, so the cart comes next whatever else is in it.
  await page.waitForURL(/\/shopping-cart(\/retouch)?$/);
  const line = (await cart(page)).orderLines.find((l) => Object.values(l.templateData?.userResources.images ?? {}).some((i) => i.pictureUuid === upload));
  expect(line).toBeDefined();

  await page.goto(`/shopping-cart/edit/${line!.uuid}`);
  await editorView(page, 'main');
  // The same drawing as before buying: the upload found and drawn, not a placeholder.
  expect(differingPixels(uploaded, await settledCanvas(page))).toBeLessThan(200);
});

test('leaving with changes asks first; an unknown cart line alerts and goes to the cart', async ({ page }) => {
  await useEnglish(page);
  const { card } = await openCard(page);

  // Unchanged: Back leaves at once.
  await page.getByTestId('editor-back').click();
  await expect(page).not.toHaveURL(new RegExp(card.uuid));
  await page.goBack();
  await editorView(page, 'main');
  await editImage(page, 'Black/White');
  // Closing or reloading the tab now asks the browser's own question.
  const unloadAsks = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await unloadAsks()).toBe(true);

  await page.getByTestId('editor-back').click();
  const question = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Continue editing' }).click();
  await expect(question).toBeHidden();
  await editorView(page, 'main');
  const historyLength = () => page.evaluate(() => window.history.length);
  const entries = await historyLength();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Close without saving' }).click();
  await expect(page).not.toHaveURL(new RegExp(card.uuid));
  // Having chosen to close without saving, the customer is not asked again (the editor may still
  // be on screen while the next page loads).
  expect(await unloadAsks()).toBe(false);
  // While changed, the editor kept a copy of its history entry on top (for the browser's Back);
  // leaving replaced the copy, so history holds the editor once.
  expect(await historyLength()).toBe(entries);

  // The browser's Back (a phone's back gesture) asks the same question; staying keeps the changes.
  const listUrl = page.url();
  await page.getByTestId('template-tile').filter({ hasText: CARD }).getByRole('link').first().click();
  await editorView(page, 'main');
  await editImage(page, 'Sepia');
  await page.goBack();
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(new RegExp(card.uuid));
  await question.getByRole('button', { name: 'Continue editing' }).click();
  await expect(question).toBeHidden();
  await editorView(page, 'main');
  expect(await unloadAsks()).toBe(true);
  await page.goBack();
  await question.getByRole('button', { name: 'Close without saving' }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByTestId('editor')).toHaveCount(0);

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/shopping-cart/edit/00000000-0000-4000-8000-00000000dead');
  // To the cart, which sends an empty cart (earlier journeys may have bought everything) on to the product list.
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(shopping-cart|products\/categories)$/);
  expect(alerts).toEqual(['No order line']);
});

test('a portrait is refused in a field for group pictures with the spec’s dialog', async ({ page }) => {
  await useEnglish(page);
  await openCard(page, 'Christmas card 15x15 Class greeting');
  await page.getByRole('button', { name: 'Change/edit photos' }).click();
  // Two image fields: the select step comes first; field 1 takes only the group picture.
  await editorView(page, 'select-image');
  await expect(page.getByRole('heading', { name: 'Choose image' })).toBeVisible();
  await page.getByRole('button', { name: /^Image 1/ }).click();
  await editorView(page, 'image');
  const refused = page.getByRole('button', { name: /^Not allowed picture/ });
  await expect(refused.first()).toBeVisible();
  await refused.first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Picture not allowed' });
  await expect(dialog).toContainText("You can't use this image in this image field");
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // Nothing changed: Cancel closes without asking.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await editorView(page, 'main');
});

test.describe('on a 2x screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('the canvas draws at 1x while a finger moves a photo and sharp again once it lifts, one canvas shown at a time', async ({ page }) => {
    await useEnglish(page);
    await openCard(page);
    // The drawing on screen: the part's canvas at its ratio, or the moving one at its own.
    const shown = page.locator('[data-testid="editor-canvas"] canvas:visible');
    const ratio = async () => {
      const ratios = await shown.evaluateAll((canvases: HTMLCanvasElement[]) => canvases.map((c) => c.width / c.clientWidth));
      return ratios.length === 1 ? ratios[0] : `${ratios.length} canvases shown`;
    };
    expect(await ratio()).toBe(2);

    const session = await page.context().newCDPSession(page);
    const { x, y } = await photoCenter(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
      session.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ ...at, id: 0 }] : [] });
    await touch('touchStart', { x, y });
    for (let step = 1; step <= 8; step++) await touch('touchMove', { x: x - step * 4, y });
    await expect.poll(ratio).toBe(1);
    await touch('touchEnd');
    await expect.poll(ratio).toBe(2);
  });
});
