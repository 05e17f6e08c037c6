import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../../../../../src/api/client/templates';
import { buyTotals, initialQuantities, orderItems, settledQuantities, stepQuantity } from '../../../../../src/editor/views/buy/buyRules';
import { fixtureProduct, image, openEditor, PICTURE } from '../../../../support/editorHarness';

/** Minimum 2 per line; an envelope at 10 kr and gift wrap at 25 kr a piece. */
const product: CatalogProduct = {
  ...fixtureProduct,
  minorderpartquantity: 2,
  productprices: [
    { quantity: 1, price: 49, campaignprice: null, type: 0 },
    { quantity: 10, price: 39, campaignprice: null, type: 0 },
  ],
  subproducts: [
    { uuid: 'sub-envelope', name: 'Konvolutt', extraprice: 10 },
    { uuid: 'sub-wrap', name: 'Gavepapir', extraprice: 25 },
  ],
};

const filledCard = () =>
  openEditor({ images: { portrait: image(PICTURE.portrait), class: image(PICTURE.friends) }, year: 2027, context: { product } });

describe('buy view flow (spec 2 §2.12, §5)', () => {
  it('opens at the minimum for the product alone and 0 for each sub-product', () => {
    expect(initialQuantities(product)).toEqual({ product: '2', 'sub-envelope': '0', 'sub-wrap': '0' });
    expect(buyTotals(product, initialQuantities(product), false)).toEqual({ pieces: 2, sum: 98, regularSum: 98 });
  });

  it('plus goes straight to the minimum, minus from the minimum to 0', () => {
    let texts = initialQuantities(product);
    texts = stepQuantity(product, texts, 'sub-envelope', 'plus');
    expect(texts['sub-envelope']).toBe('2');
    texts = stepQuantity(product, texts, 'sub-envelope', 'plus');
    expect(texts['sub-envelope']).toBe('3');
    texts = stepQuantity(product, texts, 'sub-envelope', 'minus');
    texts = stepQuantity(product, texts, 'sub-envelope', 'minus');
    expect(texts['sub-envelope']).toBe('0');
    texts = stepQuantity(product, texts, 'sub-envelope', 'minus');
    expect(texts['sub-envelope']).toBe('0');
  });

  it('buys 2 cards and 2 with envelopes: pieces, sum and one order line per row', () => {
    const editor = filledCard();
    const texts = stepQuantity(product, initialQuantities(product), 'sub-envelope', 'plus');
    // 4 pieces: 2 x 49 + 2 x (49 + 10).
    expect(buyTotals(product, texts, false)).toMatchObject({ pieces: 4, sum: 216 });
    const items = orderItems(product, texts, editor.state.doc);
    expect(items).toEqual([
      {
        productUuid: product.uuid,
        subProductUuids: [],
        quantity: 2,
        template: { uuid: editor.state.doc.template.uuid, version: editor.state.doc.template.version },
        templateData: { year: 2027, userResources: editor.state.doc.resources },
      },
      expect.objectContaining({ subProductUuids: ['sub-envelope'], quantity: 2 }),
    ]);
  });

  it('counts a typed quantity while typing, but a quantity below the minimum becomes 0 on leaving and is never ordered', () => {
    const editor = filledCard();
    const typed = { ...initialQuantities(product), 'sub-wrap': '1' };
    expect(buyTotals(product, typed, false).pieces).toBe(3);
    expect(settledQuantities(product, typed)['sub-wrap']).toBe('0');
    expect(orderItems(product, typed, editor.state.doc).map((item) => item.subProductUuids)).toEqual([[]]);
  });

  it('has nothing to add (Add to cart disabled) when every row is at 0', () => {
    const editor = filledCard();
    const none = stepQuantity(product, initialQuantities(product), 'product', 'minus');
    expect(none.product).toBe('0');
    expect(buyTotals(product, none, false).pieces).toBe(0);
    expect(orderItems(product, none, editor.state.doc)).toEqual([]);
    expect(orderItems(product, { product: 'abc' }, editor.state.doc)).toEqual([]);
  });
});
