import { expect, test, type Page } from '@playwright/test';
import { cart, editImage, editorView, emptyCart, screens, signInInEnglish } from './support';

/**
 * Package offers on a phone (spec 3 /products/packages, Package create screen, Package editor and
 * page): the demo customer opens /products, lands on the offers, builds the family package,
 * changes the card in the editor, adds the package to the cart and edits the package line from
 * the cart. Screens are saved at 390x844 and 1280x800 for review.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

const SHOTS = 'test-results/screens/packages';
const CARD = 'Christmas card 15x15 Snowfall';

/** Thumbnails are drawn again at a new size. */
const SHOOT = { fullPage: true, settle: (page: Page) => page.waitForTimeout(1500) };

test('the demo customer builds a package, changes its card and edits the package line from the cart', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await signInInEnglish(page);
  // A package line left by an earlier run would be a second 'The family package' line.
  await emptyCart(page);

  await test.step('/products lands on the offers with the countdown', async () => {
    await page.goto('/products');
    await page.waitForURL((url) => url.pathname === '/products/packages');
    await expect(page.getByRole('heading', { level: 1, name: 'Exclusive deals' })).toBeVisible();
    await expect(page.getByTestId('packages-picture-set')).toContainText('Emma');
    const countdown = page.getByTestId('package-countdown');
    await expect(countdown).toContainText(/The offer ends in \d+d \d\d:\d\d:\d\d/);
    // It ticks each second.
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!, { timeout: 3000 });
    // 844 px high: the packages heading shows.
    await expect(page.getByRole('heading', { level: 2, name: 'Packages and offers' })).toBeVisible();
    const tiles = page.getByTestId('package-tile');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(0).getByTestId('package-price')).toContainText('Just now: 599');
    await expect(tiles.nth(1).getByRole('link', { name: 'See the calendars' })).toHaveAttribute('href', '/products/calendars');
    await expect(tiles.nth(2).getByTestId('package-disabled')).toContainText('Sold out for this year');
    await expect(tiles.nth(2).getByRole('button', { name: 'Make the package' })).toBeDisabled();
    await screens(page, SHOTS, 'offers', SHOOT);
  });

  await test.step('a screen lower than 700 px leaves the packages heading out', async () => {
    await page.setViewportSize({ width: 390, height: 640 });
    await expect(page.getByRole('heading', { level: 2, name: 'Packages and offers' })).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
  });

  await test.step('open the family package: its products with the customer photos', async () => {
    await page.getByTestId('package-tile').nth(0).getByRole('link', { name: 'Make the package' }).click();
    await page.waitForURL(/\/products\/packages\/[0-9a-f-]{36}$/);
    await expect(page.getByText('This is how the package will look with your photos')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add package to cart' })).toHaveCount(2);
    await expect(page.getByText('Press the edit icon to change a product.')).toBeVisible();
    const names = page.getByTestId('package-item-name');
    await expect(names).toHaveText([`${CARD} (version 1)`, 'Mug with photo and name (version 1)']);
    await expect(page.getByRole('region', { name: 'Catalogue' })).toContainText('School catalogue');
    await expect(page.getByRole('region', { name: 'Digital portrait set' }).getByRole('img')).toHaveCount(3);
    await expect(page.getByTestId('package-item-thumbnail').first().getByRole('img', { name: new RegExp(CARD) })).toBeVisible({ timeout: 20_000 });
    await screens(page, SHOTS, 'package', SHOOT);
  });

  await test.step('change the card in the full-screen editor: version 2', async () => {
    await page.getByRole('button', { name: `Edit ${CARD}` }).first().click();
    await editorView(page, 'main');
    await expect(page.getByTestId('add-to-cart')).toHaveText('Update package');
    await page.screenshot({ path: `${SHOTS}/item-editor-390x844.png` });
    await editImage(page, 'Black/White');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('package-item-editor')).toBeHidden();
    await expect(page.getByTestId('package-item-name').first()).toHaveText(`${CARD} (version 2)`);
  });

  let lineUuid = '';
  await test.step('add the package: Dear customer first, then retouching of its pictures, then the cart', async () => {
    const before = (await cart(page)).orderLines.map((l) => l.uuid);
    await page.getByRole('button', { name: 'Add package to cart' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Dear customer' });
    await expect(dialog).toContainText('The product will be produced exactly as shown on screen.');
    // Finishes the dialog's fade-in, so the shot shows it as the customer reads it.
    await page.screenshot({ path: `${SHOTS}/check-before-ordering-390x844.png`, animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Yes, I would like to check' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add package to cart' }).last().click();
    await page.getByRole('dialog', { name: 'Dear customer' }).getByRole('button', { name: 'Add to shopping cart' }).click();
    // The package's printed items hold the photographer's pictures, which can be retouched.
    await page.waitForURL((url) => url.pathname === '/shopping-cart/retouch');
    await expect(page.getByTestId('retouch-picture').first()).toBeVisible();
    const added = (await cart(page)).orderLines.find((l) => !before.includes(l.uuid))!;
    expect(added.product?.type).toBe(200);
    expect(added.actualLinePrice).toBe(599);
    const card = added.package!.packageItems[0];
    expect(card.version).toBe(2);
    expect(Object.values(card.templateData!.userResources.images)[0].overrideEffect).toBe('bw');
    lineUuid = added.uuid;
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname === '/shopping-cart');
    const line = page.locator('[data-testid="cart-line"][data-line-kind="package"]').filter({ hasText: 'The family package' });
    await expect(line).toBeVisible();
    await expect(line.getByTestId('cart-line-package')).toContainText(CARD);
    await screens(page, SHOTS, 'cart', SHOOT);
  });

  await test.step('edit the package line from the cart: the package view in update mode', async () => {
    await page.locator(`a[href="/shopping-cart/edit/${lineUuid}"]`).click();
    await expect(page.getByRole('button', { name: 'Update package in cart' })).toHaveCount(2);
    await expect(page.getByTestId('package-item-name').first()).toHaveText(`${CARD} (version 2)`);
    await screens(page, SHOTS, 'package-update', SHOOT);
    await page.getByRole('button', { name: `Edit ${CARD}` }).first().click();
    await editorView(page, 'main');
    await editImage(page, 'Sepia');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('package-item-name').first()).toHaveText(`${CARD} (version 3)`);
    // The browser's Back asks too; staying keeps the page and its changes.
    const asked = page.waitForEvent('dialog');
    await page.evaluate(() => history.back());
    const question = await asked;
    expect(question.message()).toBe('Are you sure you want to leave the page with unsaved changes?');
    await question.dismiss();
    await expect(page).toHaveURL(new RegExp(`/shopping-cart/edit/${lineUuid}$`));
    await expect(page.getByTestId('package-item-name').first()).toHaveText(`${CARD} (version 3)`);
    // Leaving with unsaved changes asks first; staying keeps the page.
    page.once('dialog', (d) => {
      expect(d.message()).toBe('Are you sure you want to leave the page with unsaved changes?');
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Update package in cart' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Update package in cart' }).first().click();
    await page.getByRole('dialog', { name: 'Dear customer' }).getByRole('button', { name: 'Add to shopping cart' }).click();
    await page.waitForURL(/\/shopping-cart(\/retouch)?$/);
    const updated = (await cart(page)).orderLines.find((l) => l.uuid === lineUuid)!;
    expect(updated.package!.packageItems[0].version).toBe(3);
    expect(Object.values(updated.package!.packageItems[0].templateData!.userResources.images)[0].overrideEffect).toBe('sepia');
    expect(updated.actualLinePrice).toBe(599);
  });

  await test.step("the browser's Back, answered with leave, goes back to the cart and keeps the line as it was", async () => {
    await page.goto('/shopping-cart');
    await page.locator(`a[href="/shopping-cart/edit/${lineUuid}"]`).click();
    await page.getByRole('button', { name: `Edit ${CARD}` }).first().click();
    await editorView(page, 'main');
    await editImage(page, 'Black/White');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('package-item-name').first()).toHaveText(`${CARD} (version 4)`);
    page.once('dialog', (d) => void d.accept());
    await page.evaluate(() => history.back());
    await page.waitForURL((url) => url.pathname === '/shopping-cart');
    const kept = (await cart(page)).orderLines.find((l) => l.uuid === lineUuid)!;
    expect(kept.package!.packageItems[0].version).toBe(3);
  });

  expect(errors).toEqual([]);
});
