import type { PictureSet } from '../../api/client/pictureSets';

/**
 * The picture set the editor opens with (spec 2 §1: templates are chosen in the context of the
 * current set). A cart line opened again keeps the set its pictures came from; otherwise the
 * session's current set, else the newest (lists come newest first). Null without any set.
 */
export function editorPictureSet(sets: readonly PictureSet[], currentUuid: string | null, placedPictures: readonly string[] = []): PictureSet | null {
  const placed = new Set(placedPictures);
  return (
    sets.find((set) => set.pictures.some((p) => placed.has(p.uuid))) ??
    sets.find((set) => set.uuid === currentUuid) ??
    sets[0] ??
    null
  );
}
