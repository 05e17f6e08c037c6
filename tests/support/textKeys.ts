/**
 * What the screens' text tests share: the keys a folder's code asks for (written as
 * 'section.key' where section is one of the namespace's top-level keys), whether a language's
 * texts hold a key (or its plural `_one` form), all keys a language has, and the checks made
 * with them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

export type TextTree = { [key: string]: string | TextTree };

/** The .ts and .tsx files under `dir`, without the i18n folders (the texts themselves). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const QUOTED_KEY = /['"`]([a-zA-Z]+)\.([a-zA-Z_.-]+)['"`]/g;

/** Sorted keys the files ask for whose first part is one of `texts`' sections. */
export function keysAskedFor(files: readonly string[], texts: TextTree, pattern: RegExp = QUOTED_KEY): string[] {
  const sections = new Set(Object.keys(texts));
  const keys = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (sections.has(match[1]!)) keys.add(match[2] ? `${match[1]}.${match[2]}` : match[1]!);
    }
  }
  return [...keys].sort();
}

export function resolves(tree: TextTree, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: string | TextTree | undefined = tree;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  return typeof node[last] === 'string' || typeof node[`${last}_one`] === 'string';
}

export const leafKeys = (tree: TextTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));

/**
 * The checks every namespace's text test makes: the scan found `found.keys` (so it works), every
 * key asked for exists in nb and en (a missing key shows the customer its raw name), and the two
 * languages have the same keys.
 */
export function checkKeysAsked(asked: readonly string[], texts: { nb: TextTree; en: TextTree }, found: { keys: readonly string[]; atLeast?: number }): void {
  it('finds the keys the screens use (the scan works)', () => {
    for (const key of found.keys) expect(asked).toContain(key);
    if (found.atLeast !== undefined) expect(asked.length).toBeGreaterThan(found.atLeast);
  });

  it.each(asked)('%s exists in nb and en', (key) => {
    expect(resolves(texts.nb, key), `nb lacks ${key}`).toBe(true);
    expect(resolves(texts.en, key), `en lacks ${key}`).toBe(true);
  });

  it('nb and en have the same keys', () => {
    expect(leafKeys(texts.en).sort()).toEqual(leafKeys(texts.nb).sort());
  });
}
