import { expect, test, type Page } from '@playwright/test';
import { addCardLine, cart, newFamily, screens, useEnglish } from './support';

/**
 * Two cart journeys on a phone: the catalogue offer over the products list (/products/catalogues)
 * puts a catalogue into an empty cart (no checkout needed) and goes to the cart; and a voucher
 * code used at checkout is removed again, the total back where it was. Each journey is a new
 * customer with Emma's set, so no other test's cart is in the way.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

const SCREENS = 'test-results/screens/catalogues-cart';

/** A page is shot full length from its top, or the sticky header is drawn where the view was scrolled to (a dialog: the viewport only). */
const FULL_PAGE = { fullPage: true, settle: (page: Page) => page.evaluate(() => window.scrollTo(0, 0)) };

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
  await screens(page, SCREENS, '1-offer');
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
  await screens(page, SCREENS, '2-cart', FULL_PAGE);
});

test('a voucher code in use is removed again: its line goes and the total is back', async ({ page }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  await newFamily(page, 'voucher-remove');
  await addCardLine(page);
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
  await screens(page, SCREENS, '3-voucher-in-use', FULL_PAGE);

  await inUse.getByRole('button', { name: 'Remove the voucher code HOST10' }).click();
  await expect(inUse).toHaveCount(0);
  await expect(page.getByTestId('summary-line-2')).toHaveCount(0);
  await expect.poll(() => total.innerText()).toBe(before);
  await screens(page, SCREENS, '4-voucher-removed', FULL_PAGE);

  // The checkout forgot it: a reload shows no code and the same total.
  await page.reload();
  await expect.poll(() => total.innerText(), { timeout: 30_000 }).toBe(before);
  await expect(page.getByTestId('voucher-in-use')).toHaveCount(0);
});
