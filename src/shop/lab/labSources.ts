/**
 * Where the lab's renders load pictures from: the fixtures through the support-only media path,
 * template artwork and green-screen backgrounds from the routes every page uses.
 */
import { labPictureUrl } from '../../api/client/lab';
import { artSourceUrl, greenScreenBackgroundUrl } from '../../api/client/templates';
import type { PictureSources } from '../../engine/render';

const sourcesAt = (size: 320 | 800): PictureSources => ({
  picture: (uuid) => labPictureUrl(uuid, size, 'original.jpg'),
  foreground: (uuid) => labPictureUrl(uuid, size, 'original.png'),
  // Upright and unfiltered: the engine turns and filters the composite itself.
  background: (uuid) => greenScreenBackgroundUrl(uuid, { size }),
  art: (src) => artSourceUrl(src, { thumbnail: size === 320 }),
});

/** 800 px derivatives: sharp enough for a preview the width of a desktop page. */
export const labPictureSources = sourcesAt(800);

/** 320 px derivatives, as spec 2 §7 loads thumbnails: a grid tile is at most a few hundred px wide. */
export const labThumbnailSources = sourcesAt(320);
