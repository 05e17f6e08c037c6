/** The digital portraits screens' texts: every key they ask for exists in nb and en, both languages have the same keys, the spec's English words are kept. */
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/shop/digital/i18n/en';
import { nb } from '../../../../src/shop/digital/i18n/nb';
import { checkKeysAsked, keysAskedFor as keysAskedIn, sourceFiles, type TextTree } from '../../../support/textKeys';

const FOLDER = 'src/shop/digital';

const keysAskedFor = () => keysAskedIn(sourceFiles(FOLDER), nb as TextTree, /t\('([a-zA-Z]+)(?:\.([a-zA-Z_.-]+))?'/g);

describe('digital texts', () => {
  // Section titles are asked for by type: groups.IP, groups.SFP, groups.GP, groups.IPSFP.
  const asked = [...keysAskedFor(), ...['IP', 'SFP', 'GP', 'IPSFP'].map((k) => `groups.${k}`)];

  checkKeysAsked(asked, { nb: nb as TextTree, en: en as TextTree }, { keys: ['buttons.buyPicture'], atLeast: 25 });

  it('keeps the spec English words', () => {
    expect(en.groups).toEqual({ IP: 'Individual pictures', SFP: 'Sibling & friends pictures', GP: 'Group pictures', IPSFP: 'Individual and friend pictures' });
    expect(en.buttons).toMatchObject({ buySet: 'Buy set', removeFromCart: 'Remove from cart', buyPicture: 'Buy digital picture', setInCart: 'Picture set in cart' });
    expect(en.list).toMatchObject({ offer: 'Digital portrait set', buySet: 'Buy portrait set', viewPictures: 'View pictures', choosePictures: 'Choose pictures' });
    expect(en.price).toMatchObject({ price: 'Price: {{price}}', justNow: 'Just now: {{price}}' });
  });
});
