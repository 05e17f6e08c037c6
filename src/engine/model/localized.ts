import { z } from 'zod';

/** The shop's languages; Norwegian is the default and always present. */
export const LANGUAGES = ['nb', 'en'] as const;
export const language = z.enum(LANGUAGES);
export type Language = z.infer<typeof language>;

/** A text shown to customers: Norwegian is required, English falls back to it when missing. */
export const localizedText = z.object({ nb: z.string(), en: z.string().optional() });
export type LocalizedText = z.infer<typeof localizedText>;

/** The text in `lang`, or the Norwegian text when that language is missing or empty. */
export function textIn(text: LocalizedText, lang: Language): string {
  const wanted = text[lang];
  return wanted !== undefined && wanted !== '' ? wanted : text.nb;
}
