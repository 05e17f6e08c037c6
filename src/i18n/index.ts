/** The translation runtime shared by the editor and the shop (see translator.ts). */
export { I18nProvider, Trans, useTranslation } from './react';
export {
  createTranslator,
  DEFAULT_NAMESPACE,
  interpolate,
  Translator,
  type LoadTexts,
  type TextTree,
  type TFunction,
  type TranslateOptions,
} from './translator';
