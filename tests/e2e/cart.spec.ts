import { expect, test, type Page } from '@playwright/test';
import { expectBottomSheet } from './layoutChecks';
import { addCardLine, cart, emptyCart, screens, signInInEnglish } from './support';

/**
 * The shopping cart on a phone (spec 1 'Shopping cart', 'Upsell pop-ups', 'Catalogue offer
 * dialog', §4, §5): the demo customer changes a card line's quantity and sees the badge follow,
 * presses Checkout and meets the catalogue upsell, is refused without a quantity, adds a
 * catalogue, deletes lines after the confirmation and, with the cart empty, is sent to the
 * product list. What the server stored is read back from the cart call. Screens of the cart and
 * each dialog are written to test-results/screens at 390x844 and 1280x800.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

const CARDS = ['Christmas card 15x15 Snowfall', 'Christmas card 10x15 Fir branches'];
const SCREENS = 'test-results/screens';

/** A resize lays the page out anew: a moment for it before the shot. */
const relaidOut = (page: Page) => page.waitForTimeout(300);

const badge = (page: Page) => page.getByTestId('cart-count');
/** The badge shows the server's item count. */
const badgeFollows = async (page: Page) => expect(badge(page)).toHaveText(String((await cart(page)).summary.itemCount));
const lines = (page: Page) => page.getByTestId('cart-line');

test('a customer changes a quantity, adds the catalogue from the upsell, deletes lines and is sent to the products', async ({ page }) => {
  // A long journey with screens at two sizes on a shared machine.
  test.setTimeout(180_000);
  await signInInEnglish(page);
  await emptyCart(page);
  const first = await addCardLine(page, { name: CARDS[0], pupil: true });
  await addCardLine(page, { name: CARDS[1], pupil: true });

  await test.step('the cart lists both lines with a quantity selector and the badge counts them', async () => {
    await page.goto('/shopping-cart');
    await expect(lines(page)).toHaveCount(2);
    await badgeFollows(page);
    await expect(page.getByRole('link', { name: 'Add more' })).toHaveAttribute('href', '/products/categories');
    await expect(page.locator(`a[href="/shopping-cart/edit/${first}"]`)).toBeVisible();
    await expect(lines(page).first().locator('canvas, img').first()).toBeVisible();
    await screens(page, SCREENS, 'cart-page', { settle: relaidOut });
  });

  await test.step('a new quantity is priced by the server and the badge follows', async () => {
    const before = await cart(page);
    const line = before.orderLines.find((l) => l.uuid === first)!;
    const select = page.getByRole('combobox', { name: `Quantity, ${line.product!.name}` });
    await expect(select.locator('option').first()).toHaveText('0 (remove)');
    const wanted = line.quantity + 2;
    // The answer is held back a moment so the updating state can be seen: prices read '...'.
    await page.route('**/api/webshop/cart/items/*/quantity', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await select.selectOption(String(wanted));
    const updating = page.locator('[data-testid="cart-line"][data-state="updating"]');
    await expect(updating.getByTestId('cart-line-price')).toHaveText(/^\.\.\./);
    await expect(page.getByTestId('cart-total')).toContainText('...');
    await expect(updating).toHaveCount(0);
    await page.unroute('**/api/webshop/cart/items/*/quantity');
    await expect(badge(page)).toHaveText(String(before.summary.itemCount + 2));
    const after = await cart(page);
    expect(after.orderLines.find((l) => l.uuid === first)!.quantity).toBe(wanted);
    expect(after.summary.totalPrice).toBeGreaterThan(before.summary.totalPrice);
    await expect(select).toHaveValue(String(wanted));
    await expect(page.getByTestId('cart-total')).toContainText(String(Math.round(after.summary.totalPrice)));
  });

  await test.step("Checkout shows 'Don't forget the catalogue' first", async () => {
    await page.getByTestId('cart-checkout').click();
    const reminder = page.getByRole('dialog', { name: "Don't forget the catalogue" });
    await expect(reminder).toBeVisible();
    // A sheet as tall as the offer, with the customer's own picture (what the catalogue prints).
    await expect(reminder.getByTestId('upsell-picture')).toBeVisible();
    await expect.poll(() => reminder.getByTestId('upsell-picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectBottomSheet(reminder);
    await screens(page, SCREENS, 'cart-upsell-catalogue', { settle: relaidOut });
    await reminder.getByRole('button', { name: 'See the catalogue' }).click();
  });

  await test.step('the catalogue offer refuses nothing chosen and adds a catalogue to the cart', async () => {
    const offer = page.getByRole('dialog', { name: 'Would you like to order the catalogue?' });
    await expect(offer.getByTestId('catalogue-offer-item').first()).toBeVisible();
    const pickers = offer.getByRole('combobox');
    await expectBottomSheet(offer);
    await screens(page, SCREENS, 'cart-catalogue-offer', { settle: relaidOut });
    for (const picker of await pickers.all()) await picker.selectOption('0');
    await offer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(offer.getByRole('alert')).toHaveText('You need to select how many cataloges you would like before clicking Add to shopping cart');
    await screens(page, SCREENS, 'cart-catalogue-offer-alert', { settle: relaidOut });
    await pickers.first().selectOption('2');
    await offer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(offer).toBeHidden();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(lines(page)).toHaveCount(3);
    await badgeFollows(page);
    const added = (await cart(page)).orderLines.filter((l) => l.type === 0 && l.uuid !== first && !l.template);
    expect(added.map((l) => l.quantity)).toEqual([2]);
    // The catalogue cannot be edited.
    await expect(lines(page).nth(2).getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await screens(page, SCREENS, 'cart-page-with-catalogue', { settle: relaidOut });
  });

  await test.step('deleting asks first; Cancel keeps the line, Delete removes it', async () => {
    const line = lines(page).first();
    await line.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete from the shopping cart?' });
    await expect(confirm).toBeVisible();
    await screens(page, SCREENS, 'cart-delete-confirmation', { settle: relaidOut });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(lines(page)).toHaveCount(3);
    await line.getByRole('button', { name: 'Delete' }).click();
    await page.route('**/api/webshop/cart/items/*', async (route) => {
      if (route.request().method() === 'DELETE') await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // A line being deleted is dimmed until the cart answers.
    await expect(page.locator('[data-testid="cart-line"][data-state="deleting"]')).toHaveCSS('opacity', '0.5');
    await expect(lines(page)).toHaveCount(2);
    await page.unroute('**/api/webshop/cart/items/*');
    await badgeFollows(page);
    expect((await cart(page)).orderLines.some((l) => l.uuid === first)).toBe(false);
  });

  await test.step("the selector's 0 entry asks the same question before removing", async () => {
    const select = lines(page).getByRole('combobox').first();
    await select.selectOption('0');
    await page.getByRole('dialog', { name: 'Delete from the shopping cart?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(lines(page)).toHaveCount(1);
    await badgeFollows(page);
  });

  await test.step('the emptied cart sends the customer to the product list', async () => {
    while ((await lines(page).count()) > 0) {
      const count = await lines(page).count();
      await lines(page).first().getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete from the shopping cart?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(lines(page)).toHaveCount(count - 1);
      if (count === 1) break;
    }
    await page.waitForURL((url) => url.pathname === '/products/categories');
    await expect(badge(page)).toHaveCount(0);
    expect((await cart(page)).orderLines.filter((l) => l.type === 0)).toEqual([]);
  });
});

test("'Special offer' follows the catalogue question with the saving and links to the digital portraits", async ({ page }) => {
  await signInInEnglish(page);
  await emptyCart(page);
  await addCardLine(page, { name: CARDS[0], pupil: true });
  await page.goto('/shopping-cart');
  await page.getByTestId('cart-checkout').click();

  const checkout = (await (await page.request.post('/api/webshop/checkout')).json()) as { upsaleList: { type: string; price: number; rebatedPrice: number }[] };
  const types = checkout.upsaleList.map((i) => i.type);
  expect(types).toContain('DIGITAL_FILES');
  if (types.indexOf('CATALOGUE') >= 0 && types.indexOf('CATALOGUE') < types.indexOf('DIGITAL_FILES')) {
    await page.getByRole('dialog', { name: "Don't forget the catalogue" }).getByRole('button', { name: 'No thanks' }).click();
  }
  const offer = page.getByRole('dialog', { name: 'Special offer' });
  await expect(offer).toBeVisible();
  const item = checkout.upsaleList.find((i) => i.type === 'DIGITAL_FILES')!;
  if (item.price > item.rebatedPrice) await expect(offer.getByTestId('upsell-saving')).toContainText(String(Math.floor(item.price - item.rebatedPrice)));
  await expect.poll(() => offer.getByTestId('upsell-picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectBottomSheet(offer);
  await screens(page, SCREENS, 'cart-upsell-offer', { settle: relaidOut });
  await expect(offer.getByRole('link', { name: 'Check out offer' })).toHaveAttribute('href', '/products/digitalportraits');

  // Declining every pop-up leads on to the checkout; the pop-ups answered are not asked again.
  await offer.getByRole('button', { name: 'No thanks' }).click();
  await page.waitForURL((url) => url.pathname === '/shopping-cart/checkout');
  await page.goBack();
  await page.getByTestId('cart-checkout').click();
  await page.waitForURL((url) => url.pathname === '/shopping-cart/checkout');
  await emptyCart(page);
});

test("a catalogue line is labelled 'Catalogue', names its pupil and has no Edit", async ({ page }) => {
  await signInInEnglish(page);
  await emptyCart(page);
  await addCardLine(page, { name: CARDS[0], pupil: true });
  const { checkoutUuid } = (await (await page.request.post('/api/webshop/checkout')).json()) as { checkoutUuid: string };
  const { catalogues } = (await (await page.request.get('/ajax/user/get_catalogues.php')).json()) as { catalogues: { uuid: string; subject: { name: string } }[] };
  const added = await page.request.post(`/api/webshop/checkout/${checkoutUuid}/catalogues`, { data: { catalogues: [{ uuid: catalogues[0].uuid, quantity: 1 }] } });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto('/shopping-cart');
  await expect(lines(page)).toHaveCount(2);
  // Needs the cart call's lines to carry spec 1 §3's catalogue {name, subject.name}, as the checkout's do.
  const catalogueLine = page.locator('[data-line-kind="catalogue"]');
  await expect(catalogueLine.getByTestId('cart-line-catalogue')).toHaveText('Catalogue');
  await expect(catalogueLine).toContainText(catalogues[0].subject.name);
  await expect(catalogueLine.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await emptyCart(page);
});

test("the catalogue offer over the products list: 'No thanks' stays on the list, 'Add to cart' goes to the cart", async ({ page }) => {
  await signInInEnglish(page);
  await emptyCart(page);
  await addCardLine(page, { name: CARDS[0], pupil: true });

  await page.goto('/products/catalogues');
  const offer = page.getByRole('dialog', { name: 'Would you like to order the catalogue?' });
  await expect(offer.getByTestId('catalogue-offer-item').first()).toBeVisible();
  await offer.getByRole('button', { name: 'No thanks' }).click();
  await page.waitForURL((url) => url.pathname === '/products/categories');
  await expect(offer).toBeHidden();

  await page.goto('/products/catalogues');
  const before = (await cart(page)).summary.itemCount;
  // The demo customer's catalogues: with one, it starts at 1; with several, the first is picked.
  const pickers = offer.getByRole('combobox');
  if ((await pickers.count()) > 1) await pickers.first().selectOption('1');
  await offer.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL((url) => url.pathname === '/shopping-cart');
  expect((await cart(page)).summary.itemCount).toBe(before + 1);
  await badgeFollows(page);
  await emptyCart(page);
});
