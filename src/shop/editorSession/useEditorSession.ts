/**
 * The editor page's loading: the session once loaded, with the store made from it (once per
 * load: a new store would drop the history), the failure to show otherwise, and a retry.
 */
import { useMemo } from 'react';
import { createEditorStore, type EditorInit, type EditorStore } from '../../editor';
import { useLoad } from '../loading/useLoad';
import type { EditorSession } from './loadEditorSession';

export type EditorSessionState<S extends { init: EditorInit } = EditorSession> =
  | { status: 'loading' }
  | { status: 'ready'; session: S; store: EditorStore }
  | { status: 'failed'; error: unknown };

export function useEditorSession<S extends { init: EditorInit } = EditorSession>(load: () => Promise<S>): { state: EditorSessionState<S>; retry: () => void } {
  const { state: loaded, retry } = useLoad(load);
  const state = useMemo<EditorSessionState<S>>(
    () => (loaded.status === 'ready' ? { status: 'ready', session: loaded.value, store: createEditorStore(loaded.value.init) } : loaded),
    [loaded],
  );
  return { state, retry };
}
