/**
 * What the screens' text tests share: the keys a folder's code asks for (written as
 * 'section.key' where section is one of the namespace's top-level keys), whether a language's
 * texts hold a key (or its plural `_one` form), and all keys a language has.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
