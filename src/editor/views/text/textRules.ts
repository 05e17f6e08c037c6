/**
 * The text view's rules (spec 2 §4, §5, §9) as pure functions over the engine's fitting
 * (fitSlotText): what size the slider shows, which sizes it accepts, what a font change does,
 * the colour palette and how a typed text is tidied. Sizes are in points, as the slider shows.
 */
import type { MeasureText } from '../../../engine/layout/text';
import {
  effectiveText,
  effectiveTextStyle,
  FONT_SIZE_MAX_POINTS,
  FONT_SIZE_MIN_POINTS,
  mmToPoints,
  pointsToMm,
  type FontFamily,
  type PlaceholderValues,
  type TextResource,
  type TextSlot,
} from '../../../engine/model';
import { fitSlotText } from '../../../engine/render/text';

export { FONT_SIZE_MAX_POINTS, FONT_SIZE_MIN_POINTS };

/** The slider settles this long before a size is tried (spec 2 §9). */
export const FONT_SIZE_DEBOUNCE_MS = 200;

/** Spec 2 §9's palette, in its order; black and white written as hex like the template's colours. */
export const TEXT_PALETTE = ['#000000', '#FFFFFF', '#C52B2B', '#2B9BC5', '#C5BB2B', '#A72BC5', '#5AB880', '#F3E66F', '#C52B87', '#7673AB'] as const;

/** Hex colours compare without case, and #abc equals #aabbcc. */
export function sameColor(a: string, b: string): boolean {
  const long = (hex: string) => {
    const digits = hex.trim().replace(/^#/, '').toLowerCase();
    return digits.length === 3 || digits.length === 4 ? [...digits].map((d) => d + d).join('') : digits;
  };
  return long(a) === long(b);
}

/** The palette with the template's colour first when it is not one of the palette's. */
export function paletteFor(templateColor: string): string[] {
  return TEXT_PALETTE.some((c) => sameColor(c, templateColor)) ? [...TEXT_PALETTE] : [templateColor, ...TEXT_PALETTE];
}

/**
 * What the slot's resource is while the text view edits it: the customer's resource, or a new
 * one holding the default text as shown (placeholders filled), so typing starts from it.
 */
export function editableTextResource(slot: TextSlot, resource: TextResource | undefined, values: PlaceholderValues): TextResource {
  return resource ?? { text: effectiveText(slot, undefined, values) };
}

/** Sizes are whole points on the slider; millimetre round trips must not turn 40 into 39.999. */
const wholePoints = (points: number): number => Math.round(points * 1000) / 1000;

/** The size the text is drawn at: shrunk from the chosen (or template) size until it fits, not below 12. */
export function shownFontSize(slot: TextSlot, resource: TextResource, measure: MeasureText): number {
  const style = effectiveTextStyle(slot, resource);
  return Math.round(wholePoints(fitSlotText(slot, style, resource.text, measure).size));
}

/** Whether the text at `points` stays within the slot: not wider, not taller, not more lines than allowed. */
export function fitsAtSize(slot: TextSlot, resource: TextResource, points: number, measure: MeasureText): boolean {
  const style = { ...effectiveTextStyle(slot, resource), size: pointsToMm(points) };
  const fitted = fitSlotText(slot, style, resource.text, measure);
  return !fitted.overflows && Math.abs(fitted.size - points) < 1e-6;
}

/** Clamps a slider value to spec 2 §9's range in whole points. */
export const clampFontSize = (points: number): number =>
  Math.min(FONT_SIZE_MAX_POINTS, Math.max(FONT_SIZE_MIN_POINTS, Math.round(points)));

export type SizeDecision = { accepted: true; resource: TextResource } | { accepted: false; size: number };

/**
 * A size the slider settled on: the resource with the new size when the text fits at it, else
 * refused with the last accepted size to put the slider back to.
 */
export function chooseFontSize(slot: TextSlot, resource: TextResource, points: number, lastAccepted: number, measure: MeasureText): SizeDecision {
  const size = clampFontSize(points);
  if (!fitsAtSize(slot, resource, size, measure)) return { accepted: false, size: lastAccepted };
  return { accepted: true, resource: { ...resource, overrideSize: pointsToMm(size) } };
}

/**
 * A new font family. When the text does not fit at the current size in it, the size goes back
 * to the template's (the drawing then shrinks it from there until it fits).
 */
export function chooseFontFamily(slot: TextSlot, resource: TextResource, family: FontFamily, measure: MeasureText): TextResource {
  const next: TextResource = { ...resource, overrideFamily: family };
  const current = mmToPoints(effectiveTextStyle(slot, resource).size);
  if (fitsAtSize(slot, next, wholePoints(current), measure)) return next;
  const reset = { ...next };
  delete reset.overrideSize;
  return reset;
}

/** Leaving the text box: spaces and empty lines around the text go (the drawing breaks the lines again). */
export const tidyText = (text: string): string => text.trim();

/** Whether the text overflows its slot even at the smallest size (the view warns). */
export function textOverflows(slot: TextSlot, resource: TextResource, measure: MeasureText): boolean {
  const style = effectiveTextStyle(slot, resource);
  return fitSlotText(slot, style, resource.text, measure).overflows;
}
