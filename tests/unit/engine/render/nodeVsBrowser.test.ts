import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../../../src/engine/model/parse';
import type { LoadedImage } from '../../../../src/engine/render/images';
import { createNodeAssets } from '../../../../src/engine/render/nodeBackend';
import { renderPart } from '../../../../src/engine/render/renderPart';
import { RENDER_CASES } from '../../../visual/harness/cases';
import { FIXTURE_PICTURES, fixtureSources, type FixturePictureName } from '../../../visual/harness/fixturePictures';

/**
 * The Node renderer (@napi-rs/canvas) against Chromium's baselines of the same instances.
 * Both draw with Skia and the same font files; they may still anti-alias glyph and curve edges
 * a little differently, so a pixel counts as different past pixelmatch's colour threshold 0.1
 * and up to 0.5 % of the pixels may differ (text edges differ on about 0.1 %). A wrong crop,
 * effect, colour or line break moves far more.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.005;

async function fixtureImage(name: FixturePictureName): Promise<LoadedImage> {
  const { width, height, draw } = FIXTURE_PICTURES[name];
  const canvas = createCanvas(width, height);
  draw(canvas.getContext('2d') as unknown as CanvasRenderingContext2D, width, height);
  return (await loadImage(canvas.toBuffer('image/png'))) as unknown as LoadedImage;
}

const assets = createNodeAssets((url) => fixtureImage(url as FixturePictureName));
const sources = fixtureSources((name) => name);

describe('Node render against the Chromium baselines', () => {
  for (const [name, testCase] of Object.entries(RENDER_CASES)) {
    it(`${name} matches`, async () => {
      const parsed = parseTemplate(testCase.template);
      if (!parsed.ok) throw new Error(parsed.error);
      const render = await renderPart({ ...testCase, template: parsed.value, part: parsed.value.parts[testCase.partIndex ?? 0], sources, assets });
      const width = Math.round(render.size.width);
      const height = Math.round(render.size.height);
      const canvas = render.group.toCanvas({ x: 0, y: 0, width, height, pixelRatio: 1 });
      const actual = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
      const baseline = PNG.sync.read(readFileSync(`visual-baselines/${name}.png`));
      expect([baseline.width, baseline.height]).toEqual([width, height]);
      const differing = pixelmatch(baseline.data, actual, undefined, width, height, { threshold: PIXEL_THRESHOLD });
      expect(differing / (width * height), `${differing} px differ`).toBeLessThanOrEqual(MAX_DIFF_RATIO);
    });
  }
});
