/** The per-subject screen's sections and picture buttons (src/shop/digital/digitalSections.ts). */
import { describe, expect, it } from 'vitest';
import type { Picture, PictureSet } from '../../../../src/api/contract/pictureSets';
import { digitalSections, pictureButton } from '../../../../src/shop/digital/digitalSections';

const pic = (uuid: string, pictureType: Picture['pictureType'], flags: Partial<Pick<Picture, 'bought' | 'inCart'>> = {}) =>
  ({ uuid, pictureType, bought: false, inCart: false, ...flags }) as Picture;
const none = { bought: false, inCart: false };
const status = (over: Partial<PictureSet['digitalSet']> = {}): PictureSet['digitalSet'] => ({ IP: none, SFP: none, GP: none, ...over });

describe('digitalSections', () => {
  const pictures = [pic('a', 'IP'), pic('b', 'SFP'), pic('c', 'GP'), pic('d', 'IP')];
  it('makes one section per type that has pictures, in the order IP, SFP, GP', () => {
    expect(digitalSections({ pictures }, false).map((s) => [s.key, s.setType, s.pictures.map((p) => p.uuid)])).toEqual([
      ['IP', 'IP', ['a', 'd']],
      ['SFP', 'SFP', ['b']],
      ['GP', 'GP', ['c']],
    ]);
    expect(digitalSections({ pictures: [pic('c', 'GP')] }, false).map((s) => s.key)).toEqual(['GP']);
  });

  it('with the combined product, one individual-and-friends section whose set is the IP one', () => {
    expect(digitalSections({ pictures }, true).map((s) => [s.key, s.setType, s.pictures.map((p) => p.uuid)])).toEqual([
      ['IPSFP', 'IP', ['a', 'b', 'd']],
      ['GP', 'GP', ['c']],
    ]);
  });
});

describe('pictureButton', () => {
  it('bought, then set in cart (disabled), then remove, then buy', () => {
    expect(pictureButton(pic('a', 'IP', { bought: true }), status({ IP: { bought: false, inCart: true } }), false)).toBe('bought');
    expect(pictureButton(pic('a', 'IP', { inCart: true }), status({ IP: { bought: false, inCart: true } }), false)).toBe('setInCart');
    expect(pictureButton(pic('a', 'IP', { inCart: true }), status(), false)).toBe('remove');
    expect(pictureButton(pic('a', 'IP'), status(), false)).toBe('buy');
  });

  it('a sibling picture follows the individual set with the combined product', () => {
    const ipInCart = status({ IP: { bought: false, inCart: true } });
    expect(pictureButton(pic('b', 'SFP'), ipInCart, true)).toBe('setInCart');
    expect(pictureButton(pic('b', 'SFP'), ipInCart, false)).toBe('buy');
  });
});
