import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect, test, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { exportPartPng, exportPrintPdf } from '../../src/engine/export';
import type { RasterArea, RasterTarget } from '../../src/engine/export/rasterSize';
import { everyPagePicture, thirteenPartCalendar } from './harness/calendars';
import { RENDER_CASES } from './harness/cases';
import { FIXTURE_UUIDS } from './harness/fixturePictures';
import { nodeFixtureAssets, nodeFixtureSources, parsedTemplate } from './harness/nodeFixtures';
import { readPdf, type PdfPageContent } from './harness/pdfPages';
import type { HarnessCase } from './harness/renderHarness';

/**
 * The export in Chromium (the harness bundle in about:blank) against the same export in Node
 * (Konva on @napi-rs/canvas): PNGs, and the page rasters and layout of print PDFs.
 *
 * Thresholds: pixelmatch's colour threshold 0.1 and at most 0.5 % of pixels beyond it, as the
 * Node-against-browser render test: both draw with Skia and the same font files but anti-alias
 * glyph and curve edges a little differently. Measured: 0.01-0.04 % of the PNGs' pixels, 0.12 %
 * of a 320 px thumbnail (where text edges are a larger share). The PDF rasters are JPEGs from
 * two encoders (Chromium's and Skia's in @napi-rs/canvas) at the same quality; their block
 * noise stays under the 0.1 colour threshold almost everywhere (0.04-0.08 % of the pages'
 * pixels differ), so the same 0.5 % holds with room. A wrong crop, turn, effect, colour or
 * line break moves far more pixels than that.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.005;
const HARNESS = path.resolve('test-results/visual-harness/render-harness.js');
const createdAt = '2028-11-02T10:00:00.000Z';
const assets = nodeFixtureAssets();

type Harness = typeof import('./harness/renderHarness');

test.beforeAll(() => {
  execFileSync('npx', ['vite', 'build', '--config', 'tests/visual/harness/vite.config.ts'], { stdio: 'inherit' });
});

async function openHarness(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.addScriptTag({ content: readFileSync(HARNESS, 'utf8') });
}

const browserPng = (page: Page, testCase: HarnessCase, target: RasterTarget, area: RasterArea) =>
  page.evaluate(([c, t, a]) => (window as unknown as { RenderHarness: Harness }).RenderHarness.exportPng(c, t, a), [testCase, target, area] as const);

const browserPdf = (page: Page, testCase: HarnessCase) =>
  page.evaluate(([c, at]) => (window as unknown as { RenderHarness: Harness }).RenderHarness.exportPdf(c, at), [testCase, createdAt] as const);

function nodeOptions(testCase: HarnessCase) {
  const template = parsedTemplate(testCase.template);
  return { ...testCase, template, sources: nodeFixtureSources, assets };
}

/** RGBA pixels of encoded PNG or JPEG bytes. */
async function pixelsOf(bytes: Uint8Array): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data };
}

async function expectAgreement(label: string, browserBytes: Uint8Array, nodeBytes: Uint8Array): Promise<void> {
  const [browser, node] = await Promise.all([pixelsOf(browserBytes), pixelsOf(nodeBytes)]);
  expect([browser.width, browser.height], `${label}: size`).toEqual([node.width, node.height]);
  const differing = pixelmatch(browser.data, node.data, undefined, node.width, node.height, { threshold: PIXEL_THRESHOLD });
  const ratio = differing / (node.width * node.height);
  expect(ratio, `${label}: ${differing} px differ`).toBeLessThanOrEqual(MAX_DIFF_RATIO);
}

const PNG_CASES: { name: string; testCase: HarnessCase; target: RasterTarget; area: RasterArea }[] = [
  { name: 'card at 300 DPI with bleed', testCase: RENDER_CASES['render-card-15x15'], target: { dpi: 300 }, area: 'bleed' },
  { name: 'sepia card thumbnail 320 px', testCase: RENDER_CASES['render-sepia'], target: { width: 320 }, area: 'trim' },
  { name: 'green-screen card at 1080 px', testCase: RENDER_CASES['render-green-screen'], target: { width: 1080 }, area: 'trim' },
  { name: 'turned crop at 150 DPI', testCase: RENDER_CASES['render-rotated-crop'], target: { dpi: 150 }, area: 'bleed' },
  { name: 'calendar page at 600 px', testCase: RENDER_CASES['render-calendar-20x30'], target: { width: 600 }, area: 'trim' },
];

for (const { name, testCase, target, area } of PNG_CASES) {
  test(`PNG export agrees between Chromium and Node: ${name}`, async ({ page }) => {
    await openHarness(page);
    const browserBytes = Buffer.from(await browserPng(page, testCase, target, area), 'base64');
    const nodeBytes = await exportPartPng({ ...nodeOptions(testCase), part: nodeOptions(testCase).template.parts[0], target, area });
    expect(PNG.sync.read(browserBytes).width).toBe('width' in target ? target.width : PNG.sync.read(Buffer.from(nodeBytes)).width);
    await expectAgreement(name, browserBytes, nodeBytes);
  });
}

/** The page layout without the raster bytes, rounded to a thousandth of a point. */
const layoutOf = (page: PdfPageContent) =>
  JSON.parse(JSON.stringify({ ...page, images: page.images.map(({ bytes: _bytes, ...rest }) => rest) }, (_key, value) => (typeof value === 'number' ? Math.round(value * 1000) / 1000 : value)));

async function expectPdfAgreement(page: Page, testCase: HarnessCase, pages: number): Promise<void> {
  await openHarness(page);
  const browserBytes = Buffer.from(await browserPdf(page, testCase), 'base64');
  const nodeBytes = await exportPrintPdf({ ...nodeOptions(testCase), createdAt: new Date(createdAt) });
  const [browser, node] = await Promise.all([readPdf(browserBytes), readPdf(nodeBytes)]);
  expect(browser.pages).toHaveLength(pages);
  expect(node.pages).toHaveLength(pages);
  expect(browser.document.getTitle()).toBe(node.document.getTitle());
  for (let i = 0; i < pages; i++) {
    expect(layoutOf(browser.pages[i]), `page ${i + 1} layout`).toEqual(layoutOf(node.pages[i]));
    await expectAgreement(`page ${i + 1} raster`, browser.pages[i].images[0].bytes, node.pages[i].images[0].bytes);
  }
}

test('print PDF agrees between Chromium and Node: 15x15 card', async ({ page }) => {
  await expectPdfAgreement(page, RENDER_CASES['render-card-15x15'], 1);
});

test('print PDF agrees between Chromium and Node: 13-part calendar with a turned page', async ({ page }) => {
  test.setTimeout(240_000);
  const groupPicture = { pictureUuid: FIXTURE_UUIDS.group, sourceWidth: 900, sourceHeight: 600, cropRect: null, rotation: 0 as const };
  const testCase: HarnessCase = {
    template: thirteenPartCalendar({ march: 90 }),
    resources: everyPagePicture(groupPicture) as HarnessCase['resources'],
    year: 2028,
    lang: 'nb',
    subjectName: 'Ola Nordmann',
    scale: 1,
  };
  await expectPdfAgreement(page, testCase, 13);
});
