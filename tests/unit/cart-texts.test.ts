/**
 * Every text key the cart page's additions, the upsell pop-ups and the catalogue offer ask for
 * exists in Norwegian and English, and the two languages have the same keys.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/shop/cart/i18n/en';
import { nb } from '../../src/shop/cart/i18n/nb';

type Tree = { [key: string]: string | Tree };

const FOLDERS = ['src/shop/cart', 'src/shop/upsell', 'src/shop/catalogues'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Quoted 'section.key' strings whose section is one of this namespace's. */
function keysAskedFor(): string[] {
  const sections = new Set(Object.keys(nb));
  const keys = new Set<string>();
  for (const file of FOLDERS.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.([a-zA-Z_.]+)['"`]/g)) {
      if (sections.has(match[1])) keys.add(`${match[1]}.${match[2]}`);
    }
  }
  return [...keys].sort();
}

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

describe('cart, upsell and catalogue texts', () => {
  const asked = keysAskedFor();

  it('finds the keys the screens use (the scan works)', () => {
    expect(asked).toContain('page.checkout');
    expect(asked).toContain('upsell.offerSaving');
    expect(asked).toContain('catalogues.nothingChosen');
  });

  it.each(asked)('%s exists in nb and en', (key) => {
    expect(resolves(nb as Tree, key), `nb lacks ${key}`).toBe(true);
    expect(resolves(en as Tree, key), `en lacks ${key}`).toBe(true);
  });

  it('nb and en have the same keys', () => {
    expect(leafKeys(en as Tree).sort()).toEqual(leafKeys(nb as Tree).sort());
  });

  it('keeps the spec’s words', () => {
    expect(en.upsell.catalogueTitle).toBe("Don't forget the catalogue");
    expect(en.upsell.offerTitle).toBe('Special offer');
    expect(en.upsell.offerLink).toBe('Check out offer');
    expect(en.page.catalogue).toBe('Catalogue');
    expect(en.page.addMore).toBe('Add more');
    expect(en.page.checkout).toBe('Checkout');
    expect(en.catalogues.noThanks).toBe('No thanks');
    expect(en.catalogues.add).toBe('Add to cart');
    expect(en.catalogues.nothingChosen).toBe('You need to select how many cataloges you would like before clicking Add to shopping cart');
  });
});
