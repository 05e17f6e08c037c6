/**
 * Texts of the cart page's additions, the upsell pop-ups and the catalogue offer: translation
 * namespace 'shoppingCart' in nb and en, each language loaded when first shown (the shop's shared
 * resources keep the basic cart page's texts under 'cart').
 */
import { useTranslation } from '../../../i18n';
import { registerScreenTexts } from '../../i18n/screenTexts';

export const CART_NAMESPACE = 'shoppingCart';

registerScreenTexts(CART_NAMESPACE, { nb: () => import('./nb').then((m) => m.nb), en: () => import('./en').then((m) => m.en) });

export const useCartTexts = () => useTranslation(CART_NAMESPACE);
