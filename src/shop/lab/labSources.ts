/**
 * Where the lab's renders load pictures from: the fixtures through the support-only media path,
 * template artwork and green-screen backgrounds from the routes every page uses.
 */
import { labPictureUrl } from '../../api/client/lab';
import { greenScreenBackgroundUrl, templateArtUrl } from '../../api/client/templates';
import type { PictureSources } from '../../engine/render';

/** An image paint names artwork by a bare name; a path or URL (allowed by the format) is used as it is. */
const artUrl = (src: string): string => (/^(\/|[a-z][a-z0-9+.-]*:)/i.test(src) ? src : templateArtUrl(src));

/** 800 px derivatives: sharp enough for a preview the width of a desktop page. */
export const labPictureSources: PictureSources = {
  picture: (uuid) => labPictureUrl(uuid, 800, 'original.jpg'),
  foreground: (uuid) => labPictureUrl(uuid, 800, 'original.png'),
  // Upright and unfiltered: the engine turns and filters the composite itself.
  background: (uuid) => greenScreenBackgroundUrl(uuid),
  art: artUrl,
};
