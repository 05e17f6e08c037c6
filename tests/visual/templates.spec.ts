import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { LocalizedText } from '../../src/engine/model';
import { DEMO_TEMPLATES } from '../../src/server/db/seed/templates';
import { compareWithBaseline } from './baselines';

/**
 * The first part of every demo template as the template lab draws it, compared with
 * visual-baselines/template-<name>.png. Everything that could move a pixel is fixed: the demo
 * pupil's pictures (made once by the seed), year 2028, Norwegian texts, a 480 px box and device
 * scale factor 1. The pixels are read from the drawing's own canvas, so the page around it
 * does not matter.
 */
const YEAR = 2028;
const BOX = 480;

/** visual-baselines/template-<the English name in lower case, words joined by ->.png */
const baselineName = (name: LocalizedText): string =>
  `template-${(name.en ?? name.nb)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** The current (highest) version of each demo template: the one the lab lists. */
const currentTemplates = [
  ...DEMO_TEMPLATES.reduce((current, { template }) => {
    const seen = current.get(template.uuid);
    if (!seen || seen.version < template.version) current.set(template.uuid, template);
    return current;
  }, new Map<string, (typeof DEMO_TEMPLATES)[number]['template']>()).values(),
];

let context: BrowserContext;
let page: Page;
let pageErrors: string[] = [];

// One signed-in page for the whole file: a sign-in per template would run into the login rate limit.
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'nb-NO' });
  const login = await context.request.post('/api/webshop/login', { data: { username: 'support@example.no', password: 'support1234' } });
  expect(login.status()).toBe(200);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});
test.afterEach(() => {
  const errors = pageErrors;
  pageErrors = [];
  expect(errors).toEqual([]);
});
test.afterAll(async () => {
  await context.close();
});

test('every demo template has its own baseline name', () => {
  const names = currentTemplates.map((t) => baselineName(t.name));
  expect(new Set(names).size).toBe(names.length);
});

for (const template of currentTemplates) {
  const name = baselineName(template.name);
  test(`the first part of ${name.slice('template-'.length)} looks like its baseline`, async () => {
    await page.goto(`/support/template-lab?template=${template.uuid}&year=${YEAR}&lang=nb&size=${BOX}`);
    const part = page.getByTestId('lab-part').first();
    await expect(part.locator('[data-render-state="ready"]')).toBeVisible({ timeout: 30_000 });
    // Every picture and every piece of artwork arrived (the lab names the ones that did not).
    await expect(part.getByText(/kunne ikke lastes/)).toHaveCount(0);
    const dataUrl = await part
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'));
    const comparison = compareWithBaseline(name, Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(['match', 'written'], comparison.message).toContain(comparison.status);
  });
}
