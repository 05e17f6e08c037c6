/** Every text key the account screens ask for exists in nb and en, and the two have the same keys. */
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/shop/account/i18n/en';
import { nb } from '../../../../src/shop/account/i18n/nb';
import { keysAskedFor as keysAskedIn, leafKeys, resolves, sourceFiles, type TextTree } from '../../../support/textKeys';

const keysAskedFor = () => keysAskedIn(['src/shop/account'].flatMap(sourceFiles), nb as TextTree);

describe('account texts', () => {
  const asked = keysAskedFor();

  it('finds the keys the screens use (the scan works)', () => {
    expect(asked).toContain('orders.loadingDetails');
    expect(asked.length).toBeGreaterThan(40);
  });

  it.each(asked)('%s exists in nb and en', (key) => {
    expect(resolves(nb as TextTree, key), `nb lacks ${key}`).toBe(true);
    expect(resolves(en as TextTree, key), `en lacks ${key}`).toBe(true);
  });

  it('nb and en have the same keys', () => {
    expect(leafKeys(en as TextTree).sort()).toEqual(leafKeys(nb as TextTree).sort());
  });

  it("keeps the spec's English words", () => {
    expect(en.menu).toMatchObject({
      changePassword: 'Change password',
      contactInfo: 'Update contact information',
      pictureSets: 'My picture sets',
      orders: 'Order history',
      cancelPackages: 'Cancel picture packages',
      communication: 'Communication',
      share: 'Share picture sets',
    });
    expect(en.password).toMatchObject({ tooShort: 'The password is not long enough', mismatch: 'The passwords must match' });
    expect(en.addSet.codeNotValid).toBe('The code is not valid');
    expect(en.orders.loadingDetails).toBe('Loading details');
    expect(en.share).toMatchObject({
      selectSets: 'Select picture set(s)',
      addRecipients: 'Please add recipients',
      send_other: 'Send invite to {{count}} recipients',
      sendMore: 'Send more invites',
      email: 'Email address',
      failed: 'Error sharing picture sets, please try again',
    });
  });
});
