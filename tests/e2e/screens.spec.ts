import { expect, test, type Page } from '@playwright/test';
import { signIn, useEnglish } from './support';

/**
 * Every screen at phone and desktop size: nothing may overflow sideways or log an error, and the
 * screenshots land in test-results/screens for a person to look at.
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
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows sideways at ${size}`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/${name}-${size}.png`, fullPage: true });
}

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
