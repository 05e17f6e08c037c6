/**
 * Every text key the cart page's additions, the upsell pop-ups and the catalogue offer ask for
 * exists in Norwegian and English, and the two languages have the same keys.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/shop/cart/i18n/en';
import { nb } from '../../../../src/shop/cart/i18n/nb';
import { checkKeysAsked, keysAskedFor as keysAskedIn, sourceFiles, type TextTree } from '../../../support/textKeys';

const FOLDERS = ['src/shop/cart', 'src/shop/cartPage', 'src/shop/upsell', 'src/shop/catalogues'];

/** Quoted 'section.key' strings whose section is one of this namespace's. */
const keysAskedFor = () => keysAskedIn(FOLDERS.flatMap(sourceFiles), nb as TextTree, /['"`]([a-zA-Z]+)\.([a-zA-Z_.]+)['"`]/g);

describe('cart, upsell and catalogue texts', () => {
  const asked = keysAskedFor();

  checkKeysAsked(asked, { nb: nb as TextTree, en: en as TextTree }, { keys: ['page.checkout', 'upsell.offerSaving', 'catalogues.nothingChosen'] });

  it('keeps the spec’s words', () => {
    expect(en.upsell.catalogueTitle).toBe("Don't forget the catalogue");
    expect(en.upsell.offerTitle).toBe('Special offer');
    expect(en.upsell.offerLink).toBe('Check out offer');
    expect(en.page.catalogue).toBe('Catalogue');
    expect(en.page.addMore).toBe('Add more');
    expect(en.page.checkout).toBe('Checkout');
    expect(en.catalogues.noThanks).toBe('No thanks');
    expect(en.catalogues.add).toBe('Add to cart');
    expect(en.catalogues.nothingChosen).toBe('You need to select how many cataloges you would like before clicking Add to shopping cart');
  });
});
