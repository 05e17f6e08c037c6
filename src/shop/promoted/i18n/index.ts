/**
 * Texts of the 'Other popular products' strip: translation namespace 'promoted' in nb and en, added
 * on demand by the strip (the shop's shared resources stay untouched).
 */
import { useTranslation, type Translator as I18n } from '../../../i18n';
import { i18n as shopI18n } from '../../i18n/i18n';
import { en } from './en';
import { nb, type PromotedStrings } from './nb';

export const PROMOTED_NAMESPACE = 'promoted';

export const promotedResources: { nb: PromotedStrings; en: PromotedStrings } = { nb, en };

export function ensurePromotedTexts(i18n: I18n = shopI18n): void {
  for (const lang of ['nb', 'en'] as const) {
    if (!i18n.hasResourceBundle(lang, PROMOTED_NAMESPACE)) i18n.addResourceBundle(lang, PROMOTED_NAMESPACE, promotedResources[lang]);
  }
}

/** The namespace's t, with the texts registered before the first render asks for them. */
export function usePromotedTexts() {
  ensurePromotedTexts();
  return useTranslation(PROMOTED_NAMESPACE);
}
