/**
 * The fixture pictures for Node tests and benchmarks: drawn on @napi-rs/canvas with the same
 * calls the browser harness makes, behind Node render assets and picture sources.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { parseTemplate } from '../../../src/engine/model/parse';
import type { Template } from '../../../src/engine/model/template';
import type { LoadedImage } from '../../../src/engine/render/images';
import { createNodeAssets } from '../../../src/engine/render/nodeBackend';
import type { RenderAssets } from '../../../src/engine/render/renderPart';
import { FIXTURE_PICTURES, fixtureSources, type FixturePictureName } from './fixturePictures';

export async function nodeFixtureImage(name: FixturePictureName): Promise<LoadedImage> {
  const { width, height, draw } = FIXTURE_PICTURES[name];
  const canvas = createCanvas(width, height);
  draw(canvas.getContext('2d') as unknown as CanvasRenderingContext2D, width, height);
  return (await loadImage(canvas.toBuffer('image/png'))) as unknown as LoadedImage;
}

/** Fresh Node assets whose loader draws the fixture pictures (fixture names are the URLs). */
export const nodeFixtureAssets = (): RenderAssets => createNodeAssets((url) => nodeFixtureImage(url as FixturePictureName));

export const nodeFixtureSources = fixtureSources((name) => name);

export function parsedTemplate(input: unknown): Template {
  const parsed = parseTemplate(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
