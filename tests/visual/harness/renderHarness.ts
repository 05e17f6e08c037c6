/**
 * Runs in the browser page of the visual tests: renders one part of a fixture template with
 * generated fixture pictures through the real engine (fonts from the bundle, <img> decoding,
 * canvas filters) and hands back the PNG as a data URL.
 */
import Konva from 'konva';
import { parseTemplate } from '../../../src/engine/model/parse';
import type { UserResources } from '../../../src/engine/model/resources';
import { browserAssets } from '../../../src/engine/render/browserAssets';
import { renderPart } from '../../../src/engine/render/renderPart';
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
