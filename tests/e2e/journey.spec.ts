import { expect, test, type Locator, type Page } from '@playwright/test';
import { editorView, failOnPageErrors, newFamily, screens, toBuyView, typePostalAddress, uniqueEmail, useEnglish } from './support';

/**
 * A new customer on a phone (390x844, touch) from the front page to the receipt: finding the
 * products, the retouch page skipped in one tap, the checkout's pop-ups asked once per cart with
 * the customer's photo, and every bought line drawn by the engine with its design's name in the
 * checkout summary, the receipt and the account's orders. Screens in test-results/screens/journey.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

const SCREENS = 'test-results/screens/journey';

failOnPageErrors();
test.beforeEach(async ({ page }) => useEnglish(page));

/** An engine drawing inside `scope` that has finished drawing. */
const drawn = (scope: Locator) => scope.locator('[data-testid="line-preview"] [data-thumbnail-state="ready"]');

async function signUp(page: Page, code: string) {
  await page.goto('/');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Show pictures' }).click();
  await page.getByLabel('E-mail').fill(uniqueEmail('journey'));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Mobile number').fill('41234567');
  await page.getByLabel('Password', { exact: true }).fill('hemmelig1');
  await page.getByLabel('Confirm password').fill('hemmelig1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/new-picture-set$/);
}

test('a new customer signs up and reaches a card template in 3 taps; the products are in the header, the menu, the packages page and behind Buy products', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'NOAH2026');

  // Tap 1: the header's Products; tap 2: the Cards tile; tap 3: a card template, which opens the editor.
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).tap();
  await expect(page).toHaveURL(/\/products\/categories$/);
  await screens(page, SCREENS, '1-category-overview', { fullPage: true });
  await page.getByTestId('category-tile').filter({ hasText: 'Cards' }).getByRole('link').tap();
  await expect(page.getByTestId('template-tile').first()).toBeVisible();
  await page.getByTestId('template-tile').first().getByRole('link').tap();
  await editorView(page, 'main', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/products\/categories\/cards\/[^/]+\/[0-9a-f-]+\/[0-9a-f-]+$/);

  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).tap();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Products' })).toBeVisible();
  // The language switch is in reach without scrolling the menu.
  const english = menu.getByRole('button', { name: 'English' });
  await expect(english).toBeInViewport({ ratio: 1 });
  await screens(page, SCREENS, '2-menu');
  await menu.getByRole('link', { name: 'Products' }).tap();
  await expect(page).toHaveURL(/\/products\/categories$/);

  await page.goto('/products/packages');
  await screens(page, SCREENS, '3-packages', { fullPage: true });
  await page.getByRole('link', { name: 'See all products' }).tap();
  await expect(page).toHaveURL(/\/products\/categories$/);

  await page.goto('/my-account/picture-sets');
  await page.getByRole('button', { name: 'Buy products' }).first().tap();
  await expect(page).toHaveURL(/\/products\/categories$/);
});

test('a card bought on a phone: retouch skipped in one tap, pop-ups once per cart with the photo, the line drawn with its design in checkout, receipt and orders', async ({ page }) => {
  test.setTimeout(240_000);
  await newFamily(page, 'journey-buy');
  await page.goto('/products/categories');
  await page.getByTestId('category-tile').filter({ hasText: 'Cards' }).getByRole('link').tap();
  const tile = page.getByTestId('template-tile').first();
  const design = (await tile.innerText()).trim();
  await tile.getByRole('link').tap();
  await editorView(page, 'main', { timeout: 30_000 });
  await toBuyView(page);
  await screens(page, SCREENS, '4-editor-buy');
  await page.getByTestId('buy-add-to-cart').tap();

  await test.step('the retouch page for the photographer’s picture, skipped in one tap', async () => {
    await page.waitForURL(/\/shopping-cart\/retouch$/);
    await expect(page.getByTestId('retouch-picture').first()).toBeVisible();
    await screens(page, SCREENS, '5-retouch', { fullPage: true });
    await page.getByTestId('retouch-skip').tap();
    await page.waitForURL(/\/shopping-cart$/);
  });

  await test.step('the pop-ups come once for this cart, each with the customer’s photo', async () => {
    await page.getByTestId('cart-checkout').tap();
    let popups = 0;
    while (!/\/checkout$/.test(page.url())) {
      const dialog = page.getByRole('dialog');
      await Promise.race([dialog.waitFor(), page.waitForURL(/\/checkout$/)]);
      if (/\/checkout$/.test(page.url())) break;
      const picture = dialog.getByTestId('upsell-picture');
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await screens(page, SCREENS, `6-popup-${++popups}`);
      await dialog.getByRole('button', { name: 'No thanks' }).tap();
    }
    expect(popups).toBeGreaterThan(0);
    await page.goto('/shopping-cart');
    // A reload too: the answers are kept with the cart, not in the page.
    await page.reload();
    await page.getByTestId('cart-checkout').tap();
    await page.waitForURL(/\/shopping-cart\/checkout$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the checkout summary draws the line and names its design', async () => {
    const summary = page.getByTestId('order-summary');
    await expect(summary).toContainText(design);
    await expect(drawn(summary)).toHaveCount(1);
    await screens(page, SCREENS, '7-checkout-summary', { fullPage: true });
  });

  await test.step('buy: post, card, terms, Approve; the receipt draws the line with its design', async () => {
    await page.getByTestId('delivery-method').locator('label').filter({ hasText: 'Sent by post' }).tap();
    await typePostalAddress(page);
    await page.getByTestId('step-select-delivery-option').getByRole('button', { name: 'Next step' }).tap();
    await page.getByTestId('payment-option').locator('label').filter({ hasText: 'Visa or Mastercard' }).tap();
    await page.getByTestId('step-select-payment-option').getByRole('button', { name: 'Next step' }).tap();
    await page.getByTestId('terms').click({ position: { x: 8, y: 8 } });
    await page.getByTestId('buy-now').tap();
    await page.waitForURL(/\/m\/shopping-cart\/checkout\/payment\//);
    await page.getByRole('button', { name: 'Approve' }).tap();
    await page.waitForURL(/\/receipt\/[0-9a-f-]+$/);
    const lines = page.getByTestId('receipt-lines');
    await expect(lines.getByTestId('line-design')).toHaveText(design);
    await expect(drawn(lines)).toHaveCount(1);
    await screens(page, SCREENS, '8-receipt', { fullPage: true });
  });

  await test.step('the account’s order details draw the line too', async () => {
    const orderUuid = page.url().split('/').pop()!;
    await page.goto('/my-account/orders');
    await page.getByRole('button', { name: new RegExp(`#${orderUuid.slice(0, 8)}`) }).tap();
    const details = page.getByTestId('order-details');
    await expect(details.getByTestId('line-design')).toHaveText(design);
    await expect(drawn(details)).toHaveCount(1);
    await screens(page, SCREENS, '9-account-order', { fullPage: true });
  });
});
