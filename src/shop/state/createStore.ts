import { useSyncExternalStore } from 'react';
import { createStore, type StateCreator } from 'zustand/vanilla';

/**
 * zustand's `create`, except that the server's render and the browser's hydration read the
 * store's current state: zustand's own hook reads the state the store was created with there,
 * which would drop the settings and session filled in before the render (and before hydrating).
 */
export function create<T>(initializer: StateCreator<T, [], []>) {
  const api = createStore(initializer);
  function useBoundStore(): T;
  function useBoundStore<U>(selector: (state: T) => U): U;
  function useBoundStore<U>(selector?: (state: T) => U): T | U {
    const read = () => (selector ? selector(api.getState()) : api.getState());
    return useSyncExternalStore(api.subscribe, read, read);
  }
  return Object.assign(useBoundStore, api);
}
