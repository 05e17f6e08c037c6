/**
 * A chunk of code loaded on demand, for a screen that shows its own stand-in while it loads
 * (useLazyModule). Not React.lazy under Suspense: React keeps a Suspense fallback up for at least
 * 300 ms once shown (its reveal throttle), and on a cold editor page that held the canvas back by
 * up to 200 ms after the editor's code had arrived. Once loaded, the code is there at once for
 * every later render: a page that asked for it early (prefetch) renders it without waiting.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LoadState } from './useLoad';

export interface LazyModule<T> {
  /** Starts loading (once; again after a failure) and gives the module. */
  load(): Promise<T>;
  /** The module when it has loaded, else null. */
  loaded(): T | null;
}

export function lazyModule<T extends object>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      loading ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          // A chunk that failed (offline, a deploy in between) is asked for again on a retry.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}

/** The module as a load state: ready at once when it has loaded before, with a retry after a failure. */
export function useLazyModule<T>(module: LazyModule<T>): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>(() => {
    const value = module.loaded();
    return value ? { status: 'ready', value } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const waiting = state.status !== 'ready';

  useEffect(() => {
    if (!waiting) return;
    let current = true;
    module.load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [module, waiting, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
