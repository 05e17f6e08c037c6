/** Texts of the support console: translation namespace 'supportConsole' in nb and en, each language loaded when first shown. */
import { useTranslation } from '../../../i18n';
import { registerScreenTexts } from '../../i18n/screenTexts';

export const SUPPORT_NAMESPACE = 'supportConsole';

registerScreenTexts(SUPPORT_NAMESPACE, { nb: () => import('./nb').then((m) => m.nb), en: () => import('./en').then((m) => m.en) });

export const useSupportTexts = () => useTranslation(SUPPORT_NAMESPACE);
