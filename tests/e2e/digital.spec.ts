import { expect, test } from '@playwright/test';
import { emptyCart, failOnPageErrors, screens, signInInEnglish } from './support';

/**
 * Digital portraits on a phone (spec 3 §2 'Digital portraits list and per subject', §4, §7): the
 * demo customer buys the digital portrait set of EMMA2026 and a single group file, pays on the
 * sandbox page, and downloads a bought file. Screens photographed at phone and desktop size into
 * test-results/screens/digital.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

const SCREENS = 'test-results/screens/digital';

failOnPageErrors();

test.beforeEach(async ({ page }) => {
  await signInInEnglish(page);
  await emptyCart(page);
});

test('buys the portrait set of EMMA2026 and a group file, pays, and downloads a bought file', async ({ page }) => {
  test.setTimeout(150_000);

  await test.step('the list: Buy portrait set puts it in the cart', async () => {
    await page.goto('/products/digital-portraits');
    await expect(page.getByRole('heading', { name: 'Buy digital pictures' })).toBeVisible();
    const card = page.getByTestId('digital-set-card').filter({ hasText: 'Emma Hansen' });
    await expect(card.getByTestId('digital-set-offer')).toContainText('Digital portrait set');
    // The rebate price (299) under the struck-through regular price.
    await expect(card.getByTestId('digital-price')).toContainText('Just now: 299');
    await screens(page, SCREENS, '1-list', { fullPage: true });
    await card.getByRole('button', { name: 'Buy portrait set' }).click();
    await expect(card.getByRole('button', { name: 'Remove from cart' })).toBeVisible();
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');
    await card.getByRole('link', { name: 'Choose pictures' }).click();
  });

  await test.step('the subject: portraits are in the set, a group file goes in on its own, the price list', async () => {
    await page.waitForURL(/\/products\/digital-portraits\/[0-9a-f-]+$/);
    await expect(page.getByTestId('digital-subject-name')).toHaveText('Emma Hansen');
    const portraits = page.getByTestId('digital-section-IP');
    await expect(portraits.getByRole('heading', { name: 'Individual pictures' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sibling & friends pictures' })).toBeVisible();
    await expect(portraits.getByTestId('digital-set-toggle')).toHaveText('Remove from cart');
    await expect(portraits.getByRole('button', { name: 'Picture set in cart' }).first()).toBeDisabled();
    const group = page.getByTestId('digital-section-GP');
    await expect(group.getByRole('heading', { name: 'Group pictures' })).toBeVisible();
    const groupPicture = group.getByTestId('digital-picture').first();
    await expect(groupPicture.getByTestId('digital-price')).toContainText('Just now: 79');
    await groupPicture.getByRole('button', { name: 'Buy digital picture' }).click();
    await expect(groupPicture.getByRole('button', { name: 'Remove from cart' })).toBeVisible();
    await expect(page.getByTestId('cart-count').first()).toHaveText('2');
    await screens(page, SCREENS, '2-subject', { fullPage: true });

    await page.getByRole('button', { name: 'Price list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Price list' });
    await expect(dialog.getByTestId('digital-price-list')).toContainText('Picture no. 1');
    await screens(page, SCREENS, '3-price-list', { fullPage: true });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the cart and the checkout with digital delivery, paid on the sandbox page', async () => {
    await page.goto('/shopping-cart');
    // The cart names the lines by their products, the first 3 files of the set beside it.
    await expect(page.getByText('Digital portrait set')).toBeVisible();
    await expect(page.getByText('Digital group picture')).toBeVisible();
    // Under the names, the lines' own texts (spec 3 §9) and whose pictures they are.
    await expect(page.getByTestId('cart-line-digital').filter({ hasText: '1 x portrait set · Emma Hansen' })).toBeVisible();
    await expect(page.getByTestId('cart-line-digital').filter({ hasText: '1 x group picture · Emma Hansen' })).toBeVisible();
    await screens(page, SCREENS, '3b-cart', { fullPage: true });
    await page.goto('/shopping-cart/checkout');
    const delivery = page.getByTestId('step-select-delivery-option');
    await expect(delivery).toHaveAttribute('data-state', 'current', { timeout: 30_000 });
    await page.getByTestId('delivery-method').locator('label').filter({ hasText: 'Digital delivery' }).first().click();
    await delivery.getByRole('button', { name: 'Next step' }).click();
    await page.getByTestId('payment-option').locator('label').filter({ hasText: 'Card' }).first().click();
    await page.getByTestId('step-select-payment-option').getByRole('button', { name: 'Next step' }).click();
    await page.getByTestId('terms').click({ position: { x: 8, y: 8 } });
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/m\/shopping-cart\/checkout\/payment\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/shopping-cart\/checkout\/payment\/receipt\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: 'Order receipt' })).toBeVisible();
    await expect(page.getByTestId('receipt-lines')).toContainText('Digital portrait set');
    await expect(page.getByTestId('receipt-lines')).toContainText('Digital group picture');
    await expect(page.getByTestId('receipt-lines')).toContainText('1 x portrait set · Emma Hansen');
    await screens(page, SCREENS, '3c-receipt', { fullPage: true });
  });

  await test.step('bought: the set and the file show Bought, and a file downloads', async () => {
    await page.goto('/products/digital-portraits');
    const card = page.getByTestId('digital-set-card').filter({ hasText: 'Emma Hansen' });
    await expect(card.getByRole('button', { name: 'Set bought' })).toBeDisabled();
    await card.getByRole('link', { name: 'View pictures' }).click();
    const portraits = page.getByTestId('digital-section-IP');
    await expect(portraits.getByText('Set bought')).toBeVisible();
    await expect(portraits.locator('[data-state="bought"]').first()).toBeVisible();
    const group = page.getByTestId('digital-section-GP').getByTestId('digital-picture').first();
    await expect(group).toHaveAttribute('data-state', 'bought');
    await screens(page, SCREENS, '4-bought', { fullPage: true });

    const downloading = page.waitForEvent('download');
    await portraits.getByTestId('digital-download').first().click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.jpg$/);
    const file = await download.path();
    expect(file).toBeTruthy();
  });

  await test.step('the account’s picture sets say so too: View and download, and a bought picture downloads from its full view', async () => {
    await page.goto('/my-account/picture-sets');
    const card = page.getByTestId('picture-set-card').filter({ hasText: 'Emma Hansen' });
    await card.getByRole('link', { name: 'View and download' }).click();
    await page.getByTestId('picture-tile').first().getByRole('button').click();
    const dialog = page.getByRole('dialog');
    const downloading = page.waitForEvent('download');
    await dialog.getByTestId('digital-download').click();
    expect((await downloading).suggestedFilename()).toMatch(/\.jpg$/);
  });
});
