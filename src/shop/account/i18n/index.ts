/** Texts of the account area: translation namespace 'account' in nb and en, each language loaded when first shown. */
import { useTranslation } from '../../../i18n';
import { registerScreenTexts } from '../../i18n/screenTexts';

export const ACCOUNT_NAMESPACE = 'account';

registerScreenTexts(ACCOUNT_NAMESPACE, { nb: () => import('./nb').then((m) => m.nb), en: () => import('./en').then((m) => m.en) });

export const useAccountTexts = () => useTranslation(ACCOUNT_NAMESPACE);
