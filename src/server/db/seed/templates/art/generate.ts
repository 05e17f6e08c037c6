import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { fileExists, writeAtomically } from '../../../../storage';
import { templateArtFile } from '../../../../services/media/templateArt';
import { ALL_ART } from './catalog';
import { svgDocument, type ArtSource } from './source';

/** Raised whenever a drawing changes, so a media dir made from older sources is redrawn. */
export const TEMPLATE_ART_VERSION = 2;

export const TEMPLATE_ART_NAMES: string[] = ALL_ART.map((art) => art.name);


/** The PNG of one artwork: librsvg draws the SVG at its print size, so the same source gives the same bytes. */
export async function rasteriseArt(art: ArtSource): Promise<Buffer> {
  return sharp(Buffer.from(svgDocument(art))).png({ compressionLevel: 6 }).toBuffer();
}

/** Part of the stamp's name, so files drawn from other sources are redrawn even if nobody bumped the version. */
const SOURCES_HASH = createHash('sha1')
  .update(ALL_ART.map((art) => `${art.name}:${art.widthMm}x${art.heightMm}@${art.dpi}:${art.body}`).join('\n'))
  .digest('hex')
  .slice(0, 10);

/**
 * Writes every artwork missing under `${mediaDir}/template-art` and returns how many it made.
 * After a change of TEMPLATE_ART_VERSION (or of any source) every file is drawn again (replaced atomically).
 */
export async function generateTemplateArt(mediaDir: string): Promise<number> {
  const stamp = path.join(mediaDir, 'template-art', `.template-art-v${TEMPLATE_ART_VERSION}-${SOURCES_HASH}`);
  const current = await fileExists(stamp);
  const missing: ArtSource[] = [];
  for (const art of ALL_ART) if (!current || !(await fileExists(templateArtFile(mediaDir, art.name)))) missing.push(art);
  // Two at a time: the largest artwork is some 40 MB of pixels while drawn.
  const queue = [...missing];
  const worker = async () => {
    for (let art = queue.shift(); art; art = queue.shift()) await writeAtomically(templateArtFile(mediaDir, art.name), await rasteriseArt(art));
  };
  await Promise.all([worker(), worker()]);
  if (!current) await writeAtomically(stamp, Buffer.from(`Template art drawn by version ${TEMPLATE_ART_VERSION}.\n`));
  return missing.length;
}
