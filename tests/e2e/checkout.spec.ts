import { expect, test, type Page } from '@playwright/test';
import { personNumber } from '../support/personNumber';
import { addCardLine, cart, CUSTOMER, emptyCart, failOnPageErrors, outbox, screens, signInInEnglish, typePostalAddress } from './support';

/**
 * Checkout on a phone (spec 1 §2 Checkout, Finish order, Receipt; §4, §5, §8): the demo customer
 * buys a card with postage found by the address service and pays on the sandbox page; picks it
 * up at school on invoice with a personal number; uses a voucher code; and has a payment
 * declined and comes back to the checkout with the cart as it was. Every step is photographed at
 * phone and desktop size into test-results/screens/checkout.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

const SCREENS = 'test-results/screens/checkout';

const step = (page: Page, name: 'select-delivery-option' | 'select-payment-option' | 'confirm-order') => page.getByTestId(`step-${name}`);

async function openCheckout(page: Page) {
  await page.goto('/shopping-cart/checkout');
  // The first checkout of a server run prices the cart cold: give it longer than a click.
  await expect(step(page, 'select-delivery-option')).toHaveAttribute('data-state', 'current', { timeout: 30_000 });
}

/** Chakra's radio cards and checkboxes hide their inputs: the customer taps the visible card or label. */
async function choose(page: Page, testId: string, text: string | RegExp) {
  await page.getByTestId(testId).locator('label').filter({ hasText: text }).first().click();
}

async function acceptTermsAndBuy(page: Page) {
  const finish = step(page, 'confirm-order');
  await expect(finish).toHaveAttribute('data-state', 'current');
  const buy = page.getByTestId('buy-now');
  await expect(buy).toBeDisabled();
  // The terms open in a dialog with Close, without ticking the box.
  await finish.getByRole('button', { name: 'terms of purchase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms of purchase' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('terms').getByRole('checkbox')).not.toBeChecked();
  // The checkbox's root is its label: a tap on the box, not on the terms link inside it.
  await page.getByTestId('terms').click({ position: { x: 8, y: 8 } });
  await expect(page.getByTestId('terms').getByRole('checkbox')).toBeChecked();
  await expect(buy).toBeEnabled();
}

failOnPageErrors();

test.beforeEach(async ({ page }) => {
  await signInInEnglish(page);
});

test('postage with the address service, card on the sandbox page, Approve: receipt and confirmation e-mail', async ({ page }) => {
  test.setTimeout(120_000);
  await addCardLine(page);
  const before = await cart(page);
  const mailsBefore = outbox().length;
  await openCheckout(page);

  await test.step('delivery: postage, an address chosen from the suggestions', async () => {
    await choose(page, 'delivery-method', 'Sent by post');
    // The method's price is its highest regular option (79), not the express one (149).
    await expect(page.getByTestId('delivery-method').locator('label').filter({ hasText: 'Sent by post' })).toContainText('79 kr');
    await expect(page.getByTestId('delivery-method').locator('label').filter({ hasText: 'Sent by post' })).toContainText('business days');
    const next = step(page, 'select-delivery-option').getByRole('button', { name: 'Next step' });
    const address = page.getByRole('combobox', { name: 'Address' });
    await address.fill('');
    await address.blur();
    await expect(page.getByText('This is required!').first()).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByLabel('Full name').fill('Kari Nordmann');
    await address.pressSequentially('Storgata 12, 0155', { delay: 30 });
    const suggestions = page.getByRole('listbox', { name: 'Address suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await screens(page, SCREENS, '1-delivery-postage-suggestions', { fullPage: true });
    await suggestions.getByRole('option').first().click();
    await expect(page.getByLabel('Postal code')).toHaveValue('0155');
    await expect(page.getByLabel('City')).toHaveValue(/oslo/i);
    await expect(page.getByText('Address confirmed')).toBeVisible();
    // Any edit makes the address unconfirmed again.
    await page.getByLabel('City').fill('OSLO');
    await expect(page.getByText('Address confirmed')).toBeHidden();
    await page.getByTestId('save-address').click({ position: { x: 8, y: 8 } });
    await expect(page.getByTestId('save-address').getByRole('checkbox')).toBeChecked();
    await expect(next).toBeEnabled();
    await next.click();
  });

  await test.step('payment: card', async () => {
    await expect(step(page, 'select-payment-option')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('summary-select-delivery-option')).toContainText('0155 OSLO');
    await choose(page, 'payment-option', 'Card');
    await screens(page, SCREENS, '2-payment-card', { fullPage: true });
    await step(page, 'select-payment-option').getByRole('button', { name: 'Next step' }).click();
  });

  await test.step('finish: terms, Buy now with the total, the sandbox page', async () => {
    await acceptTermsAndBuy(page);
    const total = (await page.getByTestId('checkout-total').innerText()).split('\n').pop()!.trim();
    await expect(page.getByTestId('buy-now')).toContainText(total);
    await page.getByLabel('Order comment').fill('Please deliver before Christmas');
    await screens(page, SCREENS, '3-finish', { fullPage: true });
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/m\/shopping-cart\/checkout\/payment\/[0-9a-f-]+$/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText(total);
    await screens(page, SCREENS, '4-sandbox-payment', { fullPage: true });
  });

  await test.step('Approve: the receipt, the cart emptied of the bought line, the e-mail', async () => {
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/shopping-cart\/checkout\/payment\/receipt\/[0-9a-f-]+$/);
    const orderUuid = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: 'Order receipt' })).toBeVisible();
    await expect(page).toHaveTitle('Thank you for the order!');
    await expect(page.getByTestId('receipt-reference')).toHaveText(orderUuid.slice(0, 8));
    await expect(page.getByTestId('delivery-postage')).toContainText('Storgata 12');
    await expect(page.getByTestId('delivery-postage')).toContainText('0155 OSLO');
    await expect(page.getByTestId('delivery-postage')).toContainText('Expected delivery time');
    await expect(page.getByTestId('receipt-lines').getByRole('listitem')).toHaveCount(before.orderLines.filter((l) => l.type === 0).length);
    await expect(page.getByTestId('note-invoice')).toHaveCount(0);
    await screens(page, SCREENS, '5-receipt-postage', { fullPage: true });
    expect((await cart(page)).orderLines.filter((l) => l.type === 0)).toHaveLength(0);
    // 'Save the address' made it the account's.
    const session = (await (await page.request.get('/api/webshop/session')).json()) as { user: { address: { address: string; postalCode: string } } };
    expect(session.user.address).toMatchObject({ address: 'Storgata 12', postalCode: '0155' });
    await expect.poll(() => outbox().length).toBeGreaterThan(mailsBefore);
    const mail = outbox().slice(mailsBefore).find((m) => m.to.includes(CUSTOMER.email));
    expect(mail?.subject).toContain(orderUuid.slice(0, 8));
  });
});

test('school pickup on invoice with a personal number goes straight to the receipt', async ({ page }) => {
  test.setTimeout(120_000);
  await addCardLine(page);
  await openCheckout(page);
  await choose(page, 'delivery-method', 'Collect at school');
  await expect(page.getByTestId('delivery-method').locator('label').filter({ hasText: 'Collect at school' })).toContainText('Free');
  await expect(page.getByTestId('delivery-option').locator('label').first()).toContainText('For ');
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(step(page, 'select-delivery-option').getByRole('button', { name: 'Next step' })).toBeDisabled();
  await page.getByLabel('E-mail').fill(CUSTOMER.email);
  await screens(page, SCREENS, '1-delivery-school', { fullPage: true });
  await step(page, 'select-delivery-option').getByRole('button', { name: 'Next step' }).click();

  await choose(page, 'payment-option', 'Invoice');
  const pid = page.getByLabel('Personal number (11 digits)');
  const next = step(page, 'select-payment-option').getByRole('button', { name: 'Next step' });
  await pid.fill(personNumber(new Date(2015, 2, 3)));
  await pid.blur();
  await expect(page.getByText('You must be 18 or older to pay by invoice')).toBeVisible();
  await expect(next).toBeDisabled();
  await pid.fill('12345678901');
  await expect(page.getByText('Invalid personal number')).toBeVisible();
  await pid.fill(personNumber(new Date(1985, 4, 17)));
  await expect(next).toBeEnabled();
  await screens(page, SCREENS, '2-payment-invoice', { fullPage: true });
  await next.click();

  await acceptTermsAndBuy(page);
  await page.getByTestId('buy-now').click();
  await page.waitForURL(/\/shopping-cart\/checkout\/payment\/receipt\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Order receipt' })).toBeVisible();
  await expect(page.getByTestId('delivery-school-pickup')).toContainText('The order is delivered to');
  await expect(page.getByTestId('note-invoice')).toBeVisible();
  // The invoice completed the order: the bought line left the cart and the header's badge says so.
  expect((await cart(page)).orderLines.filter((l) => l.type === 0)).toHaveLength(0);
  await expect(page.getByRole('link', { name: /^Shopping cart, 0 items$/ })).toBeVisible();
  await screens(page, SCREENS, '5-receipt-school-invoice', { fullPage: true });
});

test('a voucher code: a refusal under the field, then a discount in the total', async ({ page }) => {
  test.setTimeout(120_000);
  await addCardLine(page);
  await openCheckout(page);
  const total = async () => (await page.getByTestId('checkout-total').innerText()).split('\n').pop()!.trim();
  const before = await total();
  const voucher = page.getByTestId('voucher');
  await voucher.getByLabel('Voucher code').fill('NO-SUCH-CODE');
  await voucher.getByRole('button', { name: 'Use code' }).click();
  await expect(voucher.locator('[data-part="error-text"]')).toBeVisible();
  await expect(voucher.getByLabel('Voucher code')).toHaveValue('NO-SUCH-CODE');
  await screens(page, SCREENS, '6-voucher-refused', { fullPage: true });
  await voucher.getByLabel('Voucher code').fill('host10');
  await voucher.getByRole('button', { name: 'Use code' }).click();
  await expect(page.getByTestId('voucher-in-use')).toContainText('HOST10');
  await expect(page.getByTestId('summary-line-2')).toBeVisible();
  expect(await total()).not.toBe(before);
  await screens(page, SCREENS, '6-voucher-used', { fullPage: true });
});

test('a declined payment leads back to the checkout with the cart and every choice as it was: one tap retries', async ({ page }) => {
  test.setTimeout(120_000);
  await addCardLine(page);
  const before = await cart(page);
  await openCheckout(page);
  await choose(page, 'delivery-method', 'Sent by post');
  await typePostalAddress(page);
  await screens(page, SCREENS, '1-delivery-typed', { fullPage: true });
  await step(page, 'select-delivery-option').getByRole('button', { name: 'Next step' }).click();
  await choose(page, 'payment-option', 'Card');
  await step(page, 'select-payment-option').getByRole('button', { name: 'Next step' }).click();
  await acceptTermsAndBuy(page);
  await page.getByTestId('buy-now').click();
  await page.waitForURL(/\/m\/shopping-cart\/checkout\/payment\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/shopping-cart\/checkout$/);
  await expect(page.getByTestId('payment-message')).toBeVisible();
  // Delivery, address, payment and the accepted terms are kept: the customer is at Buy now.
  await expect(step(page, 'confirm-order')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('summary-select-delivery-option')).toContainText('Storgata 12');
  await expect(page.getByTestId('summary-select-delivery-option')).toContainText('0155 OSLO');
  await expect(page.getByTestId('summary-select-payment-option')).toContainText(/card/i);
  await expect(page.getByTestId('buy-now')).toBeEnabled();
  await screens(page, SCREENS, '7-declined-back-in-checkout', { fullPage: true });
  const after = await cart(page);
  expect(after.orderLines.filter((l) => l.type === 0).map((l) => [l.uuid, l.quantity])).toEqual(before.orderLines.filter((l) => l.type === 0).map((l) => [l.uuid, l.quantity]));
  await expect(page.getByTestId('order-summary')).toContainText(before.orderLines.find((l) => l.type === 0)!.product!.name);
  await page.getByTestId('buy-now').click();
  await page.waitForURL(/\/m\/shopping-cart\/checkout\/payment\//);
  await expect(page.getByTestId('sandbox-payment')).toBeVisible();
});

test('an unknown receipt says the order was not found', async ({ page }) => {
  await page.goto('/shopping-cart/checkout/payment/receipt/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('receipt-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
});

test('a checkout without a product line goes to the products', async ({ page }) => {
  await emptyCart(page);
  await page.goto('/shopping-cart/checkout');
  await page.waitForURL(/\/products\/categories$/);
});
