/**
 * Every text key the editor's code asks for exists in Norwegian and English, and the two
 * languages have the same keys: a missing key shows the customer its raw name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/editor/i18n/en';
import { nb } from '../../../../src/editor/i18n/nb';

type Tree = { [key: string]: string | Tree };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Keys the code names: quoted 'section.key' strings whose section is one of the editor's (this
 * also finds keys chosen by a condition); keys built at run time (`text.alignments.${a}`) are left out.
 */
function keysAskedFor(): string[] {
  const sections = new Set(Object.keys(nb));
  const keys = new Set<string>();
  for (const file of sourceFiles('src/editor')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.([a-zA-Z_.]+)['"`]/g)) {
      if (sections.has(match[1])) keys.add(`${match[1]}.${match[2]}`);
    }
  }
  return [...keys].sort();
}

/** A key as the translator resolves it: plain, or through its plural forms. */
function resolves(tree: Tree, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: string | Tree | undefined = tree;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  return typeof node[last] === 'string' || typeof node[`${last}_one`] === 'string';
}

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));
}

describe('editor texts', () => {
  const asked = keysAskedFor();

  it('finds the keys the views use (the scan works)', () => {
    expect(asked).toContain('text.enterText');
    expect(asked).toContain('select.chooseImage');
    expect(asked.length).toBeGreaterThan(100);
  });

  it.each(asked)('%s exists in nb and en', (key) => {
    expect(resolves(nb as Tree, key), `nb lacks ${key}`).toBe(true);
    expect(resolves(en as Tree, key), `en lacks ${key}`).toBe(true);
  });

  it('nb and en have the same keys', () => {
    expect(leafKeys(en as Tree).sort()).toEqual(leafKeys(nb as Tree).sort());
  });

  it('keeps the spec’s words', () => {
    expect(en.preview.title).toBe('Preview');
    expect(nb.preview.title).toBe('Forhåndsvisning');
    expect(en.select.chooseImage).toBe('Choose image');
    expect(en.select.chooseText).toBe('Choose text');
  });
});
