/**
 * Where the lab's renders load pictures from: the fixtures through the support-only media path,
 * template artwork and green-screen backgrounds from the routes every page uses.
 */
import { labPictureUrl } from '../../api/client/lab';
import { greenScreenBackgroundUrl, templateArtUrl } from '../../api/client/templates';
import type { PictureSources } from '../../engine/render';

/** An image paint names artwork by a bare name; a path or URL (allowed by the format) is used as it is. */
const artUrl = (src: string): string => (/^(\/|[a-z][a-z0-9+.-]*:)/i.test(src) ? src : templateArtUrl(src));

const sourcesAt = (size: 320 | 800): PictureSources => ({
  picture: (uuid) => labPictureUrl(uuid, size, 'original.jpg'),
  foreground: (uuid) => labPictureUrl(uuid, size, 'original.png'),
  // Upright and unfiltered: the engine turns and filters the composite itself.
  background: (uuid) => greenScreenBackgroundUrl(uuid, { size }),
  art: artUrl,
});

/** 800 px derivatives: sharp enough for a preview the width of a desktop page. */
export const labPictureSources = sourcesAt(800);

/** 320 px derivatives, as spec 2 §7 loads thumbnails: a grid tile is at most a few hundred px wide. */
export const labThumbnailSources = sourcesAt(320);
