import { siteImageSrcSet } from '../../domain/siteImages/siteImageVariants';

/**
 * The front page backdrop as an image the browser picks a size of: it is the page's largest
 * paint, and on a phone the uploaded photo (a 164 KB JPEG for the demo's) decided when the page
 * was done. Pure.
 */
export interface Backdrop {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The backdrop covers the page: on a portrait screen its height decides, and a landscape photo
 * (16:9, as backdrops are shot) is then shown about 1.8 screen heights wide.
 */
const COVER_SIZES = '(orientation: portrait) 178vh, 100vw';

export function frontPageBackdrop(url: string): Backdrop {
  const srcSet = siteImageSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes: COVER_SIZES } : { src: url };
}
