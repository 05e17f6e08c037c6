/**
 * Texts of the checkout, the sandbox payment page and the receipt: translation namespace 'checkout'
 * in nb and en, added on demand by the screens that use them.
 */
import { useTranslation, type Translator as I18n } from '../../../i18n';
import { i18n as shopI18n } from '../../i18n/i18n';
import { en } from './en';
import { nb, type CheckoutStrings } from './nb';

export const CHECKOUT_NAMESPACE = 'checkout';

export const checkoutResources: { nb: CheckoutStrings; en: CheckoutStrings } = { nb, en };

export function ensureCheckoutTexts(i18n: I18n = shopI18n): void {
  for (const lang of ['nb', 'en'] as const) {
    if (!i18n.hasResourceBundle(lang, CHECKOUT_NAMESPACE)) i18n.addResourceBundle(lang, CHECKOUT_NAMESPACE, checkoutResources[lang]);
  }
}

/** The namespace's t, with the texts registered before the first render asks for them. */
export function useCheckoutTexts() {
  ensureCheckoutTexts();
  return useTranslation(CHECKOUT_NAMESPACE);
}
