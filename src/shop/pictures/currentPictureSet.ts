/**
 * The picture set the product screens work with: the session's current set (the editor's choice
 * rule, so a list and the editor it opens fill templates from the same set), and switching it.
 */
import { useEffect, useState } from 'react';
import type { PictureSet } from '../../api/client/pictureSets';
import { editorPictureSet } from './editorPictureSet';
import { usePictureSetsStore } from './pictureSetsStore';
import { useSessionStore } from '../session/sessionStore';

export type PictureSetsState = { status: 'loading' } | { status: 'ready'; sets: PictureSet[]; current: PictureSet | null } | { status: 'failed'; error: unknown };

/** The customer's sets (loaded once if the store has none yet) and the current one among them. */
export function useCurrentPictureSet(): PictureSetsState & { retry: () => void } {
  const sets = usePictureSetsStore((s) => s.pictureSets);
  const session = useSessionStore((s) => s.session);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (sets !== null) return;
    let live = true;
    setError(null);
    usePictureSetsStore
      .getState()
      .refresh()
      .catch((err: unknown) => live && setError(err));
    return () => {
      live = false;
    };
  }, [sets, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (error !== null) return { status: 'failed', error, retry };
  if (sets === null || session === null) return { status: 'loading', retry };
  return { status: 'ready', sets, current: editorPictureSet(sets, session.currentPictureSetUuid), retry };
}

/**
 * Makes `set` the current picture set: the server keeps it in the session (a reload keeps it),
 * and the session store, which the lists and the editor read, takes the answer. Rejects with
 * the server's reason, the current set unchanged.
 */
export async function switchPictureSet(set: Pick<PictureSet, 'subject'>): Promise<void> {
  await useSessionStore.getState().chooseCurrentPictureSet(set.subject.uuid);
}
