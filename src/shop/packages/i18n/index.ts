/**
 * Texts of the package offers, the package editor and the package cart line: translation
 * namespace 'packages' in nb and en, each language loaded when first shown.
 */
import { useTranslation } from '../../../i18n';
import { registerScreenTexts } from '../../i18n/screenTexts';

export const PACKAGES_NAMESPACE = 'packages';

registerScreenTexts(PACKAGES_NAMESPACE, { nb: () => import('./nb').then((m) => m.nb), en: () => import('./en').then((m) => m.en) });

export const usePackagesTexts = () => useTranslation(PACKAGES_NAMESPACE);
