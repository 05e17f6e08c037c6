import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Pixel baselines for Chromium at device scale factor 1 (visual-baselines/<name>.png).
 * `UPDATE_BASELINES=1` rewrites them; a mismatch leaves <name>-actual.png and <name>-diff.png
 * in test-results/visual for a person to look at.
 */
const BASELINE_DIR = path.resolve('visual-baselines');
const RESULT_DIR = path.resolve('test-results/visual');

/** pixelmatch's per-pixel colour distance (0-1): anti-aliasing noise passes, a colour change does not. */
export const PIXEL_THRESHOLD = 0.1;
/** Share of pixels allowed to differ beyond that: a glyph's edge may move, a layout may not. */
export const MAX_DIFF_RATIO = 0.001;

export interface BaselineResult {
  status: 'written' | 'match' | 'mismatch' | 'missing';
  diffPixels: number;
  message: string;
}

export function compareWithBaseline(name: string, actualPng: Buffer): BaselineResult {
  const baselinePath = path.join(BASELINE_DIR, `${name}.png`);
  if (process.env.UPDATE_BASELINES === '1') {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselinePath, actualPng);
    return { status: 'written', diffPixels: 0, message: `wrote ${baselinePath}` };
  }
  mkdirSync(RESULT_DIR, { recursive: true });
  const actualPath = path.join(RESULT_DIR, `${name}-actual.png`);
  if (!existsSync(baselinePath)) {
    writeFileSync(actualPath, actualPng);
    return { status: 'missing', diffPixels: 0, message: `no baseline ${baselinePath}; actual in ${actualPath} (UPDATE_BASELINES=1 writes it)` };
  }
  const actual = PNG.sync.read(actualPng);
  const expected = PNG.sync.read(readFileSync(baselinePath));
  if (actual.width !== expected.width || actual.height !== expected.height) {
    writeFileSync(actualPath, actualPng);
    return {
      status: 'mismatch',
      diffPixels: actual.width * actual.height,
      message: `${name}: size ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height}; actual in ${actualPath}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const diffPixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  if (diffPixels <= actual.width * actual.height * MAX_DIFF_RATIO) return { status: 'match', diffPixels, message: `${name}: ${diffPixels} px differ` };
  const diffPath = path.join(RESULT_DIR, `${name}-diff.png`);
  writeFileSync(actualPath, actualPng);
  writeFileSync(diffPath, PNG.sync.write(diff));
  return { status: 'mismatch', diffPixels, message: `${name}: ${diffPixels} px differ; see ${actualPath} and ${diffPath}` };
}
