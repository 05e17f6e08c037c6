import { useEffect } from 'react';

/** Longest wait for an idle moment: a list that keeps drawing thumbnails is rarely idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * While a screen that leads to a heavier one is shown (a template list to the editor), the next
 * screen's code comes once this one has drawn itself: a tap then opens it without waiting for
 * its script. The screen is given the loader by the app shell, so it names no screen above it.
 */
export function usePrefetchWhenIdle(prefetch: (() => void) | undefined, when: boolean): void {
  useEffect(() => {
    if (!when || !prefetch) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [prefetch, when]);
}
