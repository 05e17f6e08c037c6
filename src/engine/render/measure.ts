/**
 * Text measuring for the layout's text fitting (layout/text.ts), on the same kind of canvas
 * the text is drawn on (Konva's canvas: a DOM canvas, or the Node canvas Konva is set up with).
 */
import { Konva } from './konva';
import type { MeasureText } from '../layout/text';
import { LruCache } from './lru';

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
  // Fitting tries many sizes of the same lines; widths are measured once per line and family.
  const widths = new LruCache<string, number>(4000);
  return (text, fontFamily, size) => {
    const width = widths.getOrCreate(`${fontFamily}\n${text}`, () => {
      context.font = cssFont(fontFamily, MEASURE_SIZE_PX, face);
      return context.measureText(text).width;
    });
    return (width / MEASURE_SIZE_PX) * size;
  };
}

/** One measurer per face (regular, bold, italic, both), made on first use. */
export function measurersByFace(): (face: FontFace) => MeasureText {
  const measurers = new Map<string, MeasureText>();
  return (face) => {
    const key = konvaFontStyle(face);
    let measure = measurers.get(key);
    if (!measure) {
      measure = createCanvasMeasurer(face);
      measurers.set(key, measure);
    }
    return measure;
  };
}
