/**
 * Accessibility of the shop's main routes with axe-core (WCAG 2.1 A and AA rules): no serious or
 * critical violation on the front page, the cart (the demo customer signed in, one cart line)
 * and the checkout once it is built, on a phone and on a desktop screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ensureCartLine, signInDemoCustomer } from '../../bench/web/demoCart';
import { isBuilt, SHOP_ROUTES } from '../../bench/web/routes';
import { baseUrl } from '../e2e/support';

const VIEWPORTS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Waits until the route shows its content: the app's and the page's spinners gone, no request open. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.locator('.chakra-spinner')).toHaveCount(0);
}

/** Serious and critical violations fail the test; lesser ones are listed in the report as annotations. */
async function blockingViolations(page: Page) {
  const { violations, passes } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // An empty page would pass every rule: make sure axe looked at real content.
  expect(passes.length).toBeGreaterThan(10);
  const describe = (v: (typeof violations)[number]) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`;
  for (const v of violations.filter((v) => !BLOCKING.has(v.impact ?? ''))) test.info().annotations.push({ type: 'axe', description: describe(v) });
  return violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.use.viewport.width}x${viewport.use.viewport.height}`, () => {
    test.use(viewport.use);

    for (const route of SHOP_ROUTES) {
      test(`${route.name} (${route.path}) has no serious or critical axe violation`, async ({ page }) => {
        test.skip(!isBuilt(route), `${route.path} is not built yet`);
        if (route.signedIn) {
          const cookie = await signInDemoCustomer(baseUrl());
          await ensureCartLine(baseUrl(), cookie);
          const pairs = cookie.split('; ').map((pair) => pair.split('='));
          await page.context().addCookies(pairs.map(([name, value]) => ({ name, value, url: baseUrl() })));
        }
        await page.goto(route.path);
        await settled(page);
        expect(new URL(page.url()).pathname).toBe(route.path);
        await page.screenshot({ path: test.info().outputPath(`${viewport.name}.png`), fullPage: true });
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  });
}
