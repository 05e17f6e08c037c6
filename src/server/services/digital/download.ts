/**
 * Downloads of bought digital files (spec 3 §2 'pictureset.download.file' and
 * '.file.background'): the original as it was delivered, or for a green-screen picture the
 * person cut out (the media service's mask and despill) over a background, or over nothing
 * ('transparent': a PNG with alpha). Only a picture the customer bought; anything else is 404.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../../storage';
import { cachedFile } from '../media/cache';
import { findBackgroundFile, requireObject } from '../media/pictureFiles';
import { removeGreenSpill } from '../media/render';
import { and, eq } from 'drizzle-orm';
import { pictures, pictureSets, userPictureSets } from '../../db/schema';
import { loadDigitalCatalog } from './catalog';
import { DigitalError } from './digitalError';
import { digitalHoldings, pictureStatusIn, subjectSetStatus } from './ownedDigital';

export interface DownloadFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

async function boughtPicture(db: Db, userUuid: string, uuid: string) {
  const [row] = await db
    .select({ picture: pictures, subjectUuid: pictureSets.subjectUuid })
    .from(pictures)
    .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
    .innerJoin(userPictureSets, and(eq(userPictureSets.pictureSetUuid, pictureSets.uuid), eq(userPictureSets.userUuid, userUuid)))
    .where(eq(pictures.uuid, uuid.toLowerCase()))
    .limit(1);
  if (!row) return null;
  const holdings = await digitalHoldings(db, userUuid, await loadDigitalCatalog(db, 'nb'));
  const status = pictureStatusIn(holdings, row.picture, subjectSetStatus(holdings, row.subjectUuid));
  return status.bought ? row.picture : null;
}

const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

export async function digitalDownload(db: Db, config: Config, media: ObjectStorage, userUuid: string, file: string, background: string | undefined): Promise<DownloadFile> {
  const picture = await boughtPicture(db, userUuid, file);
  // Not the customer's and not bought read the same: nothing tells which pictures exist.
  if (!picture) throw new DigitalError(404, 'pictureNotFound', 'file');
  const original = await media.read(picture.file);
  if (!original) throw new DigitalError(404, 'pictureNotFound', 'file');
  const base = `${picture.webshopId}`;
  if (!background) {
    const ext = path.extname(picture.file).toLowerCase();
    return { data: original, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream', fileName: `${base}${ext}` };
  }
  const maskFile = picture.maskFile;
  if (!maskFile) throw new DigitalError(400, 'noBackgrounds', 'background');
  if (background === 'transparent') {
    const data = await cachedFile(path.join(config.cacheDir, 'digital', `${picture.uuid}-transparent.png`), async () => (await cutOut(original, await requireObject(media, maskFile))).png);
    return { data, contentType: 'image/png', fileName: `${base}-transparent.png` };
  }
  const row = await findBackgroundFile(db, background.toLowerCase());
  if (!row) throw new DigitalError(400, 'unknownBackground', 'background');
  const data = await cachedFile(path.join(config.cacheDir, 'digital', `${picture.uuid}-${row.uuid}.jpg`), async () =>
    composite(original, await requireObject(media, maskFile), await requireObject(media, row.file)),
  );
  return { data, contentType: 'image/jpeg', fileName: `${base}-${row.uuid.slice(0, 8)}.jpg` };
}

/** The person at full size on a transparent ground: the mask as alpha, green fringes taken out. */
async function cutOut(original: Buffer, mask: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  const colour = await sharp(original, { failOn: 'none' }).rotate().toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = colour.info;
  const alpha = await sharp(mask).ensureAlpha().extractChannel(3).resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const clean = removeGreenSpill(colour.data, alpha);
  const png = await sharp(clean, { raw: { width, height, channels: 3 } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, width, height };
}

/** The cut-out over the background, which covers the picture's frame like the engine's composite. */
async function composite(original: Buffer, mask: Buffer, background: Buffer): Promise<Buffer> {
  const person = await cutOut(original, mask);
  return sharp(background, { failOn: 'none' })
    .rotate()
    .resize(person.width, person.height, { fit: 'cover' })
    .composite([{ input: person.png }])
    .jpeg({ quality: 92 })
    .toBuffer();
}
