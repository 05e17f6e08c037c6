/**
 * Where the Node renderer finds a line's pictures for print: the originals at full size (a
 * photographer's picture, an own upload turned by its EXIF orientation, a green-screen cut-out
 * made from the original and its mask), the backgrounds and the template artwork. The engine
 * applies crops and effects itself, so every picture is loaded as it was taken.
 */
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { ImageLoader, LoadedImage, PictureSources } from '../../../engine/render';
import type { Db } from '../../db/client';
import { backgrounds, pictures, userImages } from '../../db/schema';
import { templateArtFile } from '../media/templateArt';
import type { ObjectStorage } from '../../storage';
import { renderDerivative } from '../media/render';

/** Larger than any original: the cut-out keeps the original's size. */
const FULL_SIZE = 100_000;

interface Original {
  /** Keys in the media storage. */
  file: string;
  maskFile: string | null;
  /** Uploads may carry an EXIF turn that the shop shows applied. */
  upload: boolean;
}

/** Keys the renderer asks the loader for: `kind:uuid`, or a path for artwork. */
const key = (kind: 'picture' | 'foreground' | 'background', uuid: string) => `${kind}:${uuid.toLowerCase()}`;

export interface PrintPictures {
  sources: PictureSources;
  loader: ImageLoader;
}

/** Sources and a loader for the pictures `uuids` (and backgrounds `backgroundUuids`) name. */
export async function printSources(db: Db, media: ObjectStorage, mediaDir: string, uuids: readonly string[], backgroundUuids: readonly string[]): Promise<PrintPictures> {
  const wanted = [...new Set(uuids.map((u) => u.toLowerCase()))];
  const originals = new Map<string, Original>();
  if (wanted.length > 0) {
    const [photos, uploads] = await Promise.all([
      db.select({ uuid: pictures.uuid, file: pictures.file, maskFile: pictures.maskFile }).from(pictures).where(inArray(pictures.uuid, wanted)),
      db.select({ uuid: userImages.uuid, file: userImages.file }).from(userImages).where(inArray(userImages.uuid, wanted)),
    ]);
    for (const p of photos) originals.set(p.uuid, { file: p.file, maskFile: p.maskFile, upload: false });
    for (const u of uploads) originals.set(u.uuid, { file: u.file, maskFile: null, upload: true });
  }
  const wantedBackgrounds = [...new Set(backgroundUuids.map((u) => u.toLowerCase()))];
  const backgroundFiles = new Map<string, string>();
  if (wantedBackgrounds.length > 0) {
    const rows = await db.select({ uuid: backgrounds.uuid, file: backgrounds.file }).from(backgrounds).where(inArray(backgrounds.uuid, wantedBackgrounds));
    for (const row of rows) backgroundFiles.set(row.uuid, row.file);
  }

  const original = (uuid: string): Original => {
    const found = originals.get(uuid);
    if (!found) throw new Error(`Picture ${uuid} is not in the database`);
    return found;
  };
  const bytes = async (key: string): Promise<Buffer> => {
    const found = await media.read(key);
    if (!found) throw new Error(`Media file ${key} is missing`);
    return found;
  };
  // Loaded with the first picture: the canvas library waits for the first drawing (see nodeEngine).
  const decode = async (source: string | Buffer): Promise<LoadedImage> => {
    const { loadImage } = await import('@napi-rs/canvas');
    return (await loadImage(source)) as unknown as LoadedImage;
  };

  const loader: ImageLoader = async (url) => {
    const [kind, uuid] = url.split(':', 2);
    if (kind === 'picture') {
      const { file, upload } = original(uuid);
      const source = await bytes(file);
      return decode(upload ? await sharp(source).rotate().png({ compressionLevel: 1 }).toBuffer() : source);
    }
    if (kind === 'foreground') {
      const { file, maskFile } = original(uuid);
      if (!maskFile) throw new Error(`Picture ${uuid} has no green-screen mask`);
      return decode(await renderDerivative(await bytes(file), await bytes(maskFile), { size: FULL_SIZE, effect: 'original', format: 'png' }));
    }
    if (kind === 'background') {
      const file = backgroundFiles.get(uuid);
      if (!file) throw new Error(`Background ${uuid} is not in the database`);
      return decode(await bytes(file));
    }
    return decode(url);
  };

  return {
    loader,
    sources: {
      picture: (uuid) => key('picture', uuid),
      foreground: (uuid) => key('foreground', uuid),
      background: (uuid) => key('background', uuid),
      art: (src) => templateArtFile(mediaDir, src),
    },
  };
}
