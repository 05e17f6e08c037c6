/**
 * Analytics and the host page in a browser (spec 1 §4, §7, spec 2 §2.1): with the consent cookie
 * at 1 the demo customer signs in, adds a card from the editor, raises its quantity, views the
 * cart, starts the checkout and buys on invoice, and window.dataLayer holds login, add_to_cart,
 * view_cart, begin_checkout and purchase with the server's values (purchase once, also after a
 * reload of the receipt); with the cookie at 0 the same steps push nothing. A small host page
 * (served by the test itself) holds the shop in an iframe and receives the page-load message on
 * every cart update; inside it the category tiles are plain links.
 */
import { expect, test, type Frame, type Page } from '@playwright/test';
import type { OrderLine } from '../../src/api/contract/cart';
import { personNumber } from '../support/personNumber';
import { addCardLine, baseUrl, cart, CUSTOMER, editorView, emptyCart, screens, signIn, signInInEnglish, templateByName, toBuyView, useEnglish } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

/** `printf %s kunde@example.no | sha256sum` */
const CUSTOMER_EMAIL_SHA256 = '568350c638b446e582725dd39a20a00de4b8361ab45aa4ab3a25d82115ea2f35';
const CARD = 'Christmas card 15x15 Snowfall';
/** A full page load starts the screen's chunk, the editor's drawing or the server's pricing: on a busy machine this takes more than a click. */
const SLOW_LOAD = 30_000;

type Entry = Record<string, unknown> & { event?: string; ecommerce?: Record<string, unknown> & { items?: Record<string, unknown>[] } };

async function setConsent(page: Page, value: 0 | 1) {
  await page.context().addCookies([{ name: 'consent', value: String(value), url: baseUrl() }]);
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null) as Promise<Entry[] | null>;
const events = async (page: Page, name: string) => ((await dataLayer(page)) ?? []).filter((e) => e.event === name);

const round2 = (n: number) => Math.round(n * 100) / 100;
const unitPrice = (line: OrderLine) => round2(line.actualLinePrice / line.quantity);

/** The card's create page, Add to cart (past the check question) and the buy view's Add to cart. */
async function addCardInEditor(page: Page) {
  const card = await templateByName(page, 'cards', CARD);
  await page.goto(`/products/cards/${card.categories[0]}/${card.product.uuid}/${card.uuid}`);
  await editorView(page, 'main', { timeout: SLOW_LOAD });
  await toBuyView(page);
  await page.getByTestId('buy-add-to-cart').click();
  await page.waitForURL(/\/shopping-cart(\/retouch)?$/, { timeout: SLOW_LOAD });
}

/** The cart page: one more of the line through its quantity selector. */
async function raiseQuantity(page: Page, line: OrderLine) {
  const select = page.getByRole('combobox', { name: `Quantity, ${line.product!.name}` });
  await select.selectOption(String(line.quantity + 1));
  await expect(page.getByTestId('cart-count')).toHaveText(String(line.quantity + 1));
}

/** Checkout from the cart, declining whatever upsell pop-ups come first. */
async function startCheckout(page: Page) {
  await page.getByTestId('cart-checkout').click();
  const onCheckout = () => new URL(page.url()).pathname === '/shopping-cart/checkout';
  for (let i = 0; i < 4 && !onCheckout(); i++) {
    const noThanks = page.getByRole('dialog').getByRole('button', { name: 'No thanks' });
    await Promise.race([noThanks.first().waitFor({ state: 'visible' }), page.waitForURL((url) => url.pathname === '/shopping-cart/checkout')]);
    if (!onCheckout()) await noThanks.first().click();
  }
  await page.waitForURL((url) => url.pathname === '/shopping-cart/checkout');
  await expect(page.getByTestId('step-select-delivery-option')).toHaveAttribute('data-state', 'current', { timeout: 30_000 });
}

test('with consent the journey fills the dataLayer: login, add_to_cart, view_cart, begin_checkout, purchase once', async ({ page }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await setConsent(page, 1);
  await signIn(page, CUSTOMER.email, CUSTOMER.password);
  const { user } = (await (await page.request.get('/api/webshop/session')).json()) as { user: { uuid: string } };

  await test.step('login carries the hashed e-mail and the user id', async () => {
    await expect.poll(() => events(page, 'login')).toEqual([{ event: 'login', method: 'password', user_id: user.uuid, hashed_email: CUSTOMER_EMAIL_SHA256 }]);
    expect(JSON.stringify(await dataLayer(page))).not.toContain(CUSTOMER.email);
  });

  await emptyCart(page);

  await test.step('add_to_cart from the editor with the new line as the item', async () => {
    await addCardInEditor(page);
    const [line] = (await cart(page)).orderLines.filter((l) => l.type === 0);
    const [added] = await events(page, 'add_to_cart');
    expect(added.ecommerce).toEqual({
      currency: 'NOK',
      value: round2(unitPrice(line) * line.quantity),
      items: [{ item_id: line.product!.uuid, item_name: line.product!.name, item_category: 'template', item_variant: CARD, price: unitPrice(line), quantity: line.quantity }],
    });
  });

  await test.step('view_cart with the cart total, then add_to_cart for one more', async () => {
    await page.goto('/shopping-cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: SLOW_LOAD });
    const before = await cart(page);
    await expect.poll(async () => (await events(page, 'view_cart')).length).toBe(1);
    const [viewed] = await events(page, 'view_cart');
    expect(viewed.ecommerce).toMatchObject({ currency: 'NOK', value: round2(before.summary.totalPrice) });
    expect(viewed.ecommerce!.items).toHaveLength(1);
    const shown = before.orderLines.find((l) => l.type === 0)!;
    expect(viewed.ecommerce!.items![0]).toMatchObject({ item_id: shown.product!.uuid, item_variant: CARD, price: unitPrice(shown), quantity: shown.quantity });

    const line = before.orderLines.find((l) => l.type === 0)!;
    await raiseQuantity(page, line);
    const after = (await cart(page)).orderLines.find((l) => l.uuid === line.uuid)!;
    await expect.poll(async () => (await events(page, 'add_to_cart')).length).toBe(1);
    const [more] = await events(page, 'add_to_cart');
    expect(more.ecommerce).toEqual({ currency: 'NOK', value: unitPrice(after), items: [expect.objectContaining({ item_id: line.product!.uuid, price: unitPrice(after), quantity: 1 })] });
    // Each e-commerce event clears the one before, as GA4's tag manager needs.
    const layer = (await dataLayer(page))!;
    expect(layer[layer.findIndex((e) => e.event === 'add_to_cart') - 1]).toEqual({ ecommerce: null });
  });

  await test.step('begin_checkout with the cart as the checkout has it', async () => {
    const current = await cart(page);
    await startCheckout(page);
    await expect.poll(async () => (await events(page, 'begin_checkout')).length).toBe(1);
    const [begun] = await events(page, 'begin_checkout');
    expect(begun.ecommerce).toMatchObject({ currency: 'NOK', value: round2(current.summary.totalPrice) });
    expect(begun.ecommerce!.items).toEqual([expect.objectContaining({ quantity: current.orderLines.find((l) => l.type === 0)!.quantity })]);
  });

  await test.step('purchase on invoice: transaction id, value, tax, shipping and items, once per order', async () => {
    await page.getByTestId('delivery-method').locator('label').filter({ hasText: 'Collect at school' }).first().click();
    await page.getByTestId('step-select-delivery-option').getByRole('button', { name: 'Next step' }).click();
    await page.getByTestId('payment-option').locator('label').filter({ hasText: 'Invoice' }).first().click();
    await page.getByLabel('Personal number (11 digits)').fill(personNumber(new Date(1985, 4, 17)));
    await page.getByTestId('step-select-payment-option').getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByTestId('step-confirm-order')).toHaveAttribute('data-state', 'current');
    await page.getByTestId('terms').click({ position: { x: 8, y: 8 } });
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/shopping-cart\/checkout\/payment\/receipt\/[0-9a-f-]+$/);
    const orderUuid = page.url().split('/').at(-1)!;
    const order = (await (await page.request.get(`/api/webshop/user/orders/${orderUuid}`)).json()) as { summary: { totalPrice: number }; orderLines: OrderLine[]; rebateCode: string | null };
    const sum = (type: number) => round2(order.orderLines.filter((l) => l.type === type).reduce((s, l) => s + l.actualLinePrice, 0));
    await expect.poll(async () => (await events(page, 'purchase')).length).toBe(1);
    const [bought] = await events(page, 'purchase');
    expect(bought.ecommerce).toEqual({
      transaction_id: orderUuid,
      currency: 'NOK',
      value: round2(order.summary.totalPrice),
      ...(order.rebateCode ? { coupon: order.rebateCode } : {}),
      tax: sum(4),
      shipping: sum(3),
      items: order.orderLines.filter((l) => l.type === 0).map((l) => expect.objectContaining({ price: unitPrice(l), quantity: l.quantity })),
    });

    // A reload of the receipt does not count the order again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order receipt' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await events(page, 'purchase')).toEqual([]);
  });
});

test('with consent refused the same steps push nothing', async ({ page }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await setConsent(page, 0);
  await signIn(page, CUSTOMER.email, CUSTOMER.password);
  await emptyCart(page);
  await page.waitForTimeout(300);
  expect(await dataLayer(page)).toBeNull();
  await addCardInEditor(page);
  expect(await dataLayer(page)).toBeNull();
  await page.goto('/shopping-cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: SLOW_LOAD });
  await raiseQuantity(page, (await cart(page)).orderLines.find((l) => l.type === 0)!);
  await startCheckout(page);
  await page.waitForTimeout(300);
  expect(await dataLayer(page)).toBeNull();
  await emptyCart(page);
});

const SCREENS = 'test-results/screens';

/** The shop in the host page's frame, its first tile's picture painted and the frame laid out anew after a resize. */
async function frameSettled(page: Page) {
  await page.frameLocator('#shop').getByTestId('category-tile').first().locator('img').evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
  await page.waitForTimeout(300);
}

const HARNESS = '/__host-harness/';
/** The host page: the shop in an iframe, every message it posts kept in window.hostMessages. */
const HOST_PAGE = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host</title></head><body style="margin:0">
<script>window.hostMessages = []; addEventListener('message', (e) => window.hostMessages.push({ origin: e.origin, data: e.data }));</script>
<iframe id="shop" src="/shopping-cart" style="border:0;width:100vw;height:100vh"></iframe></body></html>`;

type HostMessage = { origin: string; data: { type?: string; itemCount?: number; totalCost?: number } };
const hostMessages = (page: Page) => page.evaluate(() => (window as unknown as { hostMessages: unknown[] }).hostMessages) as Promise<HostMessage[]>;
const lastPageLoad = async (page: Page) => (await hostMessages(page)).filter((m) => m.data?.type === 'page-load').at(-1)?.data ?? null;

/** Marks the document, clicks the first category tile and answers whether the same document is still there (client-side navigation). */
async function tileClickKeepsDocument(target: Page | Frame): Promise<boolean> {
  const tile = target.getByTestId('category-tile').first();
  await expect(tile).toBeVisible({ timeout: SLOW_LOAD });
  const href = await tile.getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/products\//);
  await target.evaluate(() => ((window as unknown as { marker?: boolean }).marker = true));
  // What the shop does with a tap once it runs (a tap before that is held: tests/e2e/ssr.spec.ts).
  const link = tile.getByRole('link');
  await expect.poll(() => link.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))), { timeout: SLOW_LOAD }).toBe(true);
  await link.click();
  await expect.poll(() => new URL(target.url()).pathname).toBe(href);
  await target.waitForLoadState('load');
  return target.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);
}

test('inside a host page the shop posts page-load with the item count and total, and its tiles are plain links', async ({ page }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  const login = await page.request.post('/api/webshop/login', { data: { username: CUSTOMER.email, password: CUSTOMER.password } });
  expect(login.status()).toBe(200);
  await emptyCart(page);
  await addCardLine(page, { name: CARD, pupil: true });
  const first = await cart(page);

  await page.route(`**${HARNESS}`, (route) => route.fulfill({ body: HOST_PAGE, contentType: 'text/html' }));
  await page.goto(HARNESS);
  const shop = page.frameLocator('#shop');
  await expect(shop.getByTestId('cart-line')).toHaveCount(1, { timeout: SLOW_LOAD });

  await test.step('the cart as loaded reaches the host, the price to two decimals', async () => {
    await expect.poll(() => lastPageLoad(page)).toEqual({ type: 'page-load', itemCount: first.summary.itemCount, totalCost: round2(first.summary.totalPrice) });
    const [message] = await hostMessages(page);
    expect(message.origin).toBe(baseUrl());
  });

  await test.step('a quantity change in the frame sends the new count and total', async () => {
    const line = first.orderLines.find((l) => l.type === 0)!;
    await shop.getByRole('combobox', { name: `Quantity, ${line.product!.name}` }).selectOption(String(line.quantity + 1));
    await expect(shop.getByTestId('cart-count')).toHaveText(String(first.summary.itemCount + 1));
    const changed = await cart(page);
    expect(changed.summary.itemCount).toBe(first.summary.itemCount + 1);
    await expect.poll(() => lastPageLoad(page)).toEqual({ type: 'page-load', itemCount: changed.summary.itemCount, totalCost: round2(changed.summary.totalPrice) });
  });

  await test.step('embedded, a category tile is a plain link: the frame loads the category as a new page', async () => {
    const frame = page.frame({ url: /\/shopping-cart$/ })!;
    await frame.goto(`${baseUrl()}/products/categories`);
    await screens(page, SCREENS, 'analytics-host-products', { settle: frameSettled });
    expect(await tileClickKeepsDocument(frame)).toBe(false);
  });

  await emptyCart(page);
});

test('embedded=1 makes the tiles plain links for the visit; without it the shop navigates itself', async ({ page }) => {
  test.setTimeout(120_000);
  await signInInEnglish(page);
  await page.goto('/products/categories?embedded=0');
  expect(await tileClickKeepsDocument(page)).toBe(true);
  await page.goto('/products/categories?embedded=1');
  expect(await tileClickKeepsDocument(page)).toBe(false);
  // Remembered for the visit: the shop's own addresses drop the query.
  await page.goto('/products/categories');
  expect(await tileClickKeepsDocument(page)).toBe(false);
});
