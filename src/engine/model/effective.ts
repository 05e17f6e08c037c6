import type { CalendarMonthLayer, PictureEffect, TextStyle, TextSlot } from './layers';
import type { ImageResource, TextResource } from './resources';
import { resolveText, type PlaceholderValues } from './placeholders';
import type { Part } from './template';

/** The effect a placed photo is drawn with: the customer's override, else the part's effect. */
export const effectiveEffect = (part: Pick<Part, 'effect'>, image: Pick<ImageResource, 'overrideEffect'>): PictureEffect =>
  image.overrideEffect ?? part.effect;

/** The text a slot shows: the customer's text once they wrote one, else the default text filled in. */
export const effectiveText = (slot: Pick<TextSlot, 'defaultText'>, resource: TextResource | undefined, values: PlaceholderValues): string =>
  resource ? resource.text : resolveText(slot.defaultText, values);

/** The slot's font with the customer's overrides applied. */
export function effectiveTextStyle(slot: Pick<TextSlot, 'font'>, resource: TextResource | undefined): TextStyle {
  if (!resource) return slot.font;
  return {
    ...slot.font,
    family: resource.overrideFamily ?? slot.font.family,
    size: resource.overrideSize ?? slot.font.size,
    color: resource.overrideColor ?? slot.font.color,
    horizontalAlign: resource.overrideHorizontalAlign ?? slot.font.horizontalAlign,
  };
}

/** The calendar month a grid shows for an instance's year (month 1-12). */
export function calendarMonthOf(grid: Pick<CalendarMonthLayer, 'monthOffset'>, year: number): { year: number; month: number } {
  return { year: year + Math.floor(grid.monthOffset / 12), month: (grid.monthOffset % 12) + 1 };
}
