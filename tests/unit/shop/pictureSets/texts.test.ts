/** Every text key the picture set screens ask for exists in Norwegian and English, with the spec's English words. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/shop/pictureSets/i18n/en';
import { nb } from '../../../../src/shop/pictureSets/i18n/nb';
import { checkKeysAsked, keysAskedFor as keysAskedIn, type TextTree } from '../../../support/textKeys';

const DIR = 'src/shop/pictureSets';
// Files of the 'pictures' namespace (NewPictureSetPage, PictureGrid and PictureDialog use the shell's texts).
const FILES = readdirSync(DIR).filter((f) => /\.tsx?$/.test(f) && readFileSync(path.join(DIR, f), 'utf8').includes('usePicturesTexts()'));

const keysAskedFor = () => keysAskedIn(FILES.map((f) => path.join(DIR, f)), en as TextTree);

describe('picture set texts', () => {
  // Keys built at run time from a step's label.
  const asked = [...keysAskedFor(), 'favorites.next', 'favorites.skip', 'favorites.viewOffers', 'yearbook.next', 'yearbook.skip'];

  it('reads the namespace\'s files', () => {
    expect(FILES.length).toBeGreaterThan(5);
  });

  checkKeysAsked(asked, { nb: nb as TextTree, en: en as TextTree }, { keys: ['set.nonFavorites', 'yearbook.setAsPose'] });

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
