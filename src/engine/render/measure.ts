/**
 * Text measuring for the layout's text fitting (layout/text.ts), on the same kind of canvas
 * the text is drawn on (Konva's canvas: a DOM canvas, or the Node canvas Konva is set up with).
 */
import Konva from 'konva';
import type { MeasureText } from '../layout/text';

/** Measured at one large size and scaled, so widths are linear in the size and free of hinting. */
const MEASURE_SIZE_PX = 100;

export interface FontFace {
  bold?: boolean;
  italic?: boolean;
}

/** Konva's `fontStyle` for a face ('normal', 'bold', 'italic' or 'italic bold'). */
export function konvaFontStyle({ bold = false, italic = false }: FontFace): string {
  return [italic && 'italic', bold && 'bold'].filter(Boolean).join(' ') || 'normal';
}

/** The CSS font shorthand for a family at a pixel size, as Konva builds it for its Text nodes. */
export function cssFont(family: string, sizePx: number, face: FontFace = {}): string {
  return `${konvaFontStyle(face)} ${sizePx}px "${family}"`;
}

/**
 * A `measure` for fitTextToBox: a line's advance width in font-size units. The fonts must be
 * loaded before measuring (ensureFontLoaded in the browser, registered files in Node).
 */
export function createCanvasMeasurer(face: FontFace = {}): MeasureText {
  const context = Konva.Util.createCanvasElement().getContext('2d');
  if (!context) throw new Error('No 2D canvas context to measure text with');
  const widths = new Map<string, number>();
  return (text, fontFamily, size) => {
    const key = `${fontFamily}\n${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      context.font = cssFont(fontFamily, MEASURE_SIZE_PX, face);
      width = context.measureText(text).width;
      widths.set(key, width);
    }
    return (width / MEASURE_SIZE_PX) * size;
  };
}
