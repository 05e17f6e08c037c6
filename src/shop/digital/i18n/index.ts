/** Texts of the digital portraits screens and the download button: namespace 'digital', each language loaded when first shown. */
import { useTranslation } from '../../../i18n';
import { registerScreenTexts } from '../../i18n/screenTexts';

export const DIGITAL_NAMESPACE = 'digital';

registerScreenTexts(DIGITAL_NAMESPACE, { nb: () => import('./nb').then((m) => m.nb), en: () => import('./en').then((m) => m.en) });

export const useDigitalTexts = () => useTranslation(DIGITAL_NAMESPACE);
