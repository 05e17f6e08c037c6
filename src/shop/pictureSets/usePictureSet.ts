/**
 * Loads one of the customer's picture sets for a screen: the one a route names, or (uuid null)
 * the session's current set. A set that is not on the account is 'notFound' (the server answers
 * 404 for it exactly as for one that does not exist); other failures can be retried. The
 * server's render loads it too, for the page's first render.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '../../api/client/call';
import { getPictureSet, type PictureSet } from '../../api/client/pictureSets';
import { useFirstAnswerOnce } from '../ssr/answers';

export type PictureSetState =
  | { status: 'loading' }
  | { status: 'ready'; pictureSet: PictureSet }
  | { status: 'notFound' }
  | { status: 'failed'; error: unknown };

export function usePictureSet(uuid: string | null) {
  const load = useCallback(() => getPictureSet(uuid ?? ''), [uuid]);
  const { first, startedWithAnswer } = useFirstAnswerOnce(uuid ? `picture-set:${uuid}` : undefined, load);
  const [state, setState] = useState<PictureSetState>(() => (first ? { status: 'ready', pictureSet: first.value.pictureSet } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uuid) return setState({ status: 'notFound' });
    if (startedWithAnswer()) return;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      ({ pictureSet }) => current && setState({ status: 'ready', pictureSet }),
      (error: unknown) => current && setState(error instanceof ApiCallError && error.status === 404 ? { status: 'notFound' } : { status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [uuid, load, startedWithAnswer, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Changes the loaded set in place (after a favourite or pose was saved). */
  const update = useCallback((change: (set: PictureSet) => PictureSet) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', pictureSet: change(s.pictureSet) } : s));
  }, []);
  return { state, retry, update };
}
