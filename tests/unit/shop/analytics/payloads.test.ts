import { describe, expect, it } from 'vitest';
import { cartChanges, catalogueChanges } from '../../../../src/shop/analytics/cartChanges';
import { cartEcommerce, purchaseEcommerce } from '../../../../src/shop/analytics/checkoutPayloads';
import { itemsEcommerce, lineItem, lineItems, sumOfType, type TrackedLine } from '../../../../src/shop/analytics/ga4Items';
import { hashEmail, normalizedEmail } from '../../../../src/shop/analytics/hashEmail';

const line = (over: Partial<TrackedLine>): TrackedLine => ({
  uuid: 'l1',
  type: 0,
  description: '',
  quantity: 1,
  linePrice: 0,
  actualLinePrice: 0,
  product: null,
  template: null,
  ...over,
});
const card = (over: Partial<TrackedLine> = {}) =>
  line({
    uuid: 'card-line',
    quantity: 3,
    linePrice: 89.7,
    actualLinePrice: 89.7,
    product: { uuid: 'p-card', name: 'Julekort 15x15', type: 1, subproducts: [] },
    template: { uuid: 't', version: 2, name: 'Snøfall', categories: [] },
    ...over,
  });
const shipping = line({ uuid: 's', type: 3, description: 'Frakt', actualLinePrice: 49, linePrice: 49 });
const tax = line({ uuid: 'x', type: 4, description: 'MVA', actualLinePrice: 27.74, linePrice: 27.74 });
const voucher = line({ uuid: 'v', type: 2, description: 'Rabatt', actualLinePrice: -10, linePrice: -10 });

describe('GA4 items from order lines (spec 1 §7)', () => {
  it('prices a piece to 2 decimals and names the product, template and kind', () => {
    expect(lineItem(card())).toEqual({ item_id: 'p-card', item_name: 'Julekort 15x15', item_category: 'template', item_variant: 'Snøfall', price: 29.9, quantity: 3 });
    // 100 / 3 = 33.333...: rounded to øre.
    expect(lineItem(card({ linePrice: 100, actualLinePrice: 100 })).price).toBe(33.33);
  });

  it('gives the campaign rebate per piece as the discount', () => {
    expect(lineItem(card({ linePrice: 120, actualLinePrice: 90 }))).toMatchObject({ price: 30, discount: 10 });
  });

  it('names a catalogue line by its catalogue, and an unknown line by its description and uuid', () => {
    const catalogue = { uuid: 'cat-1', name: 'Skolekatalog 2026', subject: { uuid: 's', name: 'Ola' } };
    expect(lineItem(line({ quantity: 2, actualLinePrice: 300, linePrice: 300, catalogue, product: { uuid: 'p-cat', name: 'Katalog', type: 5, subproducts: [] } }))).toEqual({
      item_id: 'cat-1',
      item_name: 'Skolekatalog 2026',
      item_category: 'catalogue',
      price: 150,
      quantity: 2,
    });
    expect(lineItem(line({ uuid: 'u', description: 'Noe', actualLinePrice: 5, linePrice: 5 }))).toMatchObject({ item_id: 'u', item_name: 'Noe', item_category: 'unknown', price: 5 });
  });

  it('makes items of product lines only', () => {
    expect(lineItems([card(), shipping, tax, voucher]).map((i) => i.item_id)).toEqual(['p-card']);
  });

  it('values the items as price times quantity, to 2 decimals', () => {
    expect(itemsEcommerce([lineItem(card()), lineItem(card({ linePrice: 10.005, actualLinePrice: 10.005, quantity: 1 }))], 'NOK')).toMatchObject({ currency: 'NOK', value: 99.71 });
  });

  it('sums the lines of one type', () => {
    expect(sumOfType([shipping, tax, shipping], 3)).toBe(98);
    expect(sumOfType([card()], 4)).toBe(0);
  });
});

describe('cart changes as add_to_cart / remove_from_cart items', () => {
  it('counts a new line in full and a deleted line in full', () => {
    const other = card({ uuid: 'other', quantity: 1, linePrice: 49, actualLinePrice: 49 });
    expect(cartChanges([other], [other, card()])).toEqual({ added: [lineItem(card())], removed: [] });
    expect(cartChanges([other, card()], [other])).toEqual({ added: [], removed: [lineItem(card())] });
  });

  it('counts only the pieces a quantity change adds or takes away, at the new price', () => {
    const more = card({ quantity: 5, linePrice: 140, actualLinePrice: 140 });
    expect(cartChanges([card()], [more])).toEqual({ added: [{ ...lineItem(more), quantity: 2 }], removed: [] });
    expect(cartChanges([more], [card()])).toEqual({ added: [], removed: [{ ...lineItem(card()), quantity: 2 }] });
  });

  it('ignores lines that did not change and lines that are no products', () => {
    expect(cartChanges([card(), shipping], [card(), shipping, tax, voucher])).toEqual({ added: [], removed: [] });
  });

  it('reads the catalogue offer against what the cart held', () => {
    const catalogues = [
      { uuid: 'a', name: 'A', price: 150, quantity: 0 },
      { uuid: 'b', name: 'B', price: 99.999, quantity: 3 },
      { uuid: 'c', name: 'C', price: 120, quantity: 1 },
    ];
    const sent = [
      { uuid: 'a', quantity: 2 },
      { uuid: 'b', quantity: 1 },
      { uuid: 'c', quantity: 1 },
      { uuid: 'gone', quantity: 4 },
    ];
    expect(catalogueChanges(catalogues, sent)).toEqual({
      added: [{ item_id: 'a', item_name: 'A', item_category: 'catalogue', price: 150, quantity: 2 }],
      removed: [{ item_id: 'b', item_name: 'B', item_category: 'catalogue', price: 100, quantity: 2 }],
    });
  });
});

describe('view_cart, begin_checkout and purchase payloads', () => {
  const lines = [card(), voucher, shipping, tax];

  it('carries the cart total, the voucher code and the product items', () => {
    expect(cartEcommerce({ orderLines: lines, summary: { totalPrice: 128.7049 }, rebateCode: 'HØST10' }, 'NOK')).toEqual({
      currency: 'NOK',
      value: 128.7,
      coupon: 'HØST10',
      items: [lineItem(card())],
    });
    expect(cartEcommerce({ orderLines: lines, summary: { totalPrice: 10 }, rebateCode: null }, 'SEK')).not.toHaveProperty('coupon');
  });

  it('adds the transaction id, tax from type 4 lines and shipping from type 3 lines to the purchase', () => {
    expect(purchaseEcommerce({ uuid: 'order-1', orderLines: lines, summary: { totalPrice: 128.7 }, rebateCode: 'HØST10' }, 'NOK')).toEqual({
      transaction_id: 'order-1',
      currency: 'NOK',
      value: 128.7,
      coupon: 'HØST10',
      tax: 27.74,
      shipping: 49,
      items: [lineItem(card())],
    });
  });
});

describe('the hashed e-mail of the login event', () => {
  it('is the SHA-256 hex of the trimmed, lower-cased address', async () => {
    expect(normalizedEmail('  Kunde@Example.NO ')).toBe('kunde@example.no');
    // As `printf %s kunde@example.no | sha256sum` prints it.
    expect(await hashEmail('  Kunde@Example.NO ')).toBe('568350c638b446e582725dd39a20a00de4b8361ab45aa4ab3a25d82115ea2f35');
    expect(await hashEmail('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
