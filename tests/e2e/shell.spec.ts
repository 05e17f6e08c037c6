import { expect, test } from '@playwright/test';
import { CUSTOMER, openMenu, signIn, SUPPORT, useEnglish } from './support';

test('switch to English and back to Norwegian', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.getByRole('button', { name: 'Vis bildene' })).toBeVisible();
  await openMenu(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Show pictures' })).toBeVisible();
  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show pictures' })).toBeVisible();
  await openMenu(page);
  await page.getByRole('button', { name: 'Norsk (bokmål)' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Vis bildene' })).toBeVisible();
});

test('the menu shows each item kind, by visibility and device', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/');
  await openMenu(page);
  const menu = page.getByRole('dialog');
  // route, external, cookie settings, modal (signed-out only), parent group, spacer
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'For schools and kindergartens' })).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('button', { name: 'Not received a code?' })).toBeVisible();
  await expect(menu.getByRole('separator').first()).toBeAttached();
  // signed-in only and device-2 items are hidden from a visitor
  await expect(menu.getByText('Offers and packages')).toHaveCount(0);
  await expect(menu.getByText('Order on a computer')).toHaveCount(0);
  // a group expands and collapses
  const group = menu.getByRole('button', { name: 'About the photo session' });
  await expect(menu.getByRole('link', { name: 'How the photo session works' })).toBeHidden();
  await group.click();
  await expect(menu.getByRole('link', { name: 'How the photo session works' })).toBeVisible();
  await group.click();
  await expect(menu.getByRole('link', { name: 'How the photo session works' })).toBeHidden();
  // fixed entries
  await expect(menu.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Terms & policies' })).toBeVisible();
  await expect(menu.getByRole('button', { name: /Desktop version/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
  // the modal kind opens its dialog
  await menu.getByRole('button', { name: 'Not received a code?' }).click();
  await expect(page.getByRole('heading', { name: 'Not received a code?' })).toBeVisible();
  await page.keyboard.press('Escape');

  // cookie settings store the consent cookie for a year
  await openMenu(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('button', { name: 'Refuse tracking' }).click();
  const consent = (await page.context().cookies()).find((c) => c.name === 'consent');
  expect(consent?.value).toBe('0');
  expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  // signed in, the logged-in-only items appear and the signed-out ones go
  await signIn(page, CUSTOMER.email, CUSTOMER.password);
  await openMenu(page);
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Offers and packages' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Not received a code?' })).toHaveCount(0);
});

test('public pages: contact, legal texts, legacy page modules, not found', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: /Skolefoto/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

  for (const [path, title] of [['/privacy-policy', 'Privacy policy'], ['/terms-of-service', 'Terms of service'], ['/terms-of-purchase', 'Terms of purchase']]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.locator('main p').first()).not.toBeEmpty();
  }

  await page.goto('/pages/1');
  await expect(page.getByRole('region', { name: /carousel|Featured/i }).first()).toBeVisible();
  await expect(page.locator('[data-unknown-module]')).toBeAttached();
  // The page's script snippet ran: it marks the body.
  await expect.poll(() => page.evaluate(() => document.body.dataset.legacyPageScript)).toBe('ran');

  await page.goto('/pages/does-not-exist');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.goto('/no/such/route');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('a support user simulates a customer: red banner and confirmation before adding a code', async ({ page }) => {
  await useEnglish(page);
  await signIn(page, SUPPORT.email, SUPPORT.password);
  await page.goto('/support');
  await page.getByLabel('Customer’s e-mail address').fill('kunde@example.no');
  await page.getByRole('button', { name: 'Simulate customer' }).click();
  await expect(page.getByText('You are simulating Kari Nordmann (kunde@example.no)')).toBeVisible();

  await page.goto('/');
  await page.getByLabel('Code').fill('NOAH2026');
  await page.getByRole('button', { name: 'Add pictures' }).click();
  await expect(page.getByText('Are you sure you want to add the code NOAH2026 to user Kari Nordmann?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Stop simulating' }).click();
  await expect(page.getByText('You are simulating')).toHaveCount(0);
});

test('a visitor’s debug recording is stored, and support find it in the list and replay it', async ({ page, browser }) => {
  await useEnglish(page);
  await page.goto('/debug');
  const started = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/webshop/debug/recordings'));
  await page.getByRole('button', { name: 'Start recording' }).click();
  const { uuid } = (await (await started).json()) as { uuid: string };
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: /Skolefoto/ })).toBeVisible();
  await page.goto('/debug');
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeVisible();

  const support = await browser.newPage();
  await useEnglish(support);
  await signIn(support, SUPPORT.email, SUPPORT.password);
  await support.goto('/support');
  // Newest first: the visitor's recording heads the list, and its Replay opens it.
  const newest = support.getByRole('row').nth(1);
  await expect(newest).toContainText('Visitor without an account');
  await newest.getByRole('button', { name: /Replay/ }).click();
  await expect(support).toHaveURL(new RegExp(`/support/recordings/${uuid}$`));
  await expect(support.getByText(/^Visitor without an account on .*\/debug, \d+ events$/)).toBeVisible();
  await support.getByRole('button', { name: 'Play' }).click();
  await expect(support.getByRole('button', { name: 'Pause' })).toBeVisible();
  // The player rebuilds the recorded document in its frame: the shop's page, by its title.
  await expect.poll(() => support.locator('[data-testid="replayer"] iframe').evaluate((frame) => (frame as HTMLIFrameElement).contentDocument?.title)).toBe('Skolefoto');
  await support.close();
});

test('a page loads the toast renderer only once something shows a toast', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await useEnglish(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Show pictures' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/(Toaster|toastStore)-/.test(path))).toEqual([]);

  // A sign-out that cannot reach the server says so in a toast.
  await signIn(page, CUSTOMER.email, CUSTOMER.password);
  await page.route('**/api/webshop/logout', (route) => route.abort());
  await openMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /network|connection/i })).toBeVisible();
  expect(scripts.some((path) => /\/Toaster-/.test(path))).toBe(true);
});
