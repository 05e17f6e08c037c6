/**
 * The editor's texts: translation namespace 'editor' in nb and en. The shop registers
 * `editorResources` in its i18n set-up; `ensureEditorTexts` adds them when a page has not.
 */
import type { Translator as I18n } from '../../i18n';
import { en } from './en';
import { nb, type EditorStrings } from './nb';

export const EDITOR_NAMESPACE = 'editor';

export const editorResources: { nb: EditorStrings; en: EditorStrings } = { nb, en };

export type { EditorStrings };

export function ensureEditorTexts(i18n: I18n): void {
  for (const lang of ['nb', 'en'] as const) {
    if (!i18n.hasResourceBundle(lang, EDITOR_NAMESPACE)) i18n.addResourceBundle(lang, EDITOR_NAMESPACE, editorResources[lang]);
  }
}
