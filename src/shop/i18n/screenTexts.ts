import type { TextTree } from '../../i18n';
import { i18n, isShopLanguage, type ShopLanguage } from './i18n';

/**
 * Registers a screen's namespace whose texts load per language when first needed: a visitor
 * downloads the screen's texts in the language shown (and in Norwegian, the fallback), not in
 * every language. Screens using the namespace wait for them (useTranslation suspends); loading
 * starts at once, beside the screen's code, rather than at its first render.
 */
export function registerScreenTexts(namespace: string, load: Record<ShopLanguage, () => Promise<TextTree>>): void {
  i18n.addNamespaceLoader(namespace, (language) =>
    isShopLanguage(language) ? load[language]() : Promise.reject(new Error(`No ${namespace} texts in ${language}`)),
  );
  void i18n.namespaceLoading(namespace);
}
