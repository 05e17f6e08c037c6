import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { backgrounds, pictures } from '../../db/schema';
import { cachedFile } from './cache';
import { derivativeCachePath, type DerivativeSpec } from './derivatives';
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

/** A picture's derivative, made from the original under the media dir on first request. */
export function pictureDerivative(config: Config, picture: PictureFileRow, spec: DerivativeSpec): Promise<Buffer> {
  const mask = picture.maskFile ? path.join(config.mediaDir, picture.maskFile) : null;
  return cachedFile(derivativeCachePath(config.cacheDir, 'pictures', picture.uuid, spec), () =>
    renderDerivative(path.join(config.mediaDir, picture.file), mask, spec),
  );
}

export function backgroundDerivative(config: Config, background: { uuid: string; file: string }, spec: DerivativeSpec): Promise<Buffer> {
  return cachedFile(derivativeCachePath(config.cacheDir, 'backgrounds', background.uuid, spec), () =>
    renderDerivative(path.join(config.mediaDir, background.file), null, spec),
  );
}
