import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { backgrounds, pictures } from '../../db/schema';
import type { ObjectStorage } from '../../storage';
import { cachedFile } from './cache';
import { derivativeCachePath, sourceFingerprint, type DerivativeSource, type DerivativeSpec } from './derivatives';
import { renderDerivative } from './render';

export type PictureFileRow = Pick<typeof pictures.$inferSelect, 'uuid' | 'pictureSetUuid' | 'file' | 'maskFile'>;

export async function findPictureFile(db: Db, uuid: string): Promise<PictureFileRow | null> {
  const [row] = await db
    .select({ uuid: pictures.uuid, pictureSetUuid: pictures.pictureSetUuid, file: pictures.file, maskFile: pictures.maskFile })
    .from(pictures)
    .where(eq(pictures.uuid, uuid))
    .limit(1);
  return row ?? null;
}

export async function findBackgroundFile(db: Db, uuid: string): Promise<{ uuid: string; file: string } | null> {
  const [row] = await db.select({ uuid: backgrounds.uuid, file: backgrounds.file }).from(backgrounds).where(eq(backgrounds.uuid, uuid)).limit(1);
  return row ?? null;
}

/** The media keys a derivative of `row` is made from, or null when the original is missing from media storage. */
export async function derivativeSource(
  media: ObjectStorage,
  kind: DerivativeSource['kind'],
  row: { uuid: string; file: string; maskFile?: string | null },
  spec: DerivativeSpec,
): Promise<LocatedSource | null> {
  const maskFile = spec.format === 'png' && row.maskFile ? row.maskFile : null;
  const infos = await Promise.all([row.file, ...(maskFile ? [maskFile] : [])].map((key) => media.info(key)));
  if (infos.some((info) => info === null)) return null;
  return { kind, uuid: row.uuid, file: row.file, maskFile, fingerprint: sourceFingerprint(infos.map((info) => ({ size: info!.size, mtimeMs: info!.modifiedMs }))) };
}

export interface LocatedSource extends DerivativeSource {
  /** Media keys of the original and of its mask. */
  file: string;
  maskFile: string | null;
}

/**
 * The derivative's bytes, made from the original on first request and cached on this server's
 * disk after: the cache is per server and safe to lose, so it stays on fast local disk even
 * when the originals are in object storage.
 */
export function derivative(config: Config, media: ObjectStorage, source: LocatedSource, spec: DerivativeSpec): Promise<Buffer> {
  return cachedFile(derivativeCachePath(config.cacheDir, source, spec), async () => {
    const [original, mask] = await Promise.all([requireObject(media, source.file), source.maskFile ? requireObject(media, source.maskFile) : null]);
    return renderDerivative(original, mask, spec);
  });
}

/** An object that was there a moment ago (its info was read) and must still be. */
export async function requireObject(media: ObjectStorage, key: string): Promise<Buffer> {
  const data = await media.read(key);
  if (!data) throw new Error(`Media object ${key} is missing from ${media.location}`);
  return data;
}
