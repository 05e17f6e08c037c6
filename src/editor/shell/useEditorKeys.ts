/**
 * The editor's shortcuts on the whole page: undo/redo, and the picture's keys while the image
 * view is open. Keys already handled (a tab list's arrows) and keys inside an open dialog are left alone.
 */
import { useEffect } from 'react';
import { runAction } from '../actions';
import { useEditorStore } from '../store';
import { editorKeyAction } from './editorKeys';
import { shownView } from './viewLayout';

const inDialog = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;

export function useEditorKeys(): void {
  const store = useEditorStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || inDialog(event.target)) return;
      const action = editorKeyAction(event, shownView(store.getState()), event.target);
      if (!action) return;
      // A disabled action still takes its key: Ctrl+Z never reaches the browser's own undo.
      event.preventDefault();
      runAction(action, { store });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
