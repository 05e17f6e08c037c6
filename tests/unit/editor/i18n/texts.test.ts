/**
 * Every text key the editor's code asks for exists in Norwegian and English, and the two
 * languages have the same keys: a missing key shows the customer its raw name.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/editor/i18n/en';
import { nb } from '../../../../src/editor/i18n/nb';
import { checkKeysAsked, keysAskedFor as keysAskedIn, sourceFiles, type TextTree } from '../../../support/textKeys';

/**
 * Keys the code names: quoted 'section.key' strings whose section is one of the editor's (this
 * also finds keys chosen by a condition); keys built at run time (`text.alignments.${a}`) are left out.
 */
const keysAskedFor = () => keysAskedIn(sourceFiles('src/editor'), nb as TextTree, /['"`]([a-zA-Z]+)\.([a-zA-Z_.]+)['"`]/g);

describe('editor texts', () => {
  const asked = keysAskedFor();

  checkKeysAsked(asked, { nb: nb as TextTree, en: en as TextTree }, { keys: ['text.enterText', 'select.chooseImage'], atLeast: 100 });

  it('keeps the spec’s words', () => {
    expect(en.preview.title).toBe('Preview');
    expect(nb.preview.title).toBe('Forhåndsvisning');
    expect(en.select.chooseImage).toBe('Choose image');
    expect(en.select.chooseText).toBe('Choose text');
  });
});
