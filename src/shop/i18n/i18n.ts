import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './resources/en';
import { nb } from './resources/nb';

export type ShopLanguage = 'nb' | 'en';
export const SHOP_LANGUAGES: readonly ShopLanguage[] = ['nb', 'en'];

/** The visitor's own choice in this browser; it wins over the account's stored language. */
const CHOICE_KEY = 'shop.language';

export const isShopLanguage = (value: unknown): value is ShopLanguage => value === 'nb' || value === 'en';

export function storedLanguageChoice(): ShopLanguage | null {
  try {
    const value = localStorage.getItem(CHOICE_KEY);
    return isShopLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguageChoice(lang: ShopLanguage): void {
  try {
    localStorage.setItem(CHOICE_KEY, lang);
  } catch {
    // Private mode without storage: the choice lasts for this page only, which is acceptable.
  }
}

/** The language the server writes its messages in (its `lang` cookie, readable on purpose). */
export function serverLanguage(cookies: string = document.cookie): ShopLanguage | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'lang')?.[1];
  return isShopLanguage(value) ? value : null;
}

void i18n.use(initReactI18next).init({
  resources: { nb: { translation: nb }, en: { translation: en } },
  lng: storedLanguageChoice() ?? serverLanguage() ?? 'nb',
  fallbackLng: 'nb',
  supportedLngs: [...SHOP_LANGUAGES],
  // React escapes what it renders; escaping here too would show &amp; in the UI.
  interpolation: { escapeValue: false },
});

// Screen readers and the browser's hyphenation follow the html lang attribute.
const setHtmlLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
setHtmlLang(i18n.language);
i18n.on('languageChanged', setHtmlLang);

export { i18n };

export const currentLanguage = (): ShopLanguage => (isShopLanguage(i18n.language) ? i18n.language : 'nb');
