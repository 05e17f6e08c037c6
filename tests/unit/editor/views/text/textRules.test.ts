import { describe, expect, it } from 'vitest';
import type { MeasureText } from '../../../../../src/engine/layout/text';
import { mmToPoints, pointsToMm, textSlot, type TextResource, type TextSlot } from '../../../../../src/engine/model';
import {
  chooseFontFamily,
  chooseFontSize,
  clampFontSize,
  editableTextResource,
  fitsAtSize,
  paletteFor,
  sameColor,
  shownFontSize,
  TEXT_PALETTE,
  textOverflows,
  tidyText,
} from '../../../../../src/editor/views/text/textRules';

/** Every character is half an em wide; Anton is twice as wide, so the same text needs more room. */
const measure: MeasureText = (text, family, size) => Array.from(text).length * size * (family === 'Anton' ? 1 : 0.5);

/**
 * A slot 100 points wide and 60 points tall (line height 1.2), at most 2 lines, template size
 * 40 points: "Hello" (2.5 em) fits at 40 in one line of 100 points.
 */
const slot: TextSlot = textSlot.parse({
  kind: 'text',
  id: 'greeting',
  rect: { x: 0, y: 0, width: pointsToMm(100), height: pointsToMm(60) },
  defaultText: { nb: 'Hei {firstName}', en: 'Hi {firstName}' },
  font: { family: 'Roboto', size: pointsToMm(40), color: '#123456' },
  maxLines: 2,
});

const text = (value: string, extra: Partial<TextResource> = {}): TextResource => ({ text: value, ...extra });

describe('text resource being edited', () => {
  it('starts from the default text as shown, placeholders filled', () => {
    expect(editableTextResource(slot, undefined, { name: 'Emma Hansen', year: 2026, lang: 'en' })).toEqual({ text: 'Hi Emma' });
  });

  it('keeps the customer’s resource', () => {
    const mine = text('Hallo', { overrideColor: '#C52B2B' });
    expect(editableTextResource(slot, mine, { name: 'Emma', year: 2026, lang: 'nb' })).toBe(mine);
  });
});

describe('font size shown on opening', () => {
  it('is the template size when the text fits', () => {
    expect(shownFontSize(slot, text('Hello'), measure)).toBe(40);
  });

  it('shrinks step by step until the text fits', () => {
    // 10 characters: one line needs size <= 20; two lines of 5 need 5*0.5*size <= 100 and 2*1.2*size <= 60 -> 25.
    expect(shownFontSize(slot, text('Hello Hello'), measure)).toBe(25);
  });

  it('never goes below 12', () => {
    expect(shownFontSize(slot, text('x'.repeat(200)), measure)).toBe(12);
    expect(textOverflows(slot, text('x'.repeat(200)), measure)).toBe(true);
    expect(textOverflows(slot, text('Hello'), measure)).toBe(false);
  });

  it('starts from the customer’s size when they chose one', () => {
    expect(shownFontSize(slot, text('Hello', { overrideSize: pointsToMm(30) }), measure)).toBe(30);
  });
});

describe('font size slider', () => {
  it('runs from 12 to 110 in whole points', () => {
    expect(clampFontSize(5)).toBe(12);
    expect(clampFontSize(200)).toBe(110);
    expect(clampFontSize(33.4)).toBe(33);
  });

  it('accepts a size at which the text stays within the slot', () => {
    const decision = chooseFontSize(slot, text('Hi'), 45, 40, measure);
    expect(decision.accepted).toBe(true);
    if (decision.accepted) expect(mmToPoints(decision.resource.overrideSize!)).toBeCloseTo(45, 9);
  });

  it('refuses a size that makes the text too wide or too tall, keeping the last accepted one', () => {
    // 'Hello' at 41 is 102.5 points wide: one word cannot wrap, so it is too wide.
    expect(chooseFontSize(slot, text('Hello'), 41, 40, measure)).toEqual({ accepted: false, size: 40 });
    // Two lines at 26 are 62.4 points tall.
    expect(fitsAtSize(slot, text('Hello Hello'), 25, measure)).toBe(true);
    expect(chooseFontSize(slot, text('Hello Hello'), 26, 25, measure)).toEqual({ accepted: false, size: 25 });
  });

  it('refuses a size that needs more lines than the slot allows', () => {
    // At 20 points two words fill a line, so five words need three lines: tall enough, but one line too many.
    const tall = { ...slot, rect: { ...slot.rect, height: pointsToMm(200) } };
    expect(fitsAtSize(tall, text('abcd abcd abcd abcd'), 20, measure)).toBe(true);
    expect(fitsAtSize(tall, text('abcd abcd abcd abcd abcd'), 20, measure)).toBe(false);
  });
});

describe('font family', () => {
  it('keeps the size when the text still fits in the new family', () => {
    expect(chooseFontFamily(slot, text('Hi', { overrideSize: pointsToMm(40) }), 'Anton', measure)).toEqual({
      text: 'Hi',
      overrideSize: pointsToMm(40),
      overrideFamily: 'Anton',
    });
  });

  it('goes back to the template size when the text would overflow in the new family', () => {
    // 'Hello' in Anton at 30 is 150 points wide.
    expect(chooseFontFamily(slot, text('Hello', { overrideSize: pointsToMm(30) }), 'Anton', measure)).toEqual({ text: 'Hello', overrideFamily: 'Anton' });
  });
});

describe('colour palette', () => {
  it('is spec 2 §9’s list with the template colour first when it is missing', () => {
    expect(paletteFor('#123456')).toEqual(['#123456', ...TEXT_PALETTE]);
  });

  it('does not repeat a template colour that is in the list, whatever its spelling', () => {
    expect(paletteFor('#c52b2b')).toEqual([...TEXT_PALETTE]);
    expect(paletteFor('#000')).toEqual([...TEXT_PALETTE]);
    expect(paletteFor('#ffffff')).toEqual([...TEXT_PALETTE]);
  });

  it('compares short and long hex', () => {
    expect(sameColor('#fff', '#FFFFFF')).toBe(true);
    expect(sameColor('#fff', '#fffffe')).toBe(false);
  });
});

describe('leaving the text box', () => {
  it('trims spaces and empty lines around the text', () => {
    expect(tidyText('  \nHei Emma!  \n\n')).toBe('Hei Emma!');
    expect(tidyText('Hei\n Emma')).toBe('Hei\n Emma');
  });
});
