/**
 * The editor's code, asked for before it is needed: the page's frame with the template's preview
 * (EditorPage) and the editor itself with Konva (EditorSessionPage). The same modules the routes
 * import lazily: the browser loads and runs each once, and a failure here is the route's to show.
 */
import { useEffect } from 'react';

export const prefetchEditorPage = (): void => void import('./EditorPage').catch(() => undefined);

export const prefetchEditorSession = (): void => void import('./EditorSessionPage').catch(() => undefined);

export function prefetchEditorCode(): void {
  prefetchEditorPage();
  prefetchEditorSession();
}

/** Longest wait for an idle moment: a list that keeps drawing thumbnails is rarely idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * While a screen that leads to the editor (a template list) is shown, its code comes once the
 * screen has drawn itself: a chosen template then opens without waiting for the editor's script.
 */
export function usePrefetchEditorCode(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetchEditorCode, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetchEditorCode, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [when]);
}
