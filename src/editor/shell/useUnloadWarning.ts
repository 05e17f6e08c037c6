/** With unsaved changes, closing or reloading the tab asks the browser's own question first. */
import { useEffect } from 'react';
import { isDirty, useEditorStore } from '../store';

export function useUnloadWarning(): void {
  const store = useEditorStore();
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty(store.getState())) return;
      event.preventDefault();
      // Older Safari and Chromium ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);
}
