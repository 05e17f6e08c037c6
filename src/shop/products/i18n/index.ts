/**
 * The product browsing screens' texts: translation namespace 'products' in nb and en, each language
 * loaded when first shown by the lazily loaded pages (the shop's first bundle does not carry them).
 */
import { registerScreenTexts } from '../../i18n/screenTexts';

export const PRODUCTS_NAMESPACE = 'products';

registerScreenTexts(PRODUCTS_NAMESPACE, { nb: () => import('./nb').then((m) => m.nb), en: () => import('./en').then((m) => m.en) });
