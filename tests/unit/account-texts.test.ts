/** Every text key the account screens ask for exists in nb and en, and the two have the same keys. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/shop/account/i18n/en';
import { nb } from '../../src/shop/account/i18n/nb';

type Tree = { [key: string]: string | Tree };

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
  for (const file of sourceFiles('src/shop/account')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.([a-zA-Z_.-]+)['"`]/g)) {
      if (sections.has(match[1]!)) keys.add(`${match[1]}.${match[2]}`);
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

const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));

describe('account texts', () => {
  const asked = keysAskedFor();

  it('finds the keys the screens use (the scan works)', () => {
    expect(asked).toContain('orders.loadingDetails');
    expect(asked.length).toBeGreaterThan(40);
  });

  it.each(asked)('%s exists in nb and en', (key) => {
    expect(resolves(nb as Tree, key), `nb lacks ${key}`).toBe(true);
    expect(resolves(en as Tree, key), `en lacks ${key}`).toBe(true);
  });

  it('nb and en have the same keys', () => {
    expect(leafKeys(en as Tree).sort()).toEqual(leafKeys(nb as Tree).sort());
  });

  it("keeps the spec's English words", () => {
    expect(en.menu).toMatchObject({
      changePassword: 'Change password',
      contactInfo: 'Update contact information',
      pictureSets: 'My picture sets',
      orders: 'Order history',
      cancelPackages: 'Cancel picture packages',
      communication: 'Communication',
      share: 'Share picture sets',
    });
    expect(en.password).toMatchObject({ tooShort: 'The password is not long enough', mismatch: 'The passwords must match' });
    expect(en.addSet.codeNotValid).toBe('The code is not valid');
    expect(en.orders.loadingDetails).toBe('Loading details');
    expect(en.share).toMatchObject({
      selectSets: 'Select picture set(s)',
      addRecipients: 'Please add recipients',
      send_other: 'Send invite to {{count}} recipients',
      sendMore: 'Send more invites',
      email: 'Email address',
      failed: 'Error sharing picture sets, please try again',
    });
  });
});
