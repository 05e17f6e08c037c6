import { effectiveText } from './effective';
import type { Language } from './localized';
import type { UserResources } from './resources';
import { textSlots } from './slots';
import type { Template } from './template';

/** What a customer saw beside their resources: the language and the name the default texts were filled with. */
export interface SeenAs {
  lang: Language;
  subjectName: string;
  year: number;
}

/**
 * The resources with every text slot written out as the customer saw it: their own text, else the
 * template's default text filled in, in the language and with the name they saw. A line frozen
 * like this draws the same words after a language switch, and in the print file made later.
 */
export function freezeTexts(template: Template, resources: UserResources, seen: SeenAs): UserResources {
  const values = { name: seen.subjectName, year: seen.year, lang: seen.lang };
  const texts = { ...resources.texts };
  for (const slot of textSlots(template)) {
    if (!texts[slot.id]) texts[slot.id] = { text: effectiveText(slot, undefined, values) };
  }
  return { images: resources.images, texts };
}
