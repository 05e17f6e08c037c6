import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '../../../../src/engine/model/fonts';
import { ALL_FONT_FILES, availableWeight, FONT_PACKAGES, fontFilesOf } from '../../../../src/engine/render/fontTable';

const require = createRequire(import.meta.url);

describe('font table', () => {
  it('has a package for each of the 15 families of spec 2 §9', () => {
    expect(FONT_FAMILIES).toHaveLength(15);
    expect(Object.keys(FONT_PACKAGES).sort()).toEqual([...FONT_FAMILIES].sort());
  });

  it('points only at files the installed packages ship (resolvable the way Node will register them)', () => {
    expect(ALL_FONT_FILES.length).toBeGreaterThanOrEqual(15 * 2 - 1);
    for (const file of ALL_FONT_FILES) {
      const path = require.resolve(file.packageFile);
      expect(existsSync(path), file.packageFile).toBe(true);
    }
  });

  it('lists latin and latin-ext with their own unicode ranges, and every bold the packages ship', () => {
    for (const family of FONT_FAMILIES) {
      const { slug, weights, subsets } = FONT_PACKAGES[family];
      const metadata = require(`@fontsource/${slug}/metadata.json`) as { family: string; weights: number[]; subsets: string[] };
      expect(metadata.family).toBe(family);
      expect(weights.includes(700)).toBe(metadata.weights.includes(700));
      expect([...subsets].sort()).toEqual(['latin', 'latin-ext'].filter((s) => metadata.subsets.includes(s)));
      const unicode = require(`@fontsource/${slug}/unicode.json`) as Record<string, string>;
      for (const file of fontFilesOf(family, 400)) expect(file.unicodeRange).toBe(unicode[file.subset]);
    }
  });

  it('falls back to the regular cut where a family has no bold', () => {
    expect(availableWeight('Pacifico', 700)).toBe(400);
    expect(fontFilesOf('Pacifico', 700).map((f) => f.packageFile)).toEqual([
      '@fontsource/pacifico/files/pacifico-latin-400-normal.woff2',
      '@fontsource/pacifico/files/pacifico-latin-ext-400-normal.woff2',
    ]);
    expect(availableWeight('Roboto', 700)).toBe(700);
    expect(fontFilesOf('Roboto', 700).every((f) => f.packageFile.endsWith('-700-normal.woff2'))).toBe(true);
  });

  it('gives files a canvas can register and draw with (each family measures unlike a fallback)', () => {
    const context = createCanvas(10, 10).getContext('2d');
    context.font = '40px "NoSuchFamily", sans-serif';
    const fallback = context.measureText('Skolefoto Åse 2028').width;
    for (const family of FONT_FAMILIES) {
      for (const file of fontFilesOf(family, 400)) GlobalFonts.registerFromPath(require.resolve(file.packageFile), `Test ${family}`);
      context.font = `40px "Test ${family}"`;
      expect(context.measureText('Skolefoto Åse 2028').width, family).not.toBeCloseTo(fallback, 1);
    }
  });
});
