import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../../../../../src/api/contract/templates';
import { selectPromotions, shownPrice, type CandidateTemplate, type PromotionInput } from '../../../../../src/server/services/promoted/selection';

const product = (uuid: string, sortOrder: number, last: [number, number | null], requirement: CatalogProduct['campaignrequirement'] = null): CatalogProduct => ({
  uuid,
  name: uuid,
  type: 1,
  sortOrder,
  minorderpartquantity: 1,
  subproducts: [],
  productprices: [
    { type: 0, quantity: 1, price: last[0] + 10, campaignprice: null },
    { type: 0, quantity: 10, price: last[0], campaignprice: last[1] },
  ],
  categories: [],
  campaignrequirement: requirement,
});

const template = (uuid: string, category: string, sortOrder: number, ...productUuids: string[]): CandidateTemplate => ({ uuid, category, sortOrder, productUuids });

const PRODUCTS = new Map(
  [
    product('card', 1, [20, 15], 'PACKAGE_IN_CART'),
    product('card-folded', 2, [30, null]),
    product('calendar', 3, [200, 180]),
    product('mug', 4, [150, null]),
    product('poster', 5, [100, null]),
    product('puzzle', 6, [250, null]),
  ].map((p) => [p.uuid, p]),
);

const TEMPLATES = [
  template('t-xmas-1', 'christmas', 1, 'card', 'card-folded'),
  template('t-xmas-2', 'christmas', 2, 'card'),
  template('t-birthday', 'birthday', 3, 'card-folded'),
  template('t-calendar', 'calendar', 4, 'calendar'),
  template('t-mug', 'mugs', 5, 'mug'),
  template('t-poster', 'posters', 6, 'poster'),
  template('t-puzzle', 'puzzles', 7, 'puzzle'),
];

const input = (over: Partial<PromotionInput> = {}): PromotionInput => ({
  templates: TEMPLATES,
  products: PRODUCTS,
  popularity: new Map(),
  inCart: new Set(),
  packageInCart: false,
  ...over,
});

const summary = (over: Partial<PromotionInput> = {}) =>
  selectPromotions(input(over)).map((p) => (p.type === 'template' ? `${p.templateUuid}/${p.productUuid}` : `category:${p.category}`));

describe('selectPromotions', () => {
  it('orders by popularity, then campaigns the customer gets, then the shop order; one per product and category', () => {
    expect(summary()).toEqual(['t-calendar/calendar', 't-xmas-1/card', 't-birthday/card-folded', 't-mug/mug', 'category:posters', 'category:puzzles']);
    expect(summary({ popularity: new Map([['t-puzzle', 3], ['t-xmas-2', 2], ['t-poster', 1]]) })).toEqual([
      't-puzzle/puzzle',
      't-xmas-2/card',
      't-poster/poster',
      't-calendar/calendar',
      'category:birthday',
      'category:mugs',
    ]);
  });

  it('leaves out templates already in the customer’s cart', () => {
    expect(summary({ inCart: new Set(['t-calendar', 't-xmas-1']) })).toEqual(['t-xmas-2/card', 't-birthday/card-folded', 't-mug/mug', 't-poster/poster', 'category:calendar', 'category:puzzles']);
  });

  it('prices a package-only campaign only with a package in the cart', () => {
    const card = (packageInCart: boolean) => selectPromotions(input({ packageInCart })).find((p) => p.type === 'template' && p.productUuid === 'card');
    expect(card(false)).toMatchObject({ price: 20, rebatedPrice: null });
    expect(card(true)).toMatchObject({ price: 20, rebatedPrice: 15 });
  });

  it('gives a category its cheapest price and its cheapest rebated price when lower', () => {
    const christmas = (packageInCart: boolean) =>
      selectPromotions(input({ packageInCart, inCart: new Set(['t-xmas-1', 't-xmas-2']), templates: TEMPLATES.filter((t) => t.category !== 'posters' && t.category !== 'puzzles') })).find(
        (p) => p.type === 'category' && p.category === 'christmas',
      );
    expect(christmas(false)).toMatchObject({ price: 20, rebatedPrice: null });
    expect(christmas(true)).toMatchObject({ price: 20, rebatedPrice: 15 });
  });
});

describe('shownPrice', () => {
  it('is the last tier, with a campaign price only when it applies and is lower', () => {
    expect(shownPrice(PRODUCTS.get('calendar')!, false)).toEqual({ price: 200, rebatedPrice: 180 });
    expect(shownPrice(PRODUCTS.get('mug')!, true)).toEqual({ price: 150, rebatedPrice: null });
    expect(shownPrice({ productprices: [], campaignrequirement: null }, true)).toBeNull();
  });
});
