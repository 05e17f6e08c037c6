import { useCallback } from 'react';
import { useTranslation } from '../../i18n';
import { getLegalText, type LegalTextKind } from '../../api/client/settings';
import { errorText } from '../forms/errorText';
import { useLoad } from '../loading/useLoad';

type LegalTextState = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed'; message: string };

/**
 * Loads one legal text (HTML written by the shop owner); reloads when the language changes. The
 * server renders it into the page.
 */
export function useLegalText(kind: LegalTextKind): LegalTextState {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // `lang` is a dependency on purpose: the server answers in the session's language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback(() => getLegalText(kind), [kind, lang]);
  const { state } = useLoad(load, `legal-text:${kind}:${lang}`);
  if (state.status === 'ready') return { status: 'ready', html: state.value };
  if (state.status === 'failed') return { status: 'failed', message: errorText(state.error, t('common.networkError')) };
  return state;
}
