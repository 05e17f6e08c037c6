import { encodeCanvas } from './encode';
import { rasterisePart, type RasterisePartOptions } from './rasterise';

/**
 * A part as PNG bytes, in a page or in Node with the same call: pass `browserAssets()` or
 * `createNodeAssets()`. `target` is `{ dpi }` for print (300) or `{ width }` for previews;
 * `area: 'trim'` leaves the bleed out. No guides; placeholders only when asked for.
 * Throws MissingPicturesError when a picture or artwork fails to load.
 *
 * @example
 * const png = await exportPartPng({ template, part: template.parts[0], resources, year: 2028,
 *   lang: 'nb', sources, assets: createNodeAssets(), target: { width: 320 }, area: 'trim' });
 */
export async function exportPartPng(options: RasterisePartOptions): Promise<Uint8Array> {
  const raster = await rasterisePart(options);
  return encodeCanvas(raster.canvas, 'png');
}
