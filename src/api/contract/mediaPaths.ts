/**
 * Addresses of the pictures templates draw, pure strings shared by the browser's renders and the
 * server, which names the same addresses in an editor page's preload hints (a preload is only used
 * when the page later asks for the very same URL).
 */
import type { ArtCopySize } from './limits';

/** Long side of the pictures the editor's canvas draws (full size). */
export const CANVAS_PICTURE_SIZE: 320 | 640 | 800 = 800;

/** A media URL template ({size}, {effect}) filled in. */
export const fillMediaSrc = (src: string, size: 320 | 640 | 800, effect: 'original' | 'bw' | 'sepia' = 'original'): string =>
  src.replaceAll('{size}', String(size)).replaceAll('{effect}', effect);

/** URL of template artwork by the name an image paint gives: its copy of `size`, or the print-size file. */
export const templateArtUrl = (name: string, size?: ArtCopySize) => `/templates/art/${encodeURIComponent(name)}.png${size ? `?size=${size}` : ''}`;

/** An image paint names artwork by a bare name; a path or URL (allowed by the format) is used as it is. */
export const artSourceUrl = (src: string, size?: ArtCopySize): string => (/^(\/|[a-z][a-z0-9+.-]*:)/i.test(src) ? src : templateArtUrl(src, size));
