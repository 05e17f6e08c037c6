import { FONT_SIZE_MIN_POINTS, MM_PER_POINT } from '../model/units';
import type { Size } from './geometry';

/**
 * Text slots: word wrapping and the shrink-to-fit rule of spec 2 §4 and §9 (from the
 * template's size down to 12, never below). Measuring is injected so the same rule runs with
 * a browser canvas, with @napi-rs/canvas in Node and with a fake in tests.
 *
 * Units: the box is in mm; font sizes are in font-size units of `sizeUnitMm` mm each
 * (typographic points unless the caller says otherwise). `measure` returns a line's advance
 * width in font-size units, which is what a canvas set to `${size}px ${family}` reports.
 * The renderer should draw the returned lines as they are (wrap off) so every renderer breaks
 * lines where this module did.
 */

export type MeasureText = (text: string, fontFamily: string, size: number) => number;

/** The default font-size unit, kept with the model's other units; the renderer reads it from here. */
export { MM_PER_POINT };

/** Konva's default line height, so a slot without one is laid out as Konva draws it. */
const DEFAULT_LINE_HEIGHT = 1;

/** Rounding slack so a text that fits exactly is not refused by floating-point noise. */
const EPSILON = 1e-9;

export interface TextBoxLayout {
  text: string;
  box: Size;
  fontFamily: string;
  /** Unlimited when missing or 0. */
  maxLines?: number;
  /** Line advance as a multiple of the font size. */
  lineHeight?: number;
  sizeUnitMm?: number;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** True when even the smallest size leaves the text wider or taller than the box. */
  overflows: boolean;
}

/**
 * Breaks text into lines no wider than `maxWidth`: by words, an over-long word by characters,
 * keeping explicit newlines (an empty line stays an empty line). Runs of spaces collapse.
 */
export function wrapText(text: string, maxWidth: number, widthOf: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate) <= maxWidth + EPSILON) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = widthOf(word) <= maxWidth + EPSILON ? [word] : breakWord(word, maxWidth, widthOf);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1];
    }
    lines.push(line);
  }
  return lines;
}

/** Cuts a word into pieces that fit, at least one character each (so a too-wide letter still shows). */
function breakWord(word: string, maxWidth: number, widthOf: (line: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of Array.from(word)) {
    if (piece && widthOf(piece + character) > maxWidth + EPSILON) {
      pieces.push(piece);
      piece = character;
    } else {
      piece += character;
    }
  }
  pieces.push(piece);
  return pieces;
}

function layoutAt(layout: TextBoxLayout, size: number, measure: MeasureText): { lines: string[]; fits: boolean } {
  const unitMm = layout.sizeUnitMm ?? MM_PER_POINT;
  const maxWidth = layout.box.width / unitMm;
  const widthOf = (line: string) => measure(line, layout.fontFamily, size);
  const lines = wrapText(layout.text, maxWidth, widthOf);
  const height = lines.length * size * (layout.lineHeight ?? DEFAULT_LINE_HEIGHT) * unitMm;
  const fits =
    lines.every((line) => widthOf(line) <= maxWidth + EPSILON) &&
    (!layout.maxLines || lines.length <= layout.maxLines) &&
    height <= layout.box.height + EPSILON;
  return { lines, fits };
}

/**
 * The editor's font size rule: a size is refused when the wrapped text would be wider or
 * taller than the box, or need more lines than allowed.
 */
export function textFits(layout: TextBoxLayout & { size: number }, measure: MeasureText): boolean {
  return layoutAt(layout, layout.size, measure).fits;
}

/**
 * The largest size from `startSize` down in steps of 1 (never below `minSize`) at which the
 * wrapped text fits the box, with its lines. When nothing fits, the lines at `minSize` with
 * `overflows` set, so the editor can warn and the print still shows the text. A template
 * size already below `minSize` is kept: the rule only ever shrinks.
 */
export function fitTextToBox(
  layout: TextBoxLayout & { startSize: number; minSize?: number },
  measure: MeasureText,
): FittedText {
  const minSize = layout.minSize ?? FONT_SIZE_MIN_POINTS;
  for (let size = layout.startSize; size > minSize; size -= 1) {
    const attempt = layoutAt(layout, size, measure);
    if (attempt.fits) return { size, lines: attempt.lines, overflows: false };
  }
  const size = Math.min(layout.startSize, minSize);
  const last = layoutAt(layout, size, measure);
  return { size, lines: last.lines, overflows: !last.fits };
}
