/**
 * The editor page's loading: the session once loaded (with the store made from it), the
 * failure to show otherwise, and a retry. A page whose route changes is mounted anew (keyed by
 * the route), so one load belongs to one page.
 */
import { useCallback, useEffect, useState } from 'react';
import { createEditorStore, type EditorStore } from '../../editor';
import type { EditorSession } from './loadEditorSession';

export type EditorSessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: EditorSession; store: EditorStore }
  | { status: 'failed'; error: unknown };

export function useEditorSession(load: () => Promise<EditorSession>): { state: EditorSessionState; retry: () => void } {
  const [state, setState] = useState<EditorSessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (session) => current && setState({ status: 'ready', session, store: createEditorStore(session.init) }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
