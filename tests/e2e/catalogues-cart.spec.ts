import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Cart } from '../../src/api/contract/cart';
import type { PictureSet } from '../../src/api/contract/pictureSets';
import type { TemplateListItem } from '../../src/api/contract/templates';
import { uniqueEmail, useEnglish } from './support';

/**
 * Two cart journeys on a phone: the catalogue offer over the products list (/products/catalogues)
 * puts a catalogue into an empty cart (no checkout needed) and goes to the cart; and a voucher
 * code used at checkout is removed again, the total back where it was. Each journey is a new
 * customer with Emma's set, so no other test's cart is in the way.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

const SCREENS = 'test-results/screens/catalogues-cart';

/** Phone and desktop shots; a page is shot full length from its top (a dialog: the viewport only). */
async function screens(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SCREENS, { recursive: true });
  const phone = page.viewportSize()!;
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    // From the top, or the sticky header is drawn where the view was scrolled to.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENS}/${name}-${size.width}x${size.height}.png`, fullPage });
  }
  await page.setViewportSize(phone);
}

async function newFamily(page: Page, prefix: string) {
  await page.goto('/');
  const created = await page.request.post('/ajax/create.php', {
    data: { email: uniqueEmail(prefix), mobile: '41234567', password: 'demo1234', confirm_password: 'demo1234', code: 'EMMA2026', acceptmail: false, termsofservice: true },
  });
  expect(created.status()).toBe(200);
}

async function cart(page: Page): Promise<Cart> {
  const res = await page.request.get('/api/webshop/cart');
  expect(res.status()).toBe(200);
  return (await res.json()) as Cart;
}

test('the catalogue offer over the products list fills an empty cart and goes to it', async ({ page }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  await newFamily(page, 'catalogue-cart');
  expect((await cart(page)).orderLines).toEqual([]);

  await page.goto('/products/catalogues');
  const offer = page.getByRole('dialog', { name: 'Would you like to order the catalogue?' });
  await expect(offer.getByTestId('catalogue-offer-item')).toHaveCount(1);
  // Spec 1 §4: a lone catalogue starts at 1; two are wanted.
  const picker = offer.getByRole('combobox');
  await expect(picker).toHaveValue('1');
  await picker.selectOption('2');
  await screens(page, '1-offer', { fullPage: false });
  await offer.getByRole('button', { name: 'Add to cart' }).click();

  await page.waitForURL((url) => url.pathname === '/shopping-cart');
  const line = page.locator('[data-line-kind="catalogue"]');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-line-catalogue')).toHaveText('Catalogue');
  await expect(line).toContainText('Emma Hansen');
  await expect(page.getByRole('link', { name: /^Shopping cart, 2 items$/ })).toBeVisible();
  const { orderLines, summary } = await cart(page);
  expect(orderLines.map((l) => [l.quantity, l.actualLinePrice])).toEqual([[2, 498]]);
  expect(summary.totalPrice).toBe(498);
  await screens(page, '2-cart');
});

/** One card line, made the way the editor makes it. */
async function cardInCart(page: Page) {
  const { templates } = (await (await page.request.get('/api/webshop/templates/cards')).json()) as { templates: TemplateListItem[] };
  const card = templates[0]!;
  const { pictureSets } = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: PictureSet[] };
  const filled = await (await page.request.post('/api/webshop/user/templates/fill-template', { data: { template: { uuid: card.uuid }, subject: { uuid: pictureSets[0]!.subject.uuid } } })).json();
  const added = await page.request.post('/api/webshop/cart/items', {
    data: { items: [{ productUuid: card.product.uuid, quantity: card.product.minorderpartquantity, template: filled.template, templateData: { year: filled.year, userResources: filled.userResources } }] },
  });
  expect(added.status(), await added.text()).toBe(200);
}

test('a voucher code in use is removed again: its line goes and the total is back', async ({ page }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  await newFamily(page, 'voucher-remove');
  await cardInCart(page);
  await page.goto('/shopping-cart/checkout');
  const total = page.getByTestId('checkout-total');
  await expect(total).toBeVisible({ timeout: 30_000 });
  const before = await total.innerText();

  const voucher = page.getByTestId('voucher');
  await voucher.getByLabel('Voucher code').fill('HOST10');
  await voucher.getByRole('button', { name: 'Use code' }).click();
  const inUse = page.getByTestId('voucher-in-use');
  await expect(inUse).toContainText('HOST10');
  await expect(page.getByTestId('summary-line-2')).toBeVisible();
  await expect.poll(() => total.innerText()).not.toBe(before);
  await screens(page, '3-voucher-in-use');

  await inUse.getByRole('button', { name: 'Remove the voucher code HOST10' }).click();
  await expect(inUse).toHaveCount(0);
  await expect(page.getByTestId('summary-line-2')).toHaveCount(0);
  await expect.poll(() => total.innerText()).toBe(before);
  await screens(page, '4-voucher-removed');

  // The checkout forgot it: a reload shows no code and the same total.
  await page.reload();
  await expect.poll(() => total.innerText(), { timeout: 30_000 }).toBe(before);
  await expect(page.getByTestId('voucher-in-use')).toHaveCount(0);
});
