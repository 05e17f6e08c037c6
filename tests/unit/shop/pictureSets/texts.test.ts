/** Every text key the picture set screens ask for exists in Norwegian and English, with the spec's English words. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/shop/pictureSets/i18n/en';
import { nb } from '../../../../src/shop/pictureSets/i18n/nb';
import { keysAskedFor as keysAskedIn, leafKeys, resolves, type TextTree } from '../../../support/textKeys';

const DIR = 'src/shop/pictureSets';
// Files of the 'pictures' namespace (NewPictureSetPage, PictureGrid and PictureDialog use the shell's texts).
const FILES = readdirSync(DIR).filter((f) => /\.tsx?$/.test(f) && readFileSync(path.join(DIR, f), 'utf8').includes('usePicturesTexts()'));

const keysAskedFor = () => keysAskedIn(FILES.map((f) => path.join(DIR, f)), en as TextTree);

describe('picture set texts', () => {
  // Keys built at run time from a step's label.
  const asked = [...keysAskedFor(), 'favorites.next', 'favorites.skip', 'favorites.viewOffers', 'yearbook.next', 'yearbook.skip'];

  it('finds the keys the screens use (the scan works)', () => {
    expect(FILES.length).toBeGreaterThan(5);
    expect(asked).toContain('set.nonFavorites');
    expect(asked).toContain('yearbook.setAsPose');
  });

  it.each(asked)('%s exists in nb and en', (key) => {
    expect(resolves(nb as TextTree, key), `nb lacks ${key}`).toBe(true);
    expect(resolves(en as TextTree, key), `en lacks ${key}`).toBe(true);
  });

  it('nb and en have the same keys', () => {
    expect(leafKeys(nb as TextTree).sort()).toEqual(leafKeys(en as TextTree).sort());
  });

  it("keeps the spec's English words", () => {
    expect(en.set).toMatchObject({ setFavorites: 'Set favorites', setYearbookPose: 'Set yearbook pose', buyDigital: 'Buy digital pictures', buyProducts: 'Buy products' });
    expect(en.set).toMatchObject({ favorites: 'Favorites', nonFavorites: 'Non Favorites', noPictures: 'No pictures currently available' });
    expect(en.list).toMatchObject({ view: 'View', buyProducts: 'Buy products', selectFavorites: 'Select favorites', chooseYearbookPose: 'Choose yearbook pose' });
    expect(en.favorites).toMatchObject({
      title: 'Select your favorites',
      loading: 'Loading..',
      intro: 'We notice you have many pictures. Please select your favorites to reduce the amount.',
      mark: 'Mark as favorite',
      unmark: 'Unmark favorite',
      next: 'Next',
      skip: 'Skip',
      viewOffers: 'View offers and campaigns',
    });
    expect(en.yearbook).toMatchObject({
      select: 'Select yearbook pose',
      loading: 'Loading',
      expired: 'Yearbook pose selection has expired',
      notAvailable: 'Yearbook pose selection not available',
      goBack: 'Go back',
      setAsPose: 'Set as yearbook pose',
      currentPose: 'Current yearbook pose',
      noPictureSelected: 'No picture selected',
    });
    expect(en.retouch).toMatchObject({ none: 'No retouch options set', close: 'Close' });
  });
});
