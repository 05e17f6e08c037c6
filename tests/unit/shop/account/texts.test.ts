/** Every text key the account screens ask for exists in nb and en, and the two have the same keys. */
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/shop/account/i18n/en';
import { nb } from '../../../../src/shop/account/i18n/nb';
import { checkKeysAsked, keysAskedFor as keysAskedIn, sourceFiles, type TextTree } from '../../../support/textKeys';

const keysAskedFor = () => keysAskedIn(['src/shop/account'].flatMap(sourceFiles), nb as TextTree);

describe('account texts', () => {
  const asked = keysAskedFor();

  checkKeysAsked(asked, { nb: nb as TextTree, en: en as TextTree }, { keys: ['orders.loadingDetails'], atLeast: 40 });

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
