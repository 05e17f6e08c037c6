/**
 * The editor page's loading: the session once loaded, with the store made from it (once per
 * load: a new store would drop the history), the failure to show otherwise, and a retry.
 */
import { useMemo } from 'react';
import { createEditorStore, type EditorStore } from '../../editor';
import { useLoad } from '../loading/useLoad';
import type { EditorSession } from './loadEditorSession';

export type EditorSessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: EditorSession; store: EditorStore }
  | { status: 'failed'; error: unknown };

export function useEditorSession(load: () => Promise<EditorSession>): { state: EditorSessionState; retry: () => void } {
  const { state: loaded, retry } = useLoad(load);
  const state = useMemo<EditorSessionState>(
    () => (loaded.status === 'ready' ? { status: 'ready', session: loaded.value, store: createEditorStore(loaded.value.init) } : loaded),
    [loaded],
  );
  return { state, retry };
}
