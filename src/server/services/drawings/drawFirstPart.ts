/**
 * The first part of a filled template drawn by the Node engine into a box, as WebP, for the
 * shop's lists and order lines: the renderer, picture loading and frozen-line options the print
 * files and the confirmation mail use, and like the browser's thumbnails with empty slots in
 * their placeholder colour. Kept on this server's disk by the name of what it is drawn from.
 */
import path from 'node:path';
import pLimit from 'p-limit';
import { encodeCanvas, rasterisePart } from '../../../engine/export';
import type { Size } from '../../../engine/layout/geometry';
import { areaSizeMm } from '../../../engine/layout/partArea';
import { scaleToFit } from '../../../engine/layout/scale';
import type { Language, Template, UserResources } from '../../../engine/model';
import { createNodeAssets } from '../../../engine/render/nodeBackend';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../../storage';
import { cachedFile } from '../media/cache';
import { printSources } from '../prints/printSources';

/** WebP at 0.8: a 15x15 card tile was 11-14 % of the same pixels as PNG (8.5 KB against 73 KB at 261 px). */
const WEBP_QUALITY = 0.8;

/** A draw takes a core; two at a time leaves the server room for other calls. */
const drawing = pLimit(2);

export interface DrawingInstance {
  template: Template;
  resources: UserResources;
  year: number;
  lang: Language;
  subjectName: string;
}

/** Whole px width of the part's trim area fitted into `box`. */
export function widthInBox(template: Pick<Template, 'bleed' | 'parts'>, box: Size): number {
  const mm = areaSizeMm(template.parts[0].size, template.bleed, 'trim');
  return Math.max(1, Math.min(Math.floor(box.width), Math.round(mm.width * scaleToFit(mm, box))));
}

async function draw(db: Db, media: ObjectStorage, mediaDir: string, instance: DrawingInstance, box: Size): Promise<Buffer> {
  const images = Object.values(instance.resources.images);
  const pictures = await printSources(
    db,
    media,
    mediaDir,
    images.map((image) => image.pictureUuid),
    images.flatMap((image) => (image.background ? [image.background.uuid] : [])),
  );
  return drawing(async () => {
    const raster = await rasterisePart({
      ...instance,
      part: instance.template.parts[0],
      sources: pictures.sources,
      assets: createNodeAssets(pictures.loader),
      target: { width: widthInBox(instance.template, box) },
      area: 'trim',
      placeholders: true,
    });
    const webp = await encodeCanvas(raster.canvas, 'webp', WEBP_QUALITY);
    return Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength);
  });
}

/** The drawing's bytes; `digest` names everything it is drawn from (see api/contract/drawings). */
export function cachedDrawing(deps: { db: Db; media: ObjectStorage; config: Config }, kind: 'lines' | 'tiles', digest: string, instance: DrawingInstance, box: Size): Promise<Buffer> {
  const file = path.join(deps.config.cacheDir, 'drawings', kind, digest.slice(0, 2), `${digest}-${box.width}x${box.height}.webp`);
  return cachedFile(file, () => draw(deps.db, deps.media, deps.config.mediaDir, instance, box));
}
