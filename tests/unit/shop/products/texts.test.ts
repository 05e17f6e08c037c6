import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/shop/products/i18n/en';
import { nb } from '../../../../src/shop/products/i18n/nb';

const productsResources = { nb, en };

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

/** A plural key (imagesCount_one) is asked for by its base name (imagesCount). */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('product screen texts', () => {
  it('has the same keys in nb and en, none empty', () => {
    const nb = keysOf(productsResources.nb);
    expect(keysOf(productsResources.en as unknown as Tree)).toEqual(nb);
    for (const lang of ['nb', 'en'] as const) {
      for (const key of keysOf(productsResources[lang] as unknown as Tree)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], productsResources[lang]);
        expect(value, `${lang} ${key}`).not.toBe('');
      }
    }
  });

  it('has every key the screens ask for', () => {
    const known = new Set(keysOf(productsResources.nb).map(baseKey));
    const dir = path.resolve('src/shop/products');
    const asked = readdirSync(dir)
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => [...readFileSync(path.join(dir, file), 'utf8').matchAll(/\bt\(\s*['`]([a-zA-Z]+\.[a-zA-Z.]+)['`]/g)].map((m) => m[1]));
    // Keys built from a value: list.cards, list.calendars (t(`list.${type}`)) and the filter labels.
    const built = ['list.cards', 'list.calendars', 'list.photogifts', 'filters.format', 'filters.texts', 'filters.images', 'filters.pages'];
    expect(asked.length).toBeGreaterThan(20);
    for (const key of [...asked, ...built]) expect(known.has(key), key).toBe(true);
  });

  it("keeps the spec's English words", () => {
    expect(productsResources.en.list.subtitle).toBe('Choose template');
    expect(productsResources.en.list.empty).toBe('There are no products available within this category for the selected picture set.');
    expect(productsResources.en.changeSet.title).toBe('Change picture set');
    expect(productsResources.en.prices.priceFrom).toBe('Price from');
    expect(productsResources.en.prices.button).toBe('Prices');
  });
});
