/**
 * The product browsing screens' texts: translation namespace 'products' in nb and en, added by the
 * lazily loaded pages themselves (the shop's first bundle does not carry them).
 */
import type { Translator as I18n } from '../../../i18n';
import { en } from './en';
import { nb, type ProductsStrings } from './nb';

export const PRODUCTS_NAMESPACE = 'products';

export const productsResources: { nb: ProductsStrings; en: ProductsStrings } = { nb, en };

export function ensureProductsTexts(i18n: I18n): void {
  for (const lang of ['nb', 'en'] as const) {
    if (!i18n.hasResourceBundle(lang, PRODUCTS_NAMESPACE)) i18n.addResourceBundle(lang, PRODUCTS_NAMESPACE, productsResources[lang]);
  }
}
