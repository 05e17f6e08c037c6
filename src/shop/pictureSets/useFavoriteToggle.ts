import { useCallback, useRef, useState } from 'react';
import { getPictureSet, type PictureSet } from '../../api/client/pictureSets';
import { setPictureFavorite } from '../../api/client/pictures';
import { settleFavorite } from './settleFavorite';

type Update = (change: (set: PictureSet) => PictureSet) => void;

const withFavorite = (uuid: string, favorite: boolean) => (set: PictureSet): PictureSet => ({
  ...set,
  pictures: set.pictures.map((p) => (p.uuid === uuid ? { ...p, isUserFavorite: favorite } : p)),
});

/** The heart toggle: shows the change at once, saves it, then shows what was settled (settleFavorite). One save per picture at a time. */
export function useFavoriteToggle(pictureSetUuid: string, update: Update) {
  const pending = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback(
    async (pictureUuid: string, favorite: boolean) => {
      if (pending.current.has(pictureUuid)) return;
      pending.current.add(pictureUuid);
      setBusy(new Set(pending.current));
      update(withFavorite(pictureUuid, favorite));
      try {
        const settled = await settleFavorite(
          favorite,
          () => setPictureFavorite(pictureUuid, favorite).then((saved) => saved.isUserFavorite),
          () => getPictureSet(pictureSetUuid).then(({ pictureSet }) => pictureSet.pictures.find((p) => p.uuid === pictureUuid)?.isUserFavorite),
        );
        update(withFavorite(pictureUuid, settled));
      } finally {
        pending.current.delete(pictureUuid);
        setBusy(new Set(pending.current));
      }
    },
    [pictureSetUuid, update],
  );
  return { toggle, busy };
}
