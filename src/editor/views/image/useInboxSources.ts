/**
 * What the image inbox lists: the customer's picture sets (the opening one at once, the rest when
 * GET /api/webshop/user/picture-sets answers) and their own uploads (recent-images, only when
 * the shop allows own photos). Every picture listed is taught to the session's PictureLocator,
 * so the canvas finds one as soon as it is placed.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { listPictureSets, type PictureSet } from '../../../api/client/pictureSets';
import { listRecentImages, type UploadedImage } from '../../../api/client/templates';
import { usePictureLocator } from '../../canvas/EditorMedia';
import { useEditor } from '../../store';
import { pictureCatalog, type InboxPicture } from './inboxPictures';
import { setChoices, type SetChoice } from './pictureSetChoices';

export type LoadState = 'loading' | 'ready' | 'failed';

export interface InboxSources {
  /** The sets the source picker offers; the opening set alone until the list has loaded. */
  choices: SetChoice[];
  setsState: LoadState;
  /** The customer's uploads, newest first; empty while loading or when own photos are off. */
  uploads: UploadedImage[];
  uploadsState: LoadState;
  /** Every listed picture by uuid. */
  catalog: Map<string, InboxPicture>;
  /** Uploads made in this view, put first (newest first like the server's list). */
  addUploads(images: readonly UploadedImage[]): void;
  /** Loads what failed again. */
  retry(): void;
}

export function useInboxSources(): InboxSources {
  const locator = usePictureLocator();
  const openingSet = useEditor((state) => state.context.pictureSet);
  const options = useEditor((state) => state.context.options);
  const [sets, setSets] = useState<{ state: LoadState; list: PictureSet[] }>({ state: 'loading', list: [] });
  const [uploads, setUploads] = useState<{ state: LoadState; list: UploadedImage[] }>({ state: 'loading', list: [] });
  const [attempt, setAttempt] = useState(0);
  // Only the opening set when the customer may not change subject: no need to ask for the others.
  const wantsSets = options.allowSubjectChange;

  useEffect(() => {
    if (!wantsSets) return;
    let live = true;
    listPictureSets().then(
      ({ pictureSets }) => {
        locator.addPictures(pictureSets.flatMap((set) => set.pictures));
        if (live) setSets({ state: 'ready', list: pictureSets });
      },
      () => live && setSets((previous) => ({ ...previous, state: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [locator, wantsSets, attempt]);

  useEffect(() => {
    if (!options.allowOwnPhotos) return;
    let live = true;
    listRecentImages().then(
      ({ images }) => {
        locator.addUploads(images);
        // Uploads made while the list was on its way stay in front.
        if (live) setUploads((previous) => ({ state: 'ready', list: [...previous.list, ...images.filter((i) => !previous.list.some((p) => p.uuid === i.uuid))] }));
      },
      // The previous list is kept on failure (spec 2 §7).
      () => live && setUploads((previous) => ({ ...previous, state: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [locator, options.allowOwnPhotos, attempt]);

  const addUploads = useCallback(
    (images: readonly UploadedImage[]) => {
      locator.addUploads(images);
      setUploads((previous) => ({ ...previous, list: [...images, ...previous.list.filter((p) => !images.some((i) => i.uuid === p.uuid))] }));
    },
    [locator],
  );

  const choices = useMemo(() => setChoices(sets.list, openingSet, options), [sets.list, openingSet, options]);
  const catalog = useMemo(() => pictureCatalog([openingSet, ...sets.list], uploads.list), [openingSet, sets.list, uploads.list]);

  return {
    choices,
    setsState: wantsSets ? sets.state : 'ready',
    uploads: uploads.list,
    uploadsState: options.allowOwnPhotos ? uploads.state : 'ready',
    catalog,
    addUploads,
    retry: () => {
      setSets((previous) => ({ ...previous, state: 'loading' }));
      setUploads((previous) => ({ ...previous, state: 'loading' }));
      setAttempt((n) => n + 1);
    },
  };
}
