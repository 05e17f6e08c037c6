import { describe, expect, it } from 'vitest';
import { headerPrice, ordinal, priceTable } from '../../../../src/shop/products/priceRows';

const tier = (quantity: number, price: number, campaignprice: number | null = null, type = 0) => ({ quantity, price, campaignprice, type });

describe('price dialog rows (spec 2 §2.3)', () => {
  it('shows quantity tiers as ranges, the last as open-ended and as the Price from price', () => {
    const table = priceTable({ productprices: [tier(25, 15), tier(5, 25), tier(20, 19)], campaignrequirement: null });
    expect(table.rows).toEqual([
      { label: { kind: 'quantityRange', from: 5, to: 19 }, price: { amount: 25, regular: null } },
      { label: { kind: 'quantityRange', from: 20, to: 24 }, price: { amount: 19, regular: null } },
      { label: { kind: 'quantityFrom', from: 25 }, price: { amount: 15, regular: null } },
    ]);
    expect(table.from).toEqual({ amount: 15, regular: null });
  });

  it('names a one-piece tier by its quantity alone', () => {
    expect(priceTable({ productprices: [tier(1, 39), tier(2, 35)], campaignrequirement: null }).rows[0].label).toEqual({ kind: 'quantityOne', from: 1 });
  });

  it('shows other types as ordinals, the last for every later piece', () => {
    const table = priceTable({ productprices: [tier(1, 199, null, 1), tier(2, 179, null, 1), tier(3, 159, null, 1)], campaignrequirement: null });
    expect(table.rows.map((r) => r.label)).toEqual([
      { kind: 'ordinal', ordinal: 1 },
      { kind: 'ordinal', ordinal: 2 },
      { kind: 'ordinalFrom', ordinal: 3 },
    ]);
  });

  it('shows a campaign price with the regular price to strike through', () => {
    const table = priceTable({ productprices: [tier(1, 39, 29), tier(10, 32, 25)], campaignrequirement: null });
    expect(table.rows.map((r) => r.price)).toEqual([
      { amount: 29, regular: 39 },
      { amount: 25, regular: 32 },
    ]);
    expect(table.from).toEqual({ amount: 25, regular: 32 });
  });

  it('keeps regular prices when the campaign needs a package in the cart', () => {
    const product = { productprices: [tier(1, 39, 29)], campaignrequirement: 'PACKAGE_IN_CART' as const };
    expect(priceTable(product).rows[0].price).toEqual({ amount: 39, regular: null });
    expect(priceTable(product, true).rows[0].price).toEqual({ amount: 29, regular: 39 });
  });

  it('has no rows and no Price from without prices', () => {
    expect(priceTable({ productprices: [], campaignrequirement: null })).toEqual({ rows: [], from: null });
  });
});

describe('product header price', () => {
  it("shows the one price, or 'several' for the Prices button", () => {
    expect(headerPrice({ productprices: [tier(1, 99, 79)], campaignrequirement: null })).toEqual({ amount: 79, regular: 99 });
    expect(headerPrice({ productprices: [tier(1, 99), tier(3, 89)], campaignrequirement: null })).toBe('several');
    expect(headerPrice({ productprices: [], campaignrequirement: null })).toBeNull();
  });
});

describe('ordinals', () => {
  it('writes English and Norwegian ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map((n) => ordinal(n, 'en'))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '103rd']);
    expect([1, 2, 10].map((n) => ordinal(n, 'nb'))).toEqual(['1.', '2.', '10.']);
  });
});
