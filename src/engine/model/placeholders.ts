import { textIn, type Language, type LocalizedText } from './localized';

export interface PlaceholderValues {
  /** The subject's full name, as the picture set names it. */
  name: string;
  year: number;
  lang: Language;
}

/** Placeholders a default text may hold; other {words} are left as written. */
export const PLACEHOLDERS = ['name', 'firstName', 'year'] as const;

/** The first word of a full name ("Ola Nordmann" -> "Ola"); the whole name trimmed if it has one word. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/**
 * A text slot's default text in `lang` with {name}, {firstName} and {year} filled in. Unknown
 * placeholders stay, so a typo shows up in the editor instead of vanishing from the print.
 */
export function resolveText(defaultText: LocalizedText, { name, year, lang }: PlaceholderValues): string {
  const values: Record<(typeof PLACEHOLDERS)[number], string> = {
    name: name.trim(),
    firstName: firstNameOf(name),
    year: String(year),
  };
  return textIn(defaultText, lang).replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key as keyof typeof values] : whole,
  );
}
