/**
 * The first part of a filled template drawn by the Node engine into a box, as WebP, for the
 * shop's lists and order lines: the renderer, picture loading and frozen-line options the print
 * files and the confirmation mail use, and like the browser's thumbnails with empty slots in
 * their placeholder colour. Kept on this server's disk by the name of what it is drawn from.
 */
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { Size } from '../../../engine/layout/geometry';
import { areaSizeMm } from '../../../engine/layout/partArea';
import { scaleToFit } from '../../../engine/layout/scale';
import type { Language, Template, UserResources } from '../../../engine/model';
import { nodeEngine } from '../drawing/nodeEngine';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../../storage';
import { cachedFile } from '../media/cache';
import { printSources } from '../prints/printSources';

/**
 * WebP at quality 80 for the lists' tiles: a 15x15 card tile was 11-14 % of the same pixels as PNG
 * (8.5 KB against 73 KB at 261 px). An order line is the customer's proof of what is printed:
 * lossless, so its pixels stay those of the print file scaled down.
 */
const WEBP = { tiles: { quality: 80 }, lines: { lossless: true } } as const;

/**
 * Drawn this many times larger and scaled down by sharp (lanczos2): the canvas's bilinear filter
 * drawing a full-size photo or artwork straight into a few dozen pixels aliases. Measured by the
 * print-fidelity spec (cart line against its print file, 26 templates): at 1x up to 3.5 % of the
 * pixels differed, at 6x up to 0.8 %, at 12x with lanczos3 0.55 %, with lanczos2 0.42 % (limit 0.5 %).
 */
const SUPERSAMPLE = 12;
/** The drawing is made no wider than this, whatever the box (a tile's 540 px then gets 3.3x). */
const MAX_DRAW_PX = 1800;

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

/** What the Node renderer hands back: @napi-rs/canvas's canvas, read as unpremultiplied RGBA. */
interface PixelCanvas {
  width: number;
  height: number;
  getContext(type: '2d'): { getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray } };
}

async function draw(db: Db, media: ObjectStorage, mediaDir: string, instance: DrawingInstance, box: Size, kind: 'lines' | 'tiles'): Promise<Buffer> {
  const images = Object.values(instance.resources.images);
  const pictures = await printSources(
    db,
    media,
    mediaDir,
    images.map((image) => image.pictureUuid),
    images.flatMap((image) => (image.background ? [image.background.uuid] : [])),
  );
  return drawing(async () => {
    const width = widthInBox(instance.template, box);
    const { rasterisePart, createNodeAssets } = await nodeEngine();
    const raster = await rasterisePart({
      ...instance,
      part: instance.template.parts[0],
      sources: pictures.sources,
      assets: createNodeAssets(pictures.loader),
      target: { width: Math.min(MAX_DRAW_PX, width * SUPERSAMPLE) },
      area: 'trim',
      placeholders: true,
    });
    const canvas = raster.canvas as unknown as PixelCanvas;
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
      .resize({ width, kernel: 'lanczos2' })
      .webp(WEBP[kind])
      .toBuffer();
  });
}

/** The drawing's bytes; `digest` names everything it is drawn from (see api/contract/drawings). */
export function cachedDrawing(deps: { db: Db; media: ObjectStorage; config: Config }, kind: 'lines' | 'tiles', digest: string, instance: DrawingInstance, box: Size): Promise<Buffer> {
  const file = path.join(deps.config.cacheDir, 'drawings', kind, digest.slice(0, 2), `${digest}-${box.width}x${box.height}.webp`);
  return cachedFile(file, () => draw(deps.db, deps.media, deps.config.mediaDir, instance, box, kind));
}
