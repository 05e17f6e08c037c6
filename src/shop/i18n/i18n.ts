import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

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

/**
 * Each language's shop texts are a chunk of their own, so a visitor downloads the language shown
 * (and Norwegian, the fallback) and not every language. i18next asks for them when a language is
 * first used; screens' own namespaces are added by their modules (addResourceBundle) and need
 * nothing from here.
 */
const loadShopTexts: Record<ShopLanguage, () => Promise<ResourceKey>> = {
  nb: () => import('./resources/nb').then((m) => m.nb),
  en: () => import('./resources/en').then((m) => m.en),
};

const shopTextsBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    if (namespace !== 'translation' || !isShopLanguage(language)) {
      callback(null, {});
      return;
    }
    loadShopTexts[language]().then(
      (texts) => callback(null, texts),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

void i18n
  .use(shopTextsBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguageChoice() ?? serverLanguage() ?? 'nb',
    fallbackLng: 'nb',
    supportedLngs: [...SHOP_LANGUAGES],
    ns: ['translation'],
    // The language is set at once (the html lang below); its texts arrive a moment later.
    initAsync: false,
    // React escapes what it renders; escaping here too would show &amp; in the UI.
    interpolation: { escapeValue: false },
    // No Suspense boundary above the app: AppLoader waits for the texts (ensureShopTexts) while
    // it loads the settings and the session, so nothing is shown without its words.
    react: { useSuspense: false },
  });

/** Resolves once the shop texts of `lang` (and of the fallback) are there; rejects when they could not be loaded. */
export async function ensureShopTexts(lang: ShopLanguage): Promise<void> {
  await i18n.loadLanguages(lang);
  if (!i18n.hasResourceBundle(lang, 'translation')) throw new Error(`The ${lang} shop texts could not be loaded`);
}

// Screen readers and the browser's hyphenation follow the html lang attribute.
const setHtmlLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
setHtmlLang(i18n.language);
i18n.on('languageChanged', setHtmlLang);

export { i18n };

export const currentLanguage = (): ShopLanguage => (isShopLanguage(i18n.language) ? i18n.language : 'nb');
