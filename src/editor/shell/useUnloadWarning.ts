/** With unsaved changes, closing or reloading the tab asks the browser's own question first. */
import { useCallback, useEffect, useRef } from 'react';
import { isDirty, useEditorStore } from '../store';

/**
 * Returns `release`: once the customer chose to close without saving, the question is not asked
 * again, even while the editor stays on screen until the next page has loaded.
 */
export function useUnloadWarning(): () => void {
  const store = useEditorStore();
  const released = useRef(false);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const state = store.getState();
      if (released.current || state.context.mode === 'read-only' || !isDirty(state)) return;
      event.preventDefault();
      // Older Safari and Chromium ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);
  return useCallback(() => {
    released.current = true;
  }, []);
}
