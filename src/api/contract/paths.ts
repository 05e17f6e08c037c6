/**
 * Paths without schemas, for the browser client (whose first JS must not carry zod) and the server.
 */

/** Fills `:param` placeholders of an endpoint path. */
export function pathFor(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * The template lab's pictures (support staff only), of the same shape as /media/pictures: 320, 640
 * or 800 px; original|bw|sepia .jpg, or .png for the cut-out.
 */
export const LAB_PICTURE_PATH = '/media/support/pictures/:uuid/:size/:file';

export const labPictureUrl = (uuid: string, size: 320 | 640 | 800, file: string): string =>
  pathFor(LAB_PICTURE_PATH, { uuid, size: String(size), file });
