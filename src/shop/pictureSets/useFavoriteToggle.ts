import { useCallback, useRef, useState } from 'react';
import { getPictureSet, type PictureSet } from '../../api/client/pictureSets';
import { setPictureFavorite } from '../../api/client/pictures';

type Update = (change: (set: PictureSet) => PictureSet) => void;

const withFavorite = (uuid: string, favorite: boolean) => (set: PictureSet): PictureSet => ({
  ...set,
  pictures: set.pictures.map((p) => (p.uuid === uuid ? { ...p, isUserFavorite: favorite } : p)),
});

/**
 * The heart toggle: shows the change at once and saves it. A failed save is not reported (spec 3
 * §8) but the heart must not lie: it takes the state the server holds (asked again), or the
 * state before the tap when even that cannot be asked. One save per picture at a time.
 */
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
        const saved = await setPictureFavorite(pictureUuid, favorite);
        update(withFavorite(pictureUuid, saved.isUserFavorite));
      } catch {
        const truth = await getPictureSet(pictureSetUuid).then(
          ({ pictureSet }) => pictureSet.pictures.find((p) => p.uuid === pictureUuid)?.isUserFavorite ?? !favorite,
          () => !favorite,
        );
        update(withFavorite(pictureUuid, truth));
      } finally {
        pending.current.delete(pictureUuid);
        setBusy(new Set(pending.current));
      }
    },
    [pictureSetUuid, update],
  );
  return { toggle, busy };
}
