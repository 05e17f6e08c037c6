import { createTranslator, DEFAULT_NAMESPACE, type TextTree } from '../../i18n';
import { serverPageData } from '../ssr/pageData';

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
export function serverLanguage(cookies: string = typeof document === 'undefined' ? '' : document.cookie): ShopLanguage | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'lang')?.[1];
  return isShopLanguage(value) ? value : null;
}

/**
 * Each language's shop texts are a chunk of their own, so a visitor downloads the language shown
 * (and Norwegian, the fallback) and not every language. The translator asks for them when a
 * language is first used; screens' own namespaces are added by their modules (addResourceBundle)
 * and need nothing from here.
 */
const loadShopTexts: Record<ShopLanguage, () => Promise<TextTree>> = {
  nb: () => import('./resources/nb').then((m) => m.nb),
  en: () => import('./resources/en').then((m) => m.en),
};

const pageData = serverPageData();
const pageLanguage = isShopLanguage(pageData?.language) ? pageData.language : null;

const i18n = createTranslator({
  // A page the server rendered is in its language, with its texts, and the first render in the
  // browser must match it (AppLoader switches afterwards when this browser chose otherwise).
  // Otherwise the language is set at once (the html lang below) and its texts arrive a moment
  // later: AppLoader waits for them (ensureShopTexts) while it loads the settings and the
  // session, so nothing is shown without its words.
  language: pageLanguage ?? storedLanguageChoice() ?? serverLanguage() ?? 'nb',
  fallbackLanguage: 'nb',
  loadDefaultTexts: (language) =>
    isShopLanguage(language) ? loadShopTexts[language]() : Promise.reject(new Error(`No shop texts in ${language}`)),
});
for (const [language, namespaces] of Object.entries(pageData?.texts ?? {})) {
  for (const [namespace, texts] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, texts);
}
// The texts start loading now, not when the first screen asks.
void i18n.loadLanguages(i18n.language);

/** Resolves once the shop texts of `lang` (and of the fallback) are there; rejects when they could not be loaded. */
export async function ensureShopTexts(lang: ShopLanguage): Promise<void> {
  await i18n.loadLanguages(lang);
  if (!i18n.hasResourceBundle(lang, DEFAULT_NAMESPACE)) throw new Error(`The ${lang} shop texts could not be loaded`);
}

// Screen readers and the browser's hyphenation follow the html lang attribute (which the server's
// render writes itself). Only a change is written: the same language written again restyles the
// whole page.
if (typeof document !== 'undefined') {
  const setHtmlLang = (lng: string) => {
    if (document.documentElement.getAttribute('lang') !== lng) document.documentElement.setAttribute('lang', lng);
  };
  setHtmlLang(i18n.language);
  i18n.on('languageChanged', setHtmlLang);
}

export { i18n };

export const currentLanguage = (): ShopLanguage => (isShopLanguage(i18n.language) ? i18n.language : 'nb');
