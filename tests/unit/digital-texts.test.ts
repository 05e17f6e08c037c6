/** The digital portraits screens' texts: every key they ask for exists in nb and en, both languages have the same keys, the spec's English words are kept. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/shop/digital/i18n/en';
import { nb } from '../../src/shop/digital/i18n/nb';

type Tree = { [key: string]: string | Tree };

const FOLDER = 'src/shop/digital';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function keysAskedFor(): string[] {
  const sections = new Set(Object.keys(nb));
  const keys = new Set<string>();
  for (const file of sourceFiles(FOLDER)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/t\('([a-zA-Z]+)(?:\.([a-zA-Z_.-]+))?'/g)) {
      if (sections.has(match[1]!)) keys.add(match[2] ? `${match[1]}.${match[2]}` : match[1]!);
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

describe('digital texts', () => {
  // Section titles are asked for by type: groups.IP, groups.SFP, groups.GP, groups.IPSFP.
  const asked = [...keysAskedFor(), ...['IP', 'SFP', 'GP', 'IPSFP'].map((k) => `groups.${k}`)];

  it('finds the keys the screens use (the scan works)', () => {
    expect(asked).toContain('buttons.buyPicture');
    expect(asked.length).toBeGreaterThan(25);
  });

  it.each(asked)('%s exists in nb and en', (key) => {
    expect(resolves(nb as Tree, key), `nb lacks ${key}`).toBe(true);
    expect(resolves(en as Tree, key), `en lacks ${key}`).toBe(true);
  });

  it('nb and en have the same keys', () => {
    expect(leafKeys(en as Tree).sort()).toEqual(leafKeys(nb as Tree).sort());
  });

  it('keeps the spec English words', () => {
    expect(en.groups).toEqual({ IP: 'Individual pictures', SFP: 'Sibling & friends pictures', GP: 'Group pictures', IPSFP: 'Individual and friend pictures' });
    expect(en.buttons).toMatchObject({ buySet: 'Buy set', removeFromCart: 'Remove from cart', buyPicture: 'Buy digital picture', setInCart: 'Picture set in cart' });
    expect(en.list).toMatchObject({ offer: 'Digital portrait set', buySet: 'Buy portrait set', viewPictures: 'View pictures', choosePictures: 'Choose pictures' });
    expect(en.price).toMatchObject({ price: 'Price: {{price}}', justNow: 'Just now: {{price}}' });
  });
});
