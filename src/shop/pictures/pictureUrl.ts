import type { Picture } from '../../api/client/pictureSets';

export type PictureSize = 320 | 640 | 800;
export type PictureEffect = 'original' | 'bw' | 'sepia';

/** Fills a picture's media URL template (its `src`) for one size and effect. */
export const pictureUrl = (picture: Pick<Picture, 'src'>, size: PictureSize, effect: PictureEffect = 'original') =>
  picture.src.replaceAll('{size}', String(size)).replaceAll('{effect}', effect);
