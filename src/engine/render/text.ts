/**
 * Text slots: the customer's text (or the template's default with its placeholders filled),
 * shrunk to fit by the layout's rule and drawn with the lines the layout broke, so the editor,
 * thumbnails and print files break lines at the same places.
 */
import { Konva } from './konva';
import { fitTextToBox, type FittedText, type MeasureText } from '../layout/text';
import { effectiveText, effectiveTextStyle } from '../model/effective';
import type { Language } from '../model/localized';
import type { TextSlot, TextStyle } from '../model/layers';
import type { TextResource } from '../model/resources';
import { MM_PER_POINT, mmToPoints } from '../model/units';
import { konvaFontStyle } from './measure';
import { rectPx, type PxMapping } from './units';

/** Line advance as a multiple of the font size, for fitting and drawing alike. */
export const TEXT_LINE_HEIGHT = 1.2;

export interface TextContext {
  year: number;
  lang: Language;
  /** The subject's full name for {name} and {firstName}. */
  subjectName: string;
}

/** The slot's text fitted into its box, sizes in points (the unit of the spec's 12-110 range). */
export function fitSlotText(slot: TextSlot, style: TextStyle, text: string, measure: MeasureText): FittedText {
  return fitTextToBox(
    {
      text,
      box: { width: slot.rect.width, height: slot.rect.height },
      fontFamily: style.family,
      maxLines: slot.maxLines,
      lineHeight: TEXT_LINE_HEIGHT,
      sizeUnitMm: MM_PER_POINT,
      startSize: mmToPoints(style.size),
    },
    measure,
  );
}

export type MeasurerFor = (style: Pick<TextStyle, 'bold' | 'italic'>) => MeasureText;

export function textSlotNode(
  slot: TextSlot,
  resource: TextResource | undefined,
  context: TextContext,
  mapping: PxMapping,
  measurerFor: MeasurerFor,
  onFitted?: (overflows: boolean) => void,
): Konva.Text {
  const style = effectiveTextStyle(slot, resource);
  const text = effectiveText(slot, resource, { name: context.subjectName, year: context.year, lang: context.lang });
  const fitted = fitSlotText(slot, style, text, measurerFor(style));
  onFitted?.(fitted.overflows);
  const box = rectPx(slot.rect, mapping);
  return new Konva.Text({
    ...box,
    name: `text:${slot.id}`,
    text: fitted.lines.join('\n'),
    fontFamily: style.family,
    fontStyle: konvaFontStyle(style),
    fontSize: fitted.size * MM_PER_POINT * mapping.scale,
    lineHeight: TEXT_LINE_HEIGHT,
    fill: style.color,
    align: style.horizontalAlign,
    verticalAlign: style.verticalAlign,
    // The layout already broke the lines; Konva must not break them again at other places.
    wrap: 'none',
    listening: false,
  });
}
