/**
 * Smaller copies of the site's own images (`/media/site/{file}`: the front page backdrop, content
 * pages' pictures) that the server makes on request: WebP at a few widths, so a phone fetches a
 * fraction of the photo it was uploaded as. Pure, shared by the server (which widths it makes)
 * and the shop (which it asks for).
 */
export const SITE_IMAGE_WIDTHS = [640, 1280, 1920] as const;
export type SiteImageWidth = (typeof SITE_IMAGE_WIDTHS)[number];

/** The file name of a site image, as `/media/site/{file}` serves it. */
export const SITE_IMAGE_FILE = /^[a-z0-9][a-z0-9-]*\.(jpg|jpeg|png|webp)$/;
const SITE_IMAGE_PREFIX = '/media/site/';

/** `/media/site/frontpage.jpg/1280.webp` */
export const siteImageVariantUrl = (file: string, width: SiteImageWidth) => `${SITE_IMAGE_PREFIX}${file}/${width}.webp`;

/** The width a variant's file name (`1280.webp`) asks for; null unless it is one the server makes. */
export function parseSiteImageVariant(variant: string): SiteImageWidth | null {
  return SITE_IMAGE_WIDTHS.find((width) => variant === `${width}.webp`) ?? null;
}

/**
 * The srcset of a site image's variants, or null for an image elsewhere (an address an editor
 * typed into the settings), which is shown as it is.
 */
export function siteImageSrcSet(url: string): string | null {
  const file = url.startsWith(SITE_IMAGE_PREFIX) ? url.slice(SITE_IMAGE_PREFIX.length) : '';
  return SITE_IMAGE_FILE.test(file) ? SITE_IMAGE_WIDTHS.map((width) => `${siteImageVariantUrl(file, width)} ${width}w`).join(', ') : null;
}
