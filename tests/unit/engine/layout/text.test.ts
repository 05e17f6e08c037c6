import { describe, expect, it } from 'vitest';
import { fitTextToBox, textFits, wrapText, type MeasureText } from '../../../../src/engine/layout/text';
import { FONT_SIZE_MIN_POINTS } from '../../../../src/engine/model/units';

/** A monospace fake: every character is half an em wide. */
const halfEm: MeasureText = (text, _family, size) => Array.from(text).length * size * 0.5;

/** Boxes in font-size units, so the arithmetic in these tests stays whole. */
const plain = { fontFamily: 'Roboto', sizeUnitMm: 1 };

describe('wrapText', () => {
  const widthOf = (line: string) => line.length;

  it('wraps by words', () => {
    expect(wrapText('the quick brown fox', 10, widthOf)).toEqual(['the quick', 'brown fox']);
  });

  it('keeps explicit newlines and empty lines, and collapses runs of spaces', () => {
    expect(wrapText('Hi\n\nThere   you', 20, widthOf)).toEqual(['Hi', '', 'There you']);
  });

  it('breaks an over-long word by characters and carries on after it', () => {
    expect(wrapText('a Supercalifragilistic b', 8, widthOf)).toEqual(['a', 'Supercal', 'ifragili', 'stic b']);
  });

  it('keeps a character that is wider than the line on a line of its own', () => {
    expect(wrapText('ab', 0.5, widthOf)).toEqual(['a', 'b']);
  });

  it('gives one empty line for empty text', () => {
    expect(wrapText('', 10, widthOf)).toEqual(['']);
  });
});

describe('fitTextToBox', () => {
  it('keeps the template size when the text fits', () => {
    expect(fitTextToBox({ ...plain, text: 'Hello', box: { width: 100, height: 50 }, startSize: 20 }, halfEm)).toEqual({
      size: 20,
      lines: ['Hello'],
      overflows: false,
    });
  });

  it('shrinks until the wrapped lines fit the height', () => {
    // 120 wide at size s holds 240/s characters; three lines of 20 fill the 60 high box exactly.
    const fitted = fitTextToBox(
      { ...plain, text: 'Happy birthday dear Emma', box: { width: 120, height: 60 }, startSize: 40 },
      halfEm,
    );
    expect(fitted).toEqual({ size: 20, lines: ['Happy', 'birthday', 'dear Emma'], overflows: false });
  });

  it('must shrink all the way to 12', () => {
    const fitted = fitTextToBox({ ...plain, text: 'A\nB\nC', box: { width: 100, height: 38 }, startSize: 40 }, halfEm);
    expect(fitted).toEqual({ size: FONT_SIZE_MIN_POINTS, lines: ['A', 'B', 'C'], overflows: false });
  });

  it('reports overflow when even 12 does not fit, keeping the lines at 12', () => {
    const fitted = fitTextToBox({ ...plain, text: 'A\nB\nC', box: { width: 100, height: 30 }, startSize: 40 }, halfEm);
    expect(fitted).toEqual({ size: 12, lines: ['A', 'B', 'C'], overflows: true });
  });

  it('reports overflow when a single letter is wider than the box at 12', () => {
    expect(fitTextToBox({ ...plain, text: 'W', box: { width: 5, height: 100 }, startSize: 20 }, halfEm).overflows).toBe(true);
  });

  it('respects max lines by shrinking until the text fits on fewer lines', () => {
    const layout = { ...plain, text: 'one two three', box: { width: 150, height: 1000 }, startSize: 40 };
    expect(fitTextToBox(layout, halfEm)).toEqual({ size: 40, lines: ['one two', 'three'], overflows: false });
    // One line of 13 characters needs 6.5 s <= 150, so s <= 23.
    expect(fitTextToBox({ ...layout, maxLines: 1 }, halfEm)).toEqual({ size: 23, lines: ['one two three'], overflows: false });
  });

  it('counts the line height', () => {
    const layout = { ...plain, text: 'A\nB', box: { width: 100, height: 60 }, startSize: 40 };
    expect(fitTextToBox(layout, halfEm).size).toBe(30);
    expect(fitTextToBox({ ...layout, lineHeight: 1.5 }, halfEm).size).toBe(20);
  });

  it('breaks a long word by characters at the size that fits', () => {
    const fitted = fitTextToBox(
      { ...plain, text: 'Supercalifragilistic', box: { width: 48, height: 100 }, startSize: 12 },
      halfEm,
    );
    expect(fitted).toEqual({ size: 12, lines: ['Supercal', 'ifragili', 'stic'], overflows: false });
  });

  it('steps down in whole steps from a fractional template size', () => {
    expect(fitTextToBox({ ...plain, text: 'Hello', box: { width: 60, height: 100 }, maxLines: 1, startSize: 30.5 }, halfEm).size).toBe(
      23.5,
    );
  });

  it('honours a custom minimum and keeps a template size already below it', () => {
    const layout = { ...plain, text: 'A\nB\nC', box: { width: 100, height: 30 } };
    expect(fitTextToBox({ ...layout, startSize: 40, minSize: 10 }, halfEm)).toEqual({
      size: 10,
      lines: ['A', 'B', 'C'],
      overflows: false,
    });
    expect(fitTextToBox({ ...layout, startSize: 8 }, halfEm).size).toBe(8);
  });

  it('reads sizes as points and the box as mm by default', () => {
    // 'Hello' is 2.5 em wide: 2.5 * s pt = s * 0.882 mm, so 60 mm holds s <= 68.
    const layout = { text: 'Hello', fontFamily: 'Lobster', startSize: 72 };
    expect(fitTextToBox({ ...layout, box: { width: 70, height: 30 } }, halfEm).size).toBe(72);
    expect(fitTextToBox({ ...layout, box: { width: 60, height: 30 } }, halfEm).size).toBe(68);
  });

  it('passes the family and size to the measurer', () => {
    const seen = new Set<string>();
    const spy: MeasureText = (text, family, size) => {
      seen.add(`${family}@${size}`);
      return halfEm(text, family, size);
    };
    fitTextToBox({ ...plain, fontFamily: 'Pacifico', text: 'Hello', box: { width: 30, height: 100 }, maxLines: 1, startSize: 13 }, spy);
    expect([...seen]).toEqual(['Pacifico@13', 'Pacifico@12']);
  });
});

describe('textFits', () => {
  const layout = { ...plain, text: 'Hello', box: { width: 100, height: 50 } };

  it('accepts a size at which the text stays inside the box', () => {
    expect(textFits({ ...layout, size: 40 }, halfEm)).toBe(true);
  });

  it('refuses a size that makes the text taller than the box', () => {
    // At 110 a letter is 55 wide: 'Hello' breaks into five lines of 110.
    expect(textFits({ ...layout, size: 110 }, halfEm)).toBe(false);
    expect(textFits({ ...layout, size: 41 }, halfEm)).toBe(false);
  });

  it('refuses a size that needs more lines than allowed', () => {
    expect(textFits({ ...layout, text: 'Hello there', size: 20, maxLines: 1 }, halfEm)).toBe(false);
    expect(textFits({ ...layout, text: 'Hello there', size: 18, maxLines: 1 }, halfEm)).toBe(true);
  });
});
