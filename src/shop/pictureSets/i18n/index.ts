/**
 * Texts of the account area's picture set screens (list, detail, favourites, yearbook pose,
 * retouch service): translation namespace 'pictures' in nb and en, each loaded when first shown.
 */
import { useTranslation } from '../../../i18n';
import { registerScreenTexts } from '../../i18n/screenTexts';

export const PICTURES_NAMESPACE = 'pictures';

registerScreenTexts(PICTURES_NAMESPACE, { nb: () => import('./nb').then((m) => m.nb), en: () => import('./en').then((m) => m.en) });

export const usePicturesTexts = () => useTranslation(PICTURES_NAMESPACE);
