/**
 * Texts of the 'Other popular products' strip: translation namespace 'promoted' in nb and en, each
 * language loaded when first shown.
 */
import { useTranslation } from '../../../../i18n';
import { registerScreenTexts } from '../../../i18n/screenTexts';

export const PROMOTED_NAMESPACE = 'promoted';

registerScreenTexts(PROMOTED_NAMESPACE, { nb: () => import('./nb').then((m) => m.nb), en: () => import('./en').then((m) => m.en) });

export const usePromotedTexts = () => useTranslation(PROMOTED_NAMESPACE);
