import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { card, RENDER_CASES } from './harness/cases';
import type { HarnessCase } from './harness/renderHarness';
import { compareWithBaseline } from './baselines';

/**
 * The engine's renderer in Chromium: fixture templates with generated pictures, each compared
 * with its baseline. The harness bundle is injected into about:blank, so only the engine runs.
 */
const HARNESS = path.resolve('test-results/visual-harness/render-harness.js');

test.beforeAll(() => {
  execFileSync('npx', ['vite', 'build', '--config', 'tests/visual/harness/vite.config.ts'], { stdio: 'inherit' });
});

async function renderInPage(page: Page, testCase: HarnessCase) {
  await page.goto('about:blank');
  await page.addScriptTag({ content: readFileSync(HARNESS, 'utf8') });
  return page.evaluate(
    (c) => (window as unknown as { RenderHarness: typeof import('./harness/renderHarness') }).RenderHarness.render(c),
    testCase,
  );
}

for (const [name, testCase] of Object.entries(RENDER_CASES)) {
  test(`renders ${name} like its baseline`, async ({ page }) => {
    const result = await renderInPage(page, testCase);
    expect(result.failedImages).toEqual([]);
    const png = Buffer.from(result.png.replace(/^data:image\/png;base64,/, ''), 'base64');
    const comparison = compareWithBaseline(name, png);
    expect(['match', 'written'], comparison.message).toContain(comparison.status);
  });
}

test('a text too long for its slot is shrunk to the smallest size and flagged', async ({ page }) => {
  const long = 'Hei '.repeat(200);
  const result = await renderInPage(page, card({}, { greeting: { text: long } }));
  expect(result.overflowingTexts).toEqual(['greeting']);
});
