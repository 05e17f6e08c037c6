/**
 * Runs in the browser page of the visual tests: renders one part of a fixture template with
 * generated fixture pictures through the real engine (fonts from the bundle, <img> decoding,
 * canvas filters) and hands back the PNG as a data URL.
 */
import Konva from 'konva';
import { exportPartPng } from '../../../src/engine/export/png';
import { exportPrintPdf, printRaster } from '../../../src/engine/export/pdf';
import type { RasterArea, RasterTarget } from '../../../src/engine/export/rasterSize';
import { parseTemplate } from '../../../src/engine/model/parse';
import type { UserResources } from '../../../src/engine/model/resources';
import { browserAssets } from '../../../src/engine/render/browserAssets';
import { renderPart, type PictureSources } from '../../../src/engine/render/renderPart';
import type { GuideOptions } from '../../../src/engine/render/guides';
import { FIXTURE_PICTURE_NAMES, FIXTURE_PICTURES, fixtureSources, type FixturePictureName } from './fixturePictures';

export interface HarnessCase {
  template: unknown;
  partIndex?: number;
  resources: UserResources;
  year: number;
  lang: 'nb' | 'en';
  subjectName: string;
  /** Pixels per mm. */
  scale: number;
  guides?: GuideOptions;
  /**
   * Pictures from this URL instead of the drawn fixtures (benchmarks serve demo photos there):
   * <base>/pictures/<uuid>, /foregrounds/<uuid>, /backgrounds/<uuid>, /art/<src>.
   */
  pictureBase?: string;
}

let pictures: Record<string, string> | undefined;

function drawnPicture(name: FixturePictureName): string {
  const { width, height, draw } = FIXTURE_PICTURES[name];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d')!, width, height);
  return canvas.toDataURL('image/png');
}

/** Fixture pictures as data URLs, drawn once per page. */
const sources = fixtureSources((name) => {
  pictures ??= Object.fromEntries(FIXTURE_PICTURE_NAMES.map((n) => [n, drawnPicture(n)]));
  return pictures[name];
});

const servedSources = (base: string): PictureSources => ({
  picture: (uuid) => `${base}/pictures/${uuid}`,
  foreground: (uuid) => `${base}/foregrounds/${uuid}`,
  background: (uuid) => `${base}/backgrounds/${uuid}`,
  art: (src) => `${base}/art/${src}`,
});

function parsedCase(testCase: HarnessCase) {
  const parsed = parseTemplate(testCase.template);
  if (!parsed.ok) throw new Error(parsed.error);
  const caseSources = testCase.pictureBase ? servedSources(testCase.pictureBase) : sources;
  return { ...testCase, template: parsed.value, sources: caseSources, assets: browserAssets() };
}

/** Bytes as base64: page.evaluate hands strings back, not typed arrays. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The export's PNG of the case's part, as base64. */
export async function exportPng(testCase: HarnessCase, target: RasterTarget, area: RasterArea = 'bleed'): Promise<string> {
  const options = parsedCase(testCase);
  return base64(await exportPartPng({ ...options, part: options.template.parts[testCase.partIndex ?? 0], target, area }));
}

/** The export's print PDF of every part of the case's template, as base64. */
export async function exportPdf(testCase: HarnessCase, createdAt: string): Promise<string> {
  return base64(await exportPrintPdf({ ...parsedCase(testCase), createdAt: new Date(createdAt) }));
}

/** What a benchmark times: a PNG of the case's part, the PDF's print raster of it, or the whole print PDF. */
export type TimedExport = { png: RasterTarget; area: RasterArea } | { printRaster: true } | { pdf: true };

/** Milliseconds of each export, by round then case (benchmarks; the first round loads and decodes). */
export async function timeExports(cases: HarnessCase[], what: TimedExport, rounds: number): Promise<number[][]> {
  const prepared = cases.map(parsedCase);
  const times: number[][] = [];
  for (let round = 0; round < rounds; round++) {
    const row: number[] = [];
    for (const [i, options] of prepared.entries()) {
      const part = options.template.parts[cases[i].partIndex ?? 0];
      const start = performance.now();
      if ('png' in what) await exportPartPng({ ...options, part, target: what.png, area: what.area });
      else if ('printRaster' in what) await printRaster(options, part);
      else await exportPrintPdf(options);
      row.push(performance.now() - start);
    }
    times.push(row);
  }
  return times;
}

export async function render(testCase: HarnessCase): Promise<{ png: string; overflowingTexts: string[]; failedImages: string[] }> {
  const parsed = parseTemplate(testCase.template);
  if (!parsed.ok) throw new Error(parsed.error);
  const template = parsed.value;
  const part = template.parts[testCase.partIndex ?? 0];
  const result = await renderPart({ ...testCase, template, part, sources, assets: browserAssets() });
  const container = document.createElement('div');
  document.body.append(container);
  const stage = new Konva.Stage({ container, width: Math.round(result.size.width), height: Math.round(result.size.height) });
  const layer = new Konva.Layer({ listening: false });
  stage.add(layer);
  layer.add(result.group);
  layer.draw();
  const png = stage.toDataURL({ pixelRatio: 1 });
  stage.destroy();
  container.remove();
  return { png, overflowingTexts: result.overflowingTexts, failedImages: result.failedImages };
}
