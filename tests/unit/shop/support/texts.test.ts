/** Every text key the support console asks for exists in nb and en, and the two have the same keys. */
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/shop/support/i18n/en';
import { nb } from '../../../../src/shop/support/i18n/nb';
import { checkKeysAsked, keysAskedFor as keysAskedIn, sourceFiles, type TextTree } from '../../../support/textKeys';

const SCREENS = ['src/shop/support/search', 'src/shop/support/customer', 'src/shop/support/order', 'src/shop/support/editor', 'src/shop/support/replay', 'src/shop/support/drawing'];

describe('support console texts', () => {
  const asked = keysAskedIn(SCREENS.flatMap(sourceFiles), nb as TextTree);

  checkKeysAsked(asked, { nb: nb as TextTree, en: en as TextTree }, { keys: ['search.label'], atLeast: 40 });

  it('names every audit action, order state and search match in both languages', () => {
    for (const tree of [nb, en]) {
      expect(Object.keys(tree.audit.actions).sort()).toEqual(['print_download', 'rerender', 'simulate_start', 'simulate_stop']);
      expect(Object.keys(tree.orderState).sort()).toEqual(['awaiting_payment', 'cancelled', 'created', 'declined', 'invoiced', 'paid']);
      expect(Object.keys(tree.search.matched).sort()).toEqual(['code', 'email', 'mobile', 'order']);
    }
  });
});
