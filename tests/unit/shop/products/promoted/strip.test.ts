import { describe, expect, it } from 'vitest';
import type { PromotedProduct } from '../../../../../src/api/contract/promoted';
import { nearestIndex } from '../../../../../src/shop/products/promoted/carousel';
import { en } from '../../../../../src/shop/products/promoted/i18n/en';
import { nb } from '../../../../../src/shop/products/promoted/i18n/nb';
import { promotedTarget, promotedTitle } from '../../../../../src/shop/products/promoted/promotedLinks';

const keys = (strings: Record<string, string>) => Object.keys(strings).sort();

describe('promoted strip texts', () => {
  it('has every key in both languages, none empty, with the same placeholders', () => {
    expect(keys(en)).toEqual(keys(nb));
    for (const key of keys(nb) as (keyof typeof nb)[]) {
      expect(nb[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(en[key]), key).toEqual(placeholders(nb[key]));
    }
    // The spec's English words.
    expect(en.title).toBe('Other popular products');
    expect(en.viewProduct).toBe('View product');
  });
});

const TEMPLATE_UUID = '75055a10-f5c4-5443-a047-47614ceb9fff';
const PRODUCT_UUID = '0b5c7e8e-2f1a-5a4e-9c1d-3e2f1a5b6c7d';

const promoted = (over: Partial<PromotedProduct>): Pick<PromotedProduct, 'type' | 'category' | 'product' | 'template'> => ({
  type: 'template',
  category: { internalName: 'christmas', name: 'Jul', listType: 'cards' },
  product: { uuid: PRODUCT_UUID } as PromotedProduct['product'],
  template: { uuid: TEMPLATE_UUID, version: 2, name: 'Julekort Snøfall' },
  ...over,
});

describe('promotedTarget', () => {
  it("opens a template's editor in its category, a calendar on the calendars' own route", () => {
    expect(promotedTarget(promoted({}))).toBe(`/products/cards/christmas/${PRODUCT_UUID}/${TEMPLATE_UUID}`);
    expect(promotedTarget(promoted({ category: { internalName: 'calendar', name: 'Kalendere', listType: 'calendars' } }))).toBe(`/products/calendars/${PRODUCT_UUID}/${TEMPLATE_UUID}`);
  });

  it("opens a category's product list", () => {
    const mugs = promoted({ type: 'category', product: null, template: null, category: { internalName: 'mugs', name: 'Krus', listType: 'photogifts' } });
    expect(promotedTarget(mugs)).toBe('/products/photogifts/mugs');
    expect(promotedTitle(mugs)).toBe('Krus');
    expect(promotedTitle(promoted({}))).toBe('Julekort Snøfall');
  });
});

describe('nearestIndex', () => {
  const starts = [0, 300, 600, 900];
  it('follows the scroll to the nearest card', () => {
    expect(nearestIndex(0, 1000, starts)).toBe(0);
    expect(nearestIndex(140, 1000, starts)).toBe(0);
    expect(nearestIndex(160, 1000, starts)).toBe(1);
    expect(nearestIndex(610, 1000, starts)).toBe(2);
  });

  it('counts the last card as shown at the end of the scroll range, even if it never reaches the start', () => {
    expect(nearestIndex(700, 700, starts)).toBe(3);
    expect(nearestIndex(699.5, 700, starts)).toBe(3);
  });

  it('copes with a row that cannot scroll or has no cards', () => {
    expect(nearestIndex(0, 0, [0])).toBe(0);
    expect(nearestIndex(0, 0, [])).toBe(0);
  });
});
