/**
 * A page's data load as a state: loading, ready with the value, or failed with the error, plus
 * a retry, a refresh that keeps the value shown until the new one arrives, and a way to replace
 * the value (an answer that returns the new state, such as the cart after a delete). An answer
 * that arrives after the page moved on is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirstAnswerOnce } from '../ssr/answers';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

export interface Load<T> {
  state: LoadState<T>;
  retry(): void;
  refresh(): void;
  replace(value: T): void;
}

/**
 * Loads when mounted and whenever `load` changes (keep it stable with useCallback). With a `key`
 * (naming the data, e.g. with its ids and language), the server's render loads it too and the
 * page's first render in the browser starts from that answer instead of loading.
 */
export function useLoad<T>(load: () => Promise<T>, key?: string): Load<T> {
  const { first, startedWithAnswer } = useFirstAnswerOnce(key, load);
  const [state, setState] = useState<LoadState<T>>(() => (first ? { status: 'ready', value: first.value } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const keepShown = useRef(false);

  useEffect(() => {
    if (startedWithAnswer()) return;
    let current = true;
    if (!keepShown.current) setState({ status: 'loading' });
    keepShown.current = false;
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `key` names what `load` loads: it changes only with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    keepShown.current = true;
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((value: T) => setState({ status: 'ready', value }), []);
  return { state, retry, refresh, replace };
}
