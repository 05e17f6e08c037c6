import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { HarnessCase } from './harness/renderHarness';
import { compareWithBaseline } from './baselines';

/**
 * The engine's renderer in Chromium: fixture templates with generated pictures, each compared
 * with its baseline. The harness bundle is injected into about:blank, so only the engine runs.
 */
const HARNESS = path.resolve('test-results/visual-harness/render-harness.js');
const PORTRAIT = '00000000-0000-4000-8000-000000000001';
const GROUP = '00000000-0000-4000-8000-000000000002';
const BEACH = '00000000-0000-4000-8000-000000000003';

const template = (name: string): unknown => JSON.parse(readFileSync(`tests/fixtures/templates/${name}.json`, 'utf8'));

const portrait = { pictureUuid: PORTRAIT, sourceWidth: 600, sourceHeight: 900, cropRect: null, rotation: 0 as const };
const groupPicture = { pictureUuid: GROUP, sourceWidth: 900, sourceHeight: 600, cropRect: null, rotation: 0 as const };

const card = (images: HarnessCase['resources']['images'], texts: HarnessCase['resources']['texts'] = {}, extra: Partial<HarnessCase> = {}): HarnessCase => ({
  template: template('card-15x15'),
  resources: { images, texts },
  year: 2028,
  lang: 'nb',
  subjectName: 'Ola Nordmann',
  scale: 3,
  ...extra,
});

const CASES: Record<string, HarnessCase> = {
  'render-card-15x15': card({ portrait, class: groupPicture }),
  'render-card-empty-with-guides': card({}, {}, { guides: { bleed: true, safeArea: true } }),
  'render-bw': card({ portrait: { ...portrait, overrideEffect: 'bw' }, class: groupPicture }),
  'render-sepia': card({ portrait: { ...portrait, overrideEffect: 'sepia' }, class: { ...groupPicture, overrideEffect: 'sepia' } }),
  'render-green-screen': card({ portrait: { ...portrait, background: { uuid: BEACH } } }),
  'render-rotated-crop': card({ portrait: { ...portrait, rotation: 90 } }),
  'render-zoomed-crop': card({ portrait: { ...portrait, cropRect: { x: 200, y: 180, width: 200, height: 200 * (95 / 70) } } }),
  'render-text-shrinks': card({ portrait }, {
    greeting: { text: 'Tusen takk for et fantastisk skoleår med mange gode minner, turer og vennskap! Hilsen hele klassen' },
  }),
  'render-calendar-20x30': {
    template: template('calendar-20x30'),
    resources: { images: { 'photo-january': { ...groupPicture } }, texts: {} },
    year: 2028,
    lang: 'nb',
    subjectName: 'Ola Nordmann',
    scale: 2,
  },
};

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

for (const [name, testCase] of Object.entries(CASES)) {
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
