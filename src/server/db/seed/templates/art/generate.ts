import path from 'node:path';
import sharp from 'sharp';
import { fileExists, writeAtomically } from '../../../../services/media/files';
import { ALL_ART } from './catalog';
import { svgDocument, type ArtSource } from './source';

/** Raised whenever a drawing changes, so a media dir made from older sources is redrawn. */
export const TEMPLATE_ART_VERSION = 1;

export const TEMPLATE_ART_NAMES: string[] = ALL_ART.map((art) => art.name);

/** Where Node hosts find an artwork (the browser asks for /templates/art/<name>.png). */
export const templateArtFile = (mediaDir: string, name: string): string => path.join(mediaDir, 'template-art', `${name}.png`);

/** The PNG of one artwork: librsvg draws the SVG at its print size, so the same source gives the same bytes. */
export async function rasteriseArt(art: ArtSource): Promise<Buffer> {
  return sharp(Buffer.from(svgDocument(art))).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

/**
 * Writes every artwork missing under `${mediaDir}/template-art` and returns how many it made.
 * After a change of TEMPLATE_ART_VERSION every file is drawn again (replaced atomically).
 */
export async function generateTemplateArt(mediaDir: string): Promise<number> {
  const stamp = path.join(mediaDir, 'template-art', `.template-art-v${TEMPLATE_ART_VERSION}`);
  const current = await fileExists(stamp);
  const missing: ArtSource[] = [];
  for (const art of ALL_ART) if (!current || !(await fileExists(templateArtFile(mediaDir, art.name)))) missing.push(art);
  // One at a time: a full-bleed calendar page at 300 DPI is some 30 MB of pixels while drawn.
  for (const art of missing) await writeAtomically(templateArtFile(mediaDir, art.name), await rasteriseArt(art));
  if (!current) await writeAtomically(stamp, Buffer.from(`Template art drawn by version ${TEMPLATE_ART_VERSION}.\n`));
  return missing.length;
}
