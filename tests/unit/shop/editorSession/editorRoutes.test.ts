import { describe, expect, it } from 'vitest';
import { pageAfterCart } from '../../../../src/shop/cart/afterCart';
import { createBackTarget, createTarget, routeBackTarget } from '../../../../src/shop/editorSession/editorRoutes';
import { editLinePath } from '../../../../src/shop/routes';

const PRODUCT = '7f1c2a3b-1111-4a2b-8c3d-000000000001';
const TEMPLATE = '7f1c2a3b-2222-4a2b-8c3d-000000000002';

describe('createTarget', () => {
  it('reads the three create routes of spec 2 §2.2', () => {
    expect(createTarget({ type: 'calendars', productUuid: PRODUCT, templateUuid: TEMPLATE })).toEqual({ type: 'calendars', productUuid: PRODUCT, templateUuid: TEMPLATE });
    expect(createTarget({ category: 'mugs', subCategory: 'white', productUuid: PRODUCT, templateUuid: TEMPLATE })).toEqual({ category: 'mugs', productUuid: PRODUCT, templateUuid: TEMPLATE });
    expect(createTarget({ type: 'photogifts', category: 'mugs', productUuid: PRODUCT, templateUuid: TEMPLATE })).toEqual({
      type: 'photogifts',
      category: 'mugs',
      productUuid: PRODUCT,
      templateUuid: TEMPLATE,
    });
  });

  it('refuses paths that cannot name a template: an unknown type, segments that are no uuids', () => {
    // /products/categories/{category}/{subCategory} is a list, not a create page.
    expect(createTarget({ type: 'categories', productUuid: 'cards', templateUuid: 'birthday' })).toBeNull();
    expect(createTarget({ type: 'packages', productUuid: PRODUCT, templateUuid: TEMPLATE })).toBeNull();
    expect(createTarget({ type: 'cards', productUuid: PRODUCT, templateUuid: 'x' })).toBeNull();
    expect(createTarget({ type: 'cards', productUuid: PRODUCT })).toBeNull();
  });
});

describe('Back targets (spec 2 §2.4, §2.13)', () => {
  it('goes to the calendars list, the cards list, or the photo gifts of the category', () => {
    expect(createBackTarget('CALENDAR', 'whatever', ['a'])).toBe('/products/calendars');
    expect(createBackTarget('CARD', 'birthday', [])).toBe('/products/cards');
    expect(createBackTarget('PHOTOGIFT', 'mugs', ['cups'])).toBe('/products/photogifts/mugs');
  });

  it("takes a photo gift's category from the template when the route has none", () => {
    expect(createBackTarget('PHOTOGIFT', undefined, ['cups', 'mugs'])).toBe('/products/photogifts/cups');
    expect(createBackTarget('PHOTOGIFT', undefined, [])).toBe('/products/photogifts');
    expect(createBackTarget('PHOTOGIFT', 'tøy & tekstil', [])).toBe('/products/photogifts/t%C3%B8y%20%26%20tekstil');
  });

  it('uses the route while the template is not loaded', () => {
    expect(routeBackTarget({ type: 'calendars', productUuid: PRODUCT, templateUuid: TEMPLATE })).toBe('/products/calendars');
    expect(routeBackTarget({ type: 'photogifts', category: 'mugs', productUuid: PRODUCT, templateUuid: TEMPLATE })).toBe('/products/photogifts/mugs');
    expect(routeBackTarget({ category: 'mugs', productUuid: PRODUCT, templateUuid: TEMPLATE })).toBe('/products/categories');
  });

  it("names a cart line's update page", () => {
    expect(editLinePath('abc')).toBe('/shopping-cart/edit/abc');
  });
});

describe('pageAfterCart (spec 2 §4 Buy)', () => {
  const offer = { product: { uuid: 'retouch' }, pictures: [{ uuid: 'p1' }, { uuid: 'p2' }] };

  it('goes to the retouch page when a retouch product exists and the new lines hold a picture it offers', () => {
    expect(pageAfterCart(offer, ['p2'])).toBe('/shopping-cart/retouch');
  });

  it('goes to the cart without a retouch product', () => {
    expect(pageAfterCart({ product: null, pictures: [] }, ['p1'])).toBe('/shopping-cart');
  });

  it('goes to the cart when the lines hold no picture, or only own uploads (never retouched)', () => {
    expect(pageAfterCart(offer, [])).toBe('/shopping-cart');
    expect(pageAfterCart(offer, ['upload-1'])).toBe('/shopping-cart');
  });
});
