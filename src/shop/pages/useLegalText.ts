import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { getLegalText, type LegalTextKind } from '../../api/client/settings';
import { errorText } from '../forms/errorText';

type LegalTextState = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed'; message: string };

/** Loads one legal text (HTML written by the shop owner); reloads when the language changes. */
export function useLegalText(kind: LegalTextKind, enabled = true): LegalTextState {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<LegalTextState>({ status: 'loading' });
  const lang = i18n.language;

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    getLegalText(kind).then(
      (html) => current && setState({ status: 'ready', html }),
      (err: unknown) => current && setState({ status: 'failed', message: errorText(err, t('common.networkError')) }),
    );
    return () => {
      current = false;
    };
    // `lang` is a dependency on purpose: the server answers in the session's language.
  }, [kind, enabled, lang, t]);

  return state;
}
