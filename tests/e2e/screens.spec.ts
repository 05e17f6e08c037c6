import { expect, test, type Page } from '@playwright/test';
import { layoutProblems, settled, type LayoutProblems } from './layoutChecks';
import { editorView, makeSetCurrent, newFamily, newFamilyWithPaidOrder, screens, signIn, toBuyView, useEnglish } from './support';

/**
 * Every screen at phone and desktop size: nothing may overflow sideways or log an error, and the
 * screenshots land in test-results/screens for a person to look at. On the phone every screen of
 * a customer's journey (editor views, dialogs and checkout steps included) is also measured:
 * nothing wider than the phone, no text cut with an ellipsis, every button and link at least
 * 44x44 px (layoutChecks.ts).
 */
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

const publicScreens: [string, string][] = [
  ['front-page', '/'],
  ['sign-in', '/#login'],
  ['contact-us', '/contact-us'],
  ['privacy-policy', '/privacy-policy'],
  ['terms-of-purchase', '/terms-of-purchase'],
  ['legacy-page', '/pages/1'],
  ['reset-password-invalid', '/reset-password?resetcode=unknown'],
  ['debug', '/debug'],
  ['not-found', '/no/such/page'],
];
const customerScreens: [string, string][] = [
  ['front-page-signed-in', '/'],
  ['new-picture-set', '/new-picture-set'],
];

async function check(page: Page, name: string, size: keyof typeof sizes) {
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows sideways at ${size}`).toBeLessThanOrEqual(0);
  const problems = await layoutProblems(page, { targets: size === 'phone' });
  expect(problems, `${name} at ${size}`).toEqual(NO_PROBLEMS);
  await page.screenshot({ path: `test-results/screens/${name}-${size}.png`, fullPage: true });
}

const NO_PROBLEMS: LayoutProblems = { wide: [], cut: [], small: [], split: [] };

for (const [size, viewport] of Object.entries(sizes) as [keyof typeof sizes, (typeof sizes)[keyof typeof sizes]][]) {
  test.describe(`${size} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('public screens', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      for (const [name, path] of publicScreens) {
        await page.goto(path);
        await check(page, name, size);
      }
      await page.goto('/');
      await page.getByRole('button', { name: /^(Meny|Menu)$/ }).click();
      await check(page, 'menu', size);
      expect(errors).toEqual([]);
    });

    test('code flow and registration screens (English)', async ({ page }) => {
      await useEnglish(page);
      await page.goto('/');
      await page.getByLabel('Code').fill('OLAV2026');
      await page.getByRole('button', { name: 'Show pictures' }).click();
      await expect(page.getByRole('heading', { name: 'Code validated' })).toBeVisible();
      await check(page, 'code-validated', size);
      await page.getByLabel('E-mail').fill(`screens-${size}-${Date.now()}@example.no`);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
      await check(page, 'registration', size);
    });

    test('signed-in screens', async ({ page }) => {
      await useEnglish(page);
      await signIn(page, 'kunde@example.no', 'demo1234');
      for (const [name, path] of customerScreens) {
        await page.goto(path);
        await check(page, name, size);
      }
    });
  });
}

/**
 * A new family's whole journey on a phone, screen by screen: the front page and menu, the
 * products, every editor view and dialog, the cart and its pop-ups, the three checkout steps, the
 * payment page, the receipt and the account's tabs. Each screen's problems are gathered and the
 * test fails listing all of them.
 */
test.describe('phone journey 390x844', () => {
  test.use({ viewport: sizes.phone, hasTouch: true, isMobile: true });

  test('every screen of the journey fits the phone, cuts no text and has 44 px targets', async ({ page }) => {
    test.setTimeout(300_000);
    const found: Record<string, LayoutProblems> = {};
    const look = async (name: string) => {
      await settled(page);
      const problems = await layoutProblems(page);
      if (Object.values(problems).some((found) => found.length > 0)) {
        found[name] = problems;
        console.log(name, JSON.stringify(problems, null, 1));
      }
      await page.screenshot({ path: `test-results/screens/journey/${name}-390x844.png` });
    };
    // In Norwegian: its longer words are the ones that get cut or push buttons off the screen.
    await newFamily(page, 'journey-screens');

    await page.goto('/');
    await look('front-page');
    await page.getByRole('button', { name: 'Meny' }).click();
    await look('menu');
    await page.keyboard.press('Escape');
    await page.goto('/products/packages');
    await expect(page.getByRole('link', { name: 'Se alle produkter' })).toBeVisible();
    await look('packages');
    await page.goto('/products/categories');
    await expect(page.getByTestId('category-tile').first()).toBeVisible();
    await look('category-overview');
    await page.getByTestId('category-tile').filter({ hasText: /kort/i }).first().getByRole('link').click();
    await expect(page.getByTestId('template-tile').first()).toBeVisible();
    await look('card-list');

    await page.getByTestId('template-tile').first().getByRole('link').click();
    await editorView(page, 'main', { timeout: 30_000 });
    await look('editor-main');
    await page.getByRole('button', { name: 'Bytt/rediger bilder' }).click();
    await editorView(page, 'image');
    await look('editor-image-pictures');
    await page.getByRole('tab', { name: 'Rediger bilde' }).click();
    await look('editor-image-edit');
    await page.getByRole('button', { name: 'Ferdig' }).click();
    await editorView(page, 'main');
    await page.getByRole('button', { name: 'Rediger tekst' }).click();
    if ((await page.getByTestId('editor').getAttribute('data-view')) === 'select-text') {
      await look('editor-select-text');
      await page.getByRole('button', { name: /^Tekst 1/ }).click();
    }
    await editorView(page, 'text');
    await look('editor-text');
    await page.getByRole('button', { name: 'Ferdig' }).click();
    await editorView(page, 'main');
    await page.getByRole('button', { name: 'Bytt design' }).click();
    await editorView(page, 'templates');
    await look('editor-templates');
    await page.getByRole('button', { name: 'Ferdig' }).click();
    await editorView(page, 'main');
    await page.getByRole('button', { name: 'Forhåndsvisning' }).click();
    await editorView(page, 'preview');
    await look('editor-preview');
    await page.getByRole('button', { name: /i full størrelse$/ }).first().click();
    await expect(page.getByTestId('part-preview-dialog')).toBeVisible();
    await look('editor-preview-dialog');
    await page.getByTestId('part-preview-dialog').getByRole('button', { name: 'Lukk' }).first().click();
    await page.getByRole('button', { name: 'Tilbake' }).last().click();
    await editorView(page, 'main');
    await toBuyView(page);
    await look('editor-buy');
    await page.getByTestId('buy-add-to-cart').click();
    await page.waitForURL(/\/shopping-cart(\/retouch)?$/);
    if (page.url().endsWith('/retouch')) {
      await look('retouch');
      await page.getByTestId('retouch-skip').click();
      await page.waitForURL(/\/shopping-cart$/);
    }
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await look('cart');
    await page.getByTestId('cart-line').first().getByRole('button', { name: 'Slett' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await look('cart-delete-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();

    await page.getByTestId('cart-checkout').click();
    for (let popups = 0; popups < 3 && !page.url().endsWith('/checkout'); popups++) {
      const dialog = page.getByRole('dialog');
      await Promise.race([dialog.waitFor(), page.waitForURL(/\/checkout$/)]);
      if (page.url().endsWith('/checkout')) break;
      await look(`cart-upsell-${popups + 1}`);
      await dialog.getByRole('button', { name: 'Nei takk' }).click();
    }
    await page.waitForURL(/\/shopping-cart\/checkout$/);
    await expect(page.getByTestId('step-select-delivery-option')).toHaveAttribute('data-state', 'current', { timeout: 30_000 });
    await look('checkout-delivery');
    await page.getByTestId('delivery-method').locator('label').filter({ hasText: 'Sendes i posten' }).click();
    await page.getByLabel('Fullt navn').fill('Kari Nordmann');
    await page.getByRole('combobox', { name: 'Adresse' }).pressSequentially('Karl Johans gate 1', { delay: 20 });
    await expect(page.getByTestId('address-hint')).toHaveText('Skriv postnummer eller poststed');
    await look('checkout-address-hint');
    await page.getByLabel('Postnummer').fill('0154');
    await page.getByLabel('Poststed').fill('OSLO');
    await page.getByTestId('step-select-delivery-option').getByRole('button', { name: 'Neste steg' }).click();
    await expect(page.getByTestId('step-select-payment-option')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('payment-option')).toBeVisible();
    // Each card names its methods once: 'Faktura … Faktura', 'Visa eller Mastercard … Visa, Mastercard'
    // and 'Mobil … Mobilbetaling' before.
    const card = (text: string) => page.getByTestId('payment-option').locator('label').filter({ hasText: text }).innerText();
    expect((await card('Faktura')).match(/Faktura/g)).toHaveLength(1);
    expect((await card('Visa eller Mastercard')).match(/Visa/g)).toHaveLength(1);
    expect(await card('Godkjenn på mobilen')).not.toContain('Mobilbetaling');
    await look('checkout-payment');
    await page.getByTestId('payment-option').locator('label').filter({ hasText: 'Visa eller Mastercard' }).click();
    await page.getByTestId('step-select-payment-option').getByRole('button', { name: 'Neste steg' }).click();
    await expect(page.getByTestId('step-confirm-order')).toHaveAttribute('data-state', 'current');
    await look('checkout-finish');
    await page.getByTestId('terms').click({ position: { x: 8, y: 8 } });
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/m\/shopping-cart\/checkout\/payment\//);
    await look('sandbox-payment');
    await page.getByRole('button', { name: 'Godkjenn' }).click();
    await page.waitForURL(/\/receipt\/[0-9a-f-]+$/);
    await expect(page.getByTestId('receipt-lines')).toBeVisible();
    await look('receipt');

    for (const [name, path] of [
      ['account', '/my-account'],
      ['account-picture-sets', '/my-account/picture-sets'],
      ['account-orders', '/my-account/orders'],
      ['account-contact-info', '/my-account/contact-info'],
      ['account-add-picture-set', '/my-account/add-picture-set'],
      ['account-communication', '/my-account/communication'],
    ] as const) {
      await page.goto(path);
      await look(name);
    }
    expect(found).toEqual({});
  });
});

/**
 * The screens beside the main journey, in Norwegian at phone size: digital portraits, the
 * favourites and yearbook-pose screens (right after a code and from the account), and the staff's
 * support console (search, a customer, an order, the jobs list) and template lab. Each is measured
 * like the journey's screens and shot at 390x844 and 1280x800 in test-results/screens/more.
 */
/** Every engine drawing on the page finished (each is drawn once it comes near the viewport). */
async function drawingsReady(page: Page) {
  for (const drawing of await page.locator('[data-thumbnail-state]').all()) {
    await drawing.scrollIntoViewIfNeeded();
    await expect(drawing).toHaveAttribute('data-thumbnail-state', 'ready', { timeout: 30_000 });
  }
}

test.describe('more screens 390x844', () => {
  test.use({ viewport: sizes.phone });
  const SCREENS = 'test-results/screens/more';

  async function measured(page: Page, found: Record<string, LayoutProblems>, name: string, settle?: (page: Page) => Promise<unknown>) {
    await settle?.(page);
    await settled(page);
    const problems = await layoutProblems(page);
    if (Object.values(problems).some((found) => found.length > 0)) found[name] = problems;
    await screens(page, SCREENS, name, { fullPage: true, settle: async (p) => (await settle?.(p), await settled(p)) });
  }

  test('digital portraits, favourites and yearbook poses fit the phone', async ({ page }) => {
    test.setTimeout(180_000);
    const found: Record<string, LayoutProblems> = {};
    await newFamily(page, 'screens-more');
    const added = (await (await page.request.get('/ajax/prophoto/add_picture_set_by_code.php?code=SARA2026')).json()) as { valid: boolean };
    expect(added.valid).toBe(true);
    const { pictureSets } = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: { uuid: string; subject: { uuid: string; name: string } }[] };
    const emma = pictureSets.find((set) => set.subject.name === 'Emma Hansen')!;
    const sara = pictureSets.find((set) => set.subject.name === 'Sara Lunde')!;
    const pictures = (p: Page) => expect(p.getByTestId('picture-tile').first()).toBeVisible();

    await page.goto('/products/digital-portraits');
    await expect(page.getByTestId('digital-set-card').first()).toBeVisible();
    await measured(page, found, 'digital-portraits');
    await page.goto(`/products/digital-portraits/${emma.subject.uuid}`);
    await expect(page.getByTestId('digital-subject-name')).toHaveText('Emma Hansen');
    await measured(page, found, 'digital-subject');
    await page.getByRole('button', { name: 'Prisliste' }).click();
    await expect(page.getByTestId('digital-price-list')).toBeVisible();
    await measured(page, found, 'digital-price-list');
    await page.keyboard.press('Escape');

    // Right after a code its set is the session's current one.
    await makeSetCurrent(page, 'Sara Lunde');
    await page.goto('/new-picture-set/favorites');
    await measured(page, found, 'new-set-favorites', pictures);
    await page.goto('/new-picture-set/yearbook-pose');
    await expect(page.getByTestId('pose-name')).toBeVisible();
    await measured(page, found, 'new-set-yearbook-pose', pictures);
    await page.goto(`/my-account/picture-sets/${sara.uuid}/favorites`);
    await measured(page, found, 'account-favorites', pictures);
    await page.goto(`/my-account/picture-sets/${sara.uuid}/yearbook-pose`);
    await expect(page.getByTestId('yearbook-expiry')).toBeVisible();
    await measured(page, found, 'account-yearbook-pose', pictures);
    expect(found).toEqual({});
  });

  test("the staff's support console and template lab fit the phone", async ({ page, browser }) => {
    test.setTimeout(240_000);
    const found: Record<string, LayoutProblems> = {};
    const customer = await browser.newPage();
    const { email, orderUuid } = await newFamilyWithPaidOrder(customer, 'screens-staff');
    await customer.close();
    await page.goto('/');
    expect((await page.request.post('/api/webshop/login', { data: { username: 'support@example.no', password: 'support1234' } })).status()).toBe(200);

    await page.goto('/support');
    await expect(page.getByRole('heading', { name: /jobb/i })).toBeVisible();
    await measured(page, found, 'support');
    await page.goto(`/support?q=${encodeURIComponent(email)}`);
    await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible();
    await measured(page, found, 'support-search');
    await page.getByTestId('search-results').getByRole('link').first().click();
    await expect(page.getByTestId('customer-email')).toHaveText(email);
    await measured(page, found, 'support-customer');
    await page.goto(`/support/orders/${orderUuid}`);
    await expect(page.getByTestId('order-line').first()).toBeVisible();
    await measured(page, found, 'support-order', drawingsReady);
    await page.goto('/support/template-lab');
    await expect(page.getByTestId('lab-tile').first()).toBeVisible();
    await measured(page, found, 'template-lab');
    await page.getByTestId('lab-tile').first().click();
    await expect(page.getByTestId('lab-part').first().locator('[data-render-state="ready"]')).toBeVisible({ timeout: 30_000 });
    await measured(page, found, 'template-lab-template');
    expect(found).toEqual({});
  });
});
