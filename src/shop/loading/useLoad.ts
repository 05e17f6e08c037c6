/**
 * A page's data load as a state: loading, ready with the value, or failed with the error, plus
 * a retry, a refresh that keeps the value shown until the new one arrives, and a way to replace
 * the value (an answer that returns the new state, such as the cart after a delete). An answer
 * that arrives after the page moved on is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

export interface Load<T> {
  state: LoadState<T>;
  retry(): void;
  refresh(): void;
  replace(value: T): void;
}

/** Loads when mounted and whenever `load` changes (keep it stable with useCallback). */
export function useLoad<T>(load: () => Promise<T>): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const keepShown = useRef(false);

  useEffect(() => {
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
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    keepShown.current = true;
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((value: T) => setState({ status: 'ready', value }), []);
  return { state, retry, refresh, replace };
}
