import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../../../src/api/client/cart';
import { chosenSubProducts, lineEditPath, otherLines, productLines } from '../../../../src/shop/cart/cartLines';
import { choicesOf, retouchItems, retouchSummary, toggleRetouch } from '../../../../src/shop/retouch/retouchSelection';

const line = (over: Partial<OrderLine>): OrderLine =>
  ({ uuid: 'l1', type: 0, description: '', product: null, subProductUuids: [], template: null, templateData: null, ...over }) as OrderLine;
const product = (type: number) => ({
  uuid: 'p',
  name: 'Card',
  type,
  subproducts: [
    { uuid: 's1', name: 'Envelope', extraprice: 5 },
    { uuid: 's2', name: 'Gloss', extraprice: 10 },
  ],
});
const template = { uuid: 't', version: 2, name: 'T', categories: [] };

describe('cart lines', () => {
  it('shows product lines as cards, other lines as rows and leaves the total line to the summary', () => {
    const lines = [line({ uuid: 'a', type: 0 }), line({ uuid: 'b', type: 1 }), line({ uuid: 'c', type: 3 }), line({ uuid: 'd', type: 4 })];
    expect(productLines(lines).map((l) => l.uuid)).toEqual(['a']);
    expect(otherLines(lines).map((l) => l.uuid)).toEqual(['b', 'c']);
  });

  it("names a line's sub-products in the product's order", () => {
    expect(chosenSubProducts(line({ product: product(1), subProductUuids: ['s2', 's1'] })).map((s) => s.name)).toEqual(['Envelope', 'Gloss']);
    expect(chosenSubProducts(line({}))).toEqual([]);
  });

  it('links template products (types 1, 2, 89) to the editor and the retouch line to the retouch page', () => {
    for (const type of [1, 2, 89]) expect(lineEditPath(line({ uuid: 'x1', product: product(type), template }))).toBe('/shopping-cart/edit/x1');
    expect(lineEditPath(line({ product: product(11) }))).toBe('/shopping-cart/retouch');
    // A package line opens the package editor on the same update route.
    expect(lineEditPath(line({ product: product(200), template }))).toBe('/shopping-cart/edit/l1');
    expect(lineEditPath(line({ product: product(1), template: null }))).toBeNull();
    expect(lineEditPath(line({}))).toBeNull();
  });
});

describe('retouch choices (spec 2 §2.14, §4, §9)', () => {
  const retouch = {
    productprices: [{ quantity: 1, price: 99, campaignprice: null, type: 0 }],
    subproducts: [
      { uuid: 'skin', name: 'Skin', extraprice: 50 },
      { uuid: 'eyes', name: 'Eyes', extraprice: 25.5 },
    ],
  };
  const opened = choicesOf([
    { uuid: 'p1', subProductUuids: [] },
    { uuid: 'p2', subProductUuids: ['eyes'] },
  ]);

  it('opens with the stored selection and its total', () => {
    expect(retouchSummary(retouch, opened)).toEqual({ pictures: 1, total: 124.5 });
  });

  it('updates count and total as boxes are ticked and cleared', () => {
    const ticked = toggleRetouch(toggleRetouch(opened, 'p1', 'skin', true), 'p2', 'skin', true);
    expect(ticked).toEqual({ p1: ['skin'], p2: ['eyes', 'skin'] });
    expect(retouchSummary(retouch, ticked)).toEqual({ pictures: 2, total: 99 + 50 + 99 + 25.5 + 50 });
    const cleared = toggleRetouch(toggleRetouch(ticked, 'p2', 'eyes', false), 'p2', 'skin', false);
    expect(retouchSummary(retouch, cleared)).toEqual({ pictures: 1, total: 149 });
  });

  it('ticks a box once however often it is ticked', () => {
    expect(toggleRetouch(toggleRetouch(opened, 'p1', 'skin', true), 'p1', 'skin', true).p1).toEqual(['skin']);
  });

  it('saves every picture, a cleared one with an empty list', () => {
    expect(retouchItems(toggleRetouch(opened, 'p2', 'eyes', false))).toEqual({ p1: [], p2: [] });
  });
});
