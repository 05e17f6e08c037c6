/**
 * Numbers the server enforces and the screens respect, without schemas: the shop and the editor
 * read them in their first JS, which must not carry zod (the schema modules import them from here).
 */

/** Upload limits, checked by the server (413 over a size, 400 for anything else). */
export const UPLOAD_LIMITS = {
  maxFileBytes: 20 * 1024 * 1024,
  maxFiles: 10,
  /** Shorter side in pixels: smaller pictures cannot print sharply on any product. */
  minSide: 200,
  /** Longer side in pixels. */
  maxSide: 12000,
  formats: ['jpeg', 'png', 'webp'],
} as const;

/**
 * Long side (px) of the artwork copies thumbnails draw (GET /templates/art/{name}.png?size=640):
 * artwork is made for 300 DPI print, and decoding a 2400 px PNG on the main thread stalls a page
 * of tiles for 50-130 ms each.
 */
export const ART_THUMBNAIL_SIZE = 640;

/**
 * Long side (px) of the artwork copies live canvases draw (?size=1280): the editor's canvas draws
 * at most 2 device px per CSS px, so a card up to 640 CSS px across needs no more. The print-size
 * file is three times the pixels, and a phone decodes and scales it on the main thread before the
 * editor's first canvas shows (a 1,843 px card artwork: about 80 of the first canvas's 170 ms).
 */
export const ART_CANVAS_SIZE = 1280;

/** The sizes artwork is copied at besides its print-size file. */
export const ART_COPY_SIZES = [ART_THUMBNAIL_SIZE, ART_CANVAS_SIZE] as const;
export type ArtCopySize = (typeof ART_COPY_SIZES)[number];

/** Most template entries in the 'Other popular products' list; each comes from a different product. */
export const MAX_PROMOTED_TEMPLATES = 4;
/** Most category entries in that list, after the templates. */
export const MAX_PROMOTED_CATEGORIES = 2;

/** Length limits of the address search text (after trimming). */
export const ADDRESS_QUERY_LIMITS = { min: 2, max: 100 } as const;

/** Spec 1 §9: the address form waits this long after the last key before it asks. */
export const ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS = 500;

/** The most editor states one request may carry; the /debug recorder sends them with its event batches. */
export const MAX_EDITOR_STATES_PER_REQUEST = 200;
