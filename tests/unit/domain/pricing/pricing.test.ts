import { describe, expect, it } from 'vitest';
import {
  campaignApplies,
  formatMoney,
  priceForQuantity,
  priceFrom,
  priceLine,
  pricingTiers,
  retouchBasePrice,
  retouchTotal,
  type PriceTier,
} from '../../../../src/domain/pricing';

const tier = (quantity: number, price: number, campaignprice: number | null = null, type = 0): PriceTier => ({ quantity, price, campaignprice, type });

/** The demo 15x15 card: 39 from 1, 32 from 10, 27 from 25; campaign 29 / 25 / 22. */
const card = [tier(25, 27, 22), tier(1, 39, 29), tier(10, 32, 25)];
/** The demo mug: 1st 199, 2nd 179, 3rd and later 159 (ordinal type 1). */
const mug = [tier(1, 199, 149, 1), tier(2, 179, 139, 1), tier(3, 159, 129, 1)];

describe('quantity tiers (type 0)', () => {
  it('price every piece at the highest tier the quantity reaches', () => {
    expect(priceForQuantity(card, 1, { campaign: false })).toBe(39);
    expect(priceForQuantity(card, 9, { campaign: false })).toBe(351);
    expect(priceForQuantity(card, 10, { campaign: false })).toBe(320);
    expect(priceForQuantity(card, 30, { campaign: false })).toBe(810);
  });

  it('use the first tier below its quantity and cost nothing at 0', () => {
    const fives = [tier(5, 25), tier(20, 19)];
    expect(priceForQuantity(fives, 3, { campaign: false })).toBe(75);
    expect(priceForQuantity(fives, 0, { campaign: false })).toBe(0);
  });

  it('use campaign prices when asked, the regular price where a tier has none', () => {
    expect(priceForQuantity(card, 10, { campaign: true })).toBe(250);
    expect(priceForQuantity([tier(1, 39, 29), tier(10, 32)], 10, { campaign: true })).toBe(320);
  });
});

describe('ordinal tiers', () => {
  it('price each piece by its place, the last tier for later pieces', () => {
    expect(priceForQuantity(mug, 1, { campaign: false })).toBe(199);
    expect(priceForQuantity(mug, 2, { campaign: false })).toBe(378);
    expect(priceForQuantity(mug, 5, { campaign: false })).toBe(199 + 179 + 3 * 159);
    expect(priceForQuantity(mug, 2, { campaign: true })).toBe(288);
  });

  it('are left alone when a product also has quantity tiers', () => {
    expect(pricingTiers([...mug, tier(1, 10)])).toEqual([tier(1, 10)]);
  });
});

describe('order line', () => {
  it('adds each sub-product per piece and keeps regular and campaign prices apart', () => {
    const line = { tiers: card, campaignRequirement: null, quantity: 2, extraPrices: [5, 8], packageInCart: false } as const;
    expect(priceLine(line)).toEqual({ linePrice: 2 * 39 + 2 * 13, actualLinePrice: 2 * 29 + 2 * 13 });
  });

  it('gives PACKAGE_IN_CART campaigns only with a package in the cart', () => {
    expect(campaignApplies('PACKAGE_IN_CART', { packageInCart: false })).toBe(false);
    expect(campaignApplies('PACKAGE_IN_CART', { packageInCart: true })).toBe(true);
    expect(campaignApplies(null, { packageInCart: false })).toBe(true);
    const line = { tiers: card, campaignRequirement: 'PACKAGE_IN_CART', quantity: 1, extraPrices: [] } as const;
    expect(priceLine({ ...line, packageInCart: false })).toEqual({ linePrice: 39, actualLinePrice: 39 });
    expect(priceLine({ ...line, packageInCart: true })).toEqual({ linePrice: 39, actualLinePrice: 29 });
  });

  it('rounds to whole øre', () => {
    expect(priceLine({ tiers: [tier(1, 0.1)], campaignRequirement: null, quantity: 3, extraPrices: [0.2], packageInCart: false })).toEqual({
      linePrice: 0.9,
      actualLinePrice: 0.9,
    });
  });

  it('costs nothing at quantity 0', () => {
    expect(priceLine({ tiers: card, campaignRequirement: null, quantity: 0, extraPrices: [5], packageInCart: false })).toEqual({ linePrice: 0, actualLinePrice: 0 });
  });
});

describe('price from', () => {
  it('is the last tier, with its campaign price when the campaign applies', () => {
    expect(priceFrom(card, false)).toEqual({ price: 27, campaignPrice: null });
    expect(priceFrom(card, true)).toEqual({ price: 27, campaignPrice: 22 });
    expect(priceFrom([tier(1, 249)], true)).toEqual({ price: 249, campaignPrice: null });
    expect(priceFrom([], false)).toBeNull();
  });
});

describe('retouch total', () => {
  const extras = { skin: 49, braces: 149 };

  it('counts the base price once per picture with a choice, plus every extra price', () => {
    expect(retouchTotal(99, extras, { a: ['skin'], b: ['skin', 'braces'], c: [] })).toEqual({ pictures: 2, total: 99 + 49 + 99 + 49 + 149 });
  });

  it('is nothing without choices and ignores unknown or repeated sub-products', () => {
    expect(retouchTotal(99, extras, {})).toEqual({ pictures: 0, total: 0 });
    expect(retouchTotal(99, extras, { a: ['nope'] })).toEqual({ pictures: 0, total: 0 });
    expect(retouchTotal(99, extras, { a: ['skin', 'skin'] })).toEqual({ pictures: 1, total: 148 });
  });

  it('takes the base price from the first price entry', () => {
    expect(retouchBasePrice([{ price: 99 }, { price: 79 }])).toBe(99);
    expect(retouchBasePrice([])).toBe(0);
  });
});

describe('money', () => {
  // Where 'kr' goes depends on the ICU version's Norwegian data ("kr 499" or "499 kr").
  const plain = (text: string) => text.replace(/\s/g, ' ').replace(/^kr (.*)$/, '$1 kr');

  it('is written the Norwegian way in kroner, øre only when there are any', () => {
    expect(plain(formatMoney(499))).toBe('499 kr');
    expect(plain(formatMoney(12.5))).toBe('12,50 kr');
    expect(plain(formatMoney(1234))).toBe('1 234 kr');
  });
});
