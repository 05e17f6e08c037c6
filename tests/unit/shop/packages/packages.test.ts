/**
 * The package screens' pure parts: where a tile leads, which editor opens a cart line, the
 * package editor's state, and the texts (same keys in nb and en, the spec's English words).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PackageItem } from '../../../../src/api/contract/cart';
import { lineKind, lineEditPath, previewSource } from '../../../../src/shop/cart/cartLines';
import { lineEditorFor } from '../../../../src/shop/editorSession/editorRoutes';
import { en } from '../../../../src/shop/packages/i18n/en';
import { nb } from '../../../../src/shop/packages/i18n/nb';
import { linkInfoRoute, tileTarget } from '../../../../src/shop/packages/linkTarget';
import { initialState, itemInputs, packageEditorReducer } from '../../../../src/shop/packages/packageEditorState';

const offer = { uuid: 'abc', type: 'link' as const, link: null, linkInfo: null };

describe('tileTarget', () => {
  it('leads a package to its create route', () => {
    expect(tileTarget({ ...offer, type: 'package' })).toEqual({ kind: 'route', to: '/products/packages/abc' });
  });
  it('leads a link by linkInfo.type to the shop route', () => {
    expect(linkInfoRoute({ type: 'cards', category: null })).toBe('/products/cards');
    expect(linkInfoRoute({ type: 'calendars', category: null })).toBe('/products/calendars');
    expect(linkInfoRoute({ type: 'catalogues', category: null })).toBe('/products/catalogues');
    expect(linkInfoRoute({ type: 'digitalcopy', category: null })).toBe('/products/digital-portraits');
    expect(linkInfoRoute({ type: 'photogifts-category', category: 'mugs' })).toBe('/products/categories/mugs');
    expect(linkInfoRoute({ type: 'photogifts', category: 'mugs' })).toBe('/products/photogifts/mugs');
    expect(linkInfoRoute({ type: 'photogifts', category: null })).toBe('/products/photogifts');
    expect(tileTarget({ ...offer, linkInfo: { type: 'calendars', category: null }, link: 'https://x.example' })).toEqual({ kind: 'route', to: '/products/calendars' });
  });
  it('else leads to the plain link: in the app for a path, as a page load for another site', () => {
    expect(tileTarget({ ...offer, linkInfo: { type: 'unknown', category: null }, link: '/pages/summer' })).toEqual({ kind: 'route', to: '/pages/summer' });
    expect(tileTarget({ ...offer, link: 'https://photo.example/deal' })).toEqual({ kind: 'external', href: 'https://photo.example/deal' });
    expect(tileTarget({ ...offer, link: '//evil.example' })).toEqual({ kind: 'external', href: '//evil.example' });
    expect(tileTarget(offer)).toEqual({ kind: 'none' });
  });
});

describe('cart lines of packages', () => {
  const item = (kind: PackageItem['kind'], template: PackageItem['template'] = null): PackageItem => ({
    uuid: `${kind}-1`,
    kind,
    version: 1,
    product: null,
    template,
    templateData: template ? { year: 2026, userResources: { images: {}, texts: {} } } : null,
    catalogue: null,
    pictures: [],
  });
  const line = {
    uuid: 'line-1',
    product: { uuid: 'p', name: 'Pakke', type: 200, subproducts: [] },
    template: null,
    templateData: null,
    catalogue: null,
    package: { uuid: 'i', offerUuid: 'o', name: 'Pakke', subject: { uuid: 's' }, packageItems: [item('catalogue'), item('template', { uuid: 't', version: 3, name: 'Kort' })] },
  };
  it('opens types 1, 2, 89 in the template editor and 200 in the package editor', () => {
    expect([1, 2, 89, 200, 11, null].map(lineEditorFor)).toEqual(['template', 'template', 'template', 'package', null, null]);
  });
  it('is a package with an edit link and the first template item as preview', () => {
    expect(lineKind(line)).toBe('package');
    expect(lineEditPath(line)).toBe('/shopping-cart/edit/line-1');
    expect(previewSource(line)?.template).toEqual({ uuid: 't', version: 3, name: 'Kort' });
  });
});

describe('package editor state', () => {
  const card: PackageItem = {
    uuid: 'card',
    kind: 'template',
    version: 1,
    product: { uuid: 'p', name: 'Kort', type: 1 },
    template: { uuid: 't', version: 1, name: 'Kort' },
    templateData: { year: 2026, userResources: { images: {}, texts: {} } },
    catalogue: null,
    pictures: [],
  };
  const digital: PackageItem = { ...card, uuid: 'digital', kind: 'digitalSet', product: null, template: null, templateData: null };
  const start = initialState({ uuid: 'i', name: 'Pakke', subjectUuid: 's', items: [card, digital] });

  it('marks the package dirty and raises the replaced item one version', () => {
    const next = packageEditorReducer(start, { type: 'replaced', itemUuid: 'card', template: { uuid: 't', version: 2 }, templateData: { year: 2027, userResources: { images: {}, texts: {} } } });
    expect(next.dirty).toBe(true);
    expect(next.pkg.items[0]).toMatchObject({ version: 2, template: { version: 2 }, templateData: { year: 2027 } });
    expect(next.pkg.items[1]).toBe(digital);
    const added = packageEditorReducer(packageEditorReducer(next, { type: 'adding' }), { type: 'added' });
    expect(added).toMatchObject({ dirty: false, adding: false });
    expect(packageEditorReducer({ ...next, adding: true }, { type: 'failed' })).toMatchObject({ dirty: true, adding: false });
  });
  it('sends only the template items', () => {
    expect(itemInputs(start.pkg.items)).toEqual([{ uuid: 'card', version: 1, template: { uuid: 't', version: 1 }, templateData: card.templateData }]);
  });
});

type Tree = { [key: string]: string | Tree };
const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));

function resolves(tree: Tree, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: string | Tree | undefined = tree;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'object' && (typeof node[last] === 'string' || typeof node[`${last}_one`] === 'string');
}

describe('package texts', () => {
  it('nb and en have the same keys', () => {
    expect(leafKeys(en as Tree).sort()).toEqual(leafKeys(nb as Tree).sort());
  });
  it('has every key the screens ask for', () => {
    const dir = 'src/shop/packages';
    const files = [...readdirSync(dir).filter((f) => f.endsWith('.tsx')).map((f) => path.join(dir, f))];
    const sections = new Set(Object.keys(nb));
    const asked = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.([a-zA-Z_.]+)['"`]/g)) if (sections.has(m[1]!)) asked.add(`${m[1]}.${m[2]}`);
    }
    expect(asked.size).toBeGreaterThan(20);
    for (const key of asked) {
      expect(resolves(nb as Tree, key), `nb lacks ${key}`).toBe(true);
      expect(resolves(en as Tree, key), `en lacks ${key}`).toBe(true);
    }
  });
  it('keeps the spec English words', () => {
    expect(en.offers.title).toBe('Exclusive deals');
    expect(en.offers).toMatchObject({ priceLabel: 'Price: {{price}}', justNow: 'Just now: {{price}}', packagePrice: 'Package price: {{price}}' });
    expect(en.editor).toMatchObject({ addToCart: 'Add package to cart', updateInCart: 'Update package in cart', updatePackage: 'Update package', leaveQuestion: 'Are you sure you want to leave the page with unsaved changes?' });
    expect(en.check).toEqual({
      title: 'Dear customer',
      text: 'The product will be produced exactly as shown on screen. Check image positioning and text carefully before adding to your shopping cart.',
      add: 'Add to shopping cart',
      check: 'Yes, I would like to check',
    });
  });
});
