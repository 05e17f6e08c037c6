/**
 * Where the lab's renders load pictures from: the fixtures through the support-only media path,
 * template artwork and green-screen backgrounds from the routes every page uses (the editor's
 * host sources).
 */
import { labPictureUrl } from '../../api/client/lab';
import { hostPictureSources, type PictureLocation } from '../../editor';

const labLocation: PictureLocation = {
  picture: (uuid, size) => labPictureUrl(uuid, size, 'original.jpg'),
  foreground: (uuid, size) => labPictureUrl(uuid, size, 'original.png'),
};

/** 800 px derivatives: sharp enough for a preview the width of a desktop page. */
export const labPictureSources = hostPictureSources(labLocation, 800);

/** 320 px derivatives, as spec 2 §7 loads thumbnails: a grid tile is at most a few hundred px wide. */
export const labThumbnailSources = hostPictureSources(labLocation, 320);
