/**
 * Texts of the checkout, the sandbox payment page and the receipt: translation namespace 'checkout'
 * in nb and en, each language loaded when first shown.
 */
import { useTranslation } from '../../../i18n';
import { registerScreenTexts } from '../../i18n/screenTexts';

export const CHECKOUT_NAMESPACE = 'checkout';

registerScreenTexts(CHECKOUT_NAMESPACE, { nb: () => import('./nb').then((m) => m.nb), en: () => import('./en').then((m) => m.en) });

export const useCheckoutTexts = () => useTranslation(CHECKOUT_NAMESPACE);
