/**
 * Texts of the cart page's additions, the upsell pop-ups and the catalogue offer: translation
 * namespace 'shoppingCart' in nb and en, added on demand by the screens that use them (the
 * shop's shared resources keep the basic cart page's texts under 'cart').
 */
import { useTranslation, type Translator as I18n } from '../../../i18n';
import { i18n as shopI18n } from '../../i18n/i18n';
import { en } from './en';
import { nb, type CartPageStrings } from './nb';

export const CART_NAMESPACE = 'shoppingCart';

export const cartPageResources: { nb: CartPageStrings; en: CartPageStrings } = { nb, en };

export function ensureCartTexts(i18n: I18n = shopI18n): void {
  for (const lang of ['nb', 'en'] as const) {
    if (!i18n.hasResourceBundle(lang, CART_NAMESPACE)) i18n.addResourceBundle(lang, CART_NAMESPACE, cartPageResources[lang]);
  }
}

/** The namespace's t, with the texts registered before the first render asks for them. */
export function useCartTexts() {
  ensureCartTexts();
  return useTranslation(CART_NAMESPACE);
}
