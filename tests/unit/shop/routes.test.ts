/** The shop's addresses (src/shop/routes.ts): the paths the routes serve, with each segment encoded. */
import { describe, expect, it } from 'vitest';
import {
  accountOrderPath,
  categoriesPath,
  CHECKOUT_PATH,
  digitalSubjectPath,
  digitalSubjectSpecPath,
  editLinePath,
  packageCreatePath,
  productListPath,
  receiptPath,
  recordingStateEditorPath,
  RETOUCH_PATH,
  supportLineEditorPath,
} from '../../../src/shop/routes';

describe('shop routes', () => {
  it('builds the cart and checkout addresses', () => {
    expect(RETOUCH_PATH).toBe('/shopping-cart/retouch');
    expect(CHECKOUT_PATH).toBe('/shopping-cart/checkout');
    expect(editLinePath('a/b')).toBe('/shopping-cart/edit/a%2Fb');
    expect(receiptPath('o-1')).toBe('/shopping-cart/checkout/payment/receipt/o-1');
  });

  it('builds the product lists with and without a category', () => {
    expect(productListPath('cards')).toBe('/products/cards');
    expect(productListPath('photogifts', null)).toBe('/products/photogifts');
    expect(productListPath('photogifts', 'Mugs & cups')).toBe('/products/photogifts/Mugs%20%26%20cups');
    expect(categoriesPath()).toBe('/products/categories');
    expect(categoriesPath('cards', 'x y')).toBe('/products/categories/cards/x%20y');
    expect(packageCreatePath('p-1')).toBe('/products/packages/p-1');
  });

  it('keeps both names of the digital portraits', () => {
    expect(digitalSubjectPath('s-1')).toBe('/products/digital-portraits/s-1');
    expect(digitalSubjectSpecPath('s-1')).toBe('/products/digitalportraits/s-1');
  });

  it('builds the account and support addresses', () => {
    expect(accountOrderPath('o-1')).toBe('/my-account/orders/o-1');
    expect(supportLineEditorPath('o-1', 'l-1')).toBe('/support/orders/o-1/lines/l-1/editor');
    expect(recordingStateEditorPath('r-1', 3)).toBe('/support/recordings/r-1/states/3/editor');
  });
});
