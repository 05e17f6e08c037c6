/** Every text key the support console asks for exists in nb and en, and the two have the same keys. */
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/shop/support/i18n/en';
import { nb } from '../../../../src/shop/support/i18n/nb';
import { keysAskedFor as keysAskedIn, leafKeys, resolves, sourceFiles, type TextTree } from '../../../support/textKeys';

const SCREENS = ['src/shop/support/search', 'src/shop/support/customer', 'src/shop/support/order', 'src/shop/support/editor', 'src/shop/support/replay', 'src/shop/support/drawing'];

describe('support console texts', () => {
  const asked = keysAskedIn(SCREENS.flatMap(sourceFiles), nb as TextTree);

  it('finds the keys the screens use (the scan works)', () => {
    expect(asked).toContain('search.label');
    expect(asked.length).toBeGreaterThan(40);
  });

  it.each(asked)('%s exists in nb and en', (key) => {
    expect(resolves(nb as TextTree, key), `nb lacks ${key}`).toBe(true);
    expect(resolves(en as TextTree, key), `en lacks ${key}`).toBe(true);
  });

  it('nb and en have the same keys', () => {
    expect(leafKeys(en as TextTree).sort()).toEqual(leafKeys(nb as TextTree).sort());
  });

  it('names every audit action, order state and search match in both languages', () => {
    for (const tree of [nb, en]) {
      expect(Object.keys(tree.audit.actions).sort()).toEqual(['print_download', 'rerender', 'simulate_start', 'simulate_stop']);
      expect(Object.keys(tree.orderState).sort()).toEqual(['awaiting_payment', 'cancelled', 'created', 'declined', 'invoiced', 'paid']);
      expect(Object.keys(tree.search.matched).sort()).toEqual(['code', 'email', 'mobile', 'order']);
    }
  });
});
