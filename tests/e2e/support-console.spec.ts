import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { editImage, editorView, failOnPageErrors, payCartByCard, screens, signIn, SUPPORT, templateByName, toBuyView, uniqueEmail, useEnglish } from './support';

/**
 * The support console at desktop size: a customer records a session on /debug while making a
 * card in the editor, buys it and pays by card; support finds the customer by the subject code,
 * opens the paid order, sees every line drawn by the engine, opens a line read-only in the
 * editor, and replays the editor recording step by step. Screenshots at phone and desktop size
 * go to test-results/screens/support-console.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const SCREENS = 'test-results/screens/support-console';
const CARD = 'Christmas card 15x15 Winter portrait';

failOnPageErrors();

/** Every engine drawing on the page finished (each is drawn once it comes near the viewport). */
async function drawingsReady(page: Page) {
  const drawings = page.locator('[data-thumbnail-state]');
  await expect(drawings.first()).toBeVisible();
  for (const drawing of await drawings.all()) {
    await drawing.scrollIntoViewIfNeeded();
    await expect(drawing).toHaveAttribute('data-thumbnail-state', 'ready', { timeout: 30_000 });
  }
}

/** A new customer with Emma's set makes a card in the editor while recording, and pays for it by card: answers the e-mail and the order. */
async function customerBuysWhileRecording(page: Page): Promise<{ email: string; orderUuid: string }> {
  const email = uniqueEmail('support-journey');
  await page.goto('/');
  const created = await page.request.post('/ajax/create.php', {
    data: { email, mobile: '41234567', password: 'demo1234', confirm_password: 'demo1234', code: 'EMMA2026', acceptmail: false, termsofservice: true },
  });
  expect(created.status()).toBe(200);

  await page.goto('/debug');
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();

  const card = await templateByName(page, 'cards', CARD);
  await page.goto(`/products/cards/${card.categories[0]}/${card.product.uuid}/${card.uuid}`);
  await editorView(page, 'main');
  await editImage(page, 'Sepia');
  await editImage(page, 'Rotate');
  await toBuyView(page);
  await page.getByTestId('buy-add-to-cart').click();
  await page.waitForURL(/\/shopping-cart(\/retouch)?$/);

  // Stopping sends what is left of the recording.
  await page.goto('/debug');
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeVisible();

  return { email, orderUuid: await payCartByCard(page, 'desktop') };
}

test('support finds the customer by code, opens the paid order, sees each line, opens it read-only in the editor, and replays the editor recording', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const customer = await browser.newPage();
  await useEnglish(customer);
  const { email, orderUuid } = await customerBuysWhileRecording(customer);
  await customer.close();

  await useEnglish(page);
  await signIn(page, SUPPORT.email, SUPPORT.password);

  await test.step('search by subject code', async () => {
    await page.goto('/support');
    await page.getByLabel('E-mail, mobile number, subject code or order reference').fill('emma2026');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/support\?q=emma2026$/);
    const found = page.getByTestId('search-results').getByRole('listitem').filter({ hasText: email });
    await expect(found).toContainText('Subject code');
    await screens(page, SCREENS, '1-search', { fullPage: true });
    await found.getByRole('link').click();
  });

  await test.step('the customer page: set with its code, the paid order, the recording', async () => {
    await expect(page.getByTestId('customer-email')).toHaveText(email);
    await expect(page.getByTestId('customer-picture-set')).toContainText('EMMA2026');
    const orders = page.getByTestId('customer-orders');
    await expect(orders).toContainText(`#${orderUuid.slice(0, 8)}`);
    await expect(orders).toContainText('Paid');
    await expect(orders).toContainText('The customer');
    await screens(page, SCREENS, '2-customer', { fullPage: true });
    // The print job runs in the server's worker after the payment: wait for the line's file.
    await expect
      .poll(async () => {
        const view = (await (await page.request.get(`/api/webshop/support/orders/${orderUuid}`)).json()) as { lines: { prints: { ready: boolean }[] }[] };
        return view.lines.some((l) => l.prints.some((p) => p.ready));
      }, { timeout: 60_000 })
      .toBe(true);
    await orders.getByRole('link', { name: `#${orderUuid.slice(0, 8)}` }).click();
  });

  await test.step('the order page: history, payment, each line drawn by the engine', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${orderUuid.slice(0, 8)}`);
    await expect(page.getByTestId('order-state')).toHaveText('Paid');
    await expect(page.getByTestId('order-history')).toContainText('Created');
    await expect(page.getByTestId('order-history')).toContainText('Paid');
    await expect(page.getByTestId('order-payment')).toContainText('sandbox');
    const lines = page.getByTestId('order-line');
    await expect(lines.first()).toBeVisible();
    const cardLine = lines.filter({ hasText: CARD });
    await expect(cardLine).toHaveCount(1);
    // Every part of the card is drawn, each named.
    await expect(cardLine.getByTestId('document-parts').locator('figure')).not.toHaveCount(0);
    await drawingsReady(page);
    // Beside the drawing, each page of the print file.
    const printPages = cardLine.getByTestId('print-pages').locator('img');
    await expect(printPages).toHaveCount(await cardLine.getByTestId('document-parts').locator('figure').count());
    await expect.poll(() => printPages.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    await screens(page, SCREENS, '3-order', { fullPage: true, settle: drawingsReady });

    const downloading = page.waitForEvent('download');
    await cardLine.getByRole('link', { name: 'Download print file (PDF)' }).click();
    const pdf = readFileSync((await (await downloading).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await cardLine.getByRole('link', { name: 'Open in the editor (read only)' }).click();
  });

  await test.step('the line read-only in the editor: views work, nothing can be saved', async () => {
    await editorView(page, 'main');
    await expect(page.getByTestId('read-only-banner')).toContainText(`order #${orderUuid.slice(0, 8)}`);
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
    await expect(page.getByTestId('editor-read-only')).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    await editorView(page, 'preview');
    await screens(page, SCREENS, '4-read-only-editor', { settle: drawingsReady });
    await page.getByTestId('editor-back').click();
    await expect(page).toHaveURL(new RegExp(`/support/orders/${orderUuid}$`));
  });

  await test.step('the recording: editor states replayed step by step, a state opened in the editor', async () => {
    await page.goto(`/support?q=${encodeURIComponent(email)}`);
    await page.getByTestId('search-results').getByRole('link').first().click();
    // The download is in the audit log.
    await expect(page.getByTestId('audit-log').locator('[data-action="print_download"]')).toHaveCount(1);
    await page.getByRole('button', { name: /Replay the recording/ }).first().click();
    const states = page.getByTestId('editor-states');
    const step = page.getByTestId('editor-state-step');
    // The opening document and one state per edit (sepia, rotate) at least.
    await expect(step).toContainText(/Step 1 of [3-9]/);
    await drawingsReady(page);
    const first = await states.getByTestId('document-parts').locator('img').first().getAttribute('src');
    await states.getByRole('button', { name: 'Next' }).click();
    await expect(step).toContainText('Step 2 of');
    await drawingsReady(page);
    // The drawing changed with the state (sepia).
    await expect.poll(() => states.getByTestId('document-parts').locator('img').first().getAttribute('src')).not.toBe(first);
    await screens(page, SCREENS, '5-replay', { fullPage: true, settle: drawingsReady });
    await states.getByRole('link', { name: 'Open this step in the editor' }).click();
    await editorView(page, 'main');
    await expect(page.getByTestId('read-only-banner')).toContainText('recording by');
  });
});
