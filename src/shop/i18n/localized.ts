import { useTranslation } from '../../i18n';
import { isShopLanguage } from './i18n';

/** Text stored per language by the shop owner (menu titles, legacy pages). */
export interface Localized {
  nb: string;
  en?: string;
}

/** The text in the wanted language, or the Norwegian text when that one is missing. */
export const pickLocalized = (text: Localized, lang: string): string =>
  (isShopLanguage(lang) ? text[lang] : undefined) || text.nb;

/** `pickLocalized` for the UI's current language; re-renders when the language changes. */
export function useLocalized(): (text: Localized) => string {
  const { i18n } = useTranslation();
  return (text) => pickLocalized(text, i18n.language);
}
