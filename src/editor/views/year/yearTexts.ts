/**
 * A year change reaches the texts that show the year. fill-template writes a slot's default
 * text out with the year of its day ("{year}" -> "2026"), so without this the cover of a
 * calendar moved to 2027 would still say 2026. Only slots whose default text names {year} are
 * touched, and in them only the old year as a whole number: whatever else the customer wrote stays.
 */
import { textIn, textSlots, type Language, type Template, type TextResource, type UserResources } from '../../../engine/model';

/** The text resources to change, by slot id (empty when no text shows the old year). */
export function textsForYear(template: Template, resources: UserResources, fromYear: number, toYear: number, lang: Language): Record<string, TextResource> {
  if (fromYear === toYear) return {};
  const oldYear = new RegExp(`(?<!\\d)${fromYear}(?!\\d)`, 'g');
  const changed: Record<string, TextResource> = {};
  for (const slot of textSlots(template)) {
    const resource = resources.texts[slot.id];
    if (!resource || !textIn(slot.defaultText, lang).includes('{year}')) continue;
    const text = resource.text.replace(oldYear, String(toYear));
    if (text !== resource.text) changed[slot.id] = { ...resource, text };
  }
  return changed;
}
