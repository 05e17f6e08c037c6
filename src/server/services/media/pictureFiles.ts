import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { backgrounds, pictures } from '../../db/schema';
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

/** The files a derivative of `row` is made from, or null when the original is missing on disk. */
export async function derivativeSource(
  config: Config,
  kind: DerivativeSource['kind'],
  row: { uuid: string; file: string; maskFile?: string | null },
  spec: DerivativeSpec,
): Promise<LocatedSource | null> {
  const file = path.join(config.mediaDir, row.file);
  const maskFile = spec.format === 'png' && row.maskFile ? path.join(config.mediaDir, row.maskFile) : null;
  const stats = await Promise.all([file, ...(maskFile ? [maskFile] : [])].map((f) => stat(f).catch(() => null)));
  if (stats.some((s) => s === null)) return null;
  return { kind, uuid: row.uuid, file, maskFile, fingerprint: sourceFingerprint(stats as Stats[]) };
}

export interface LocatedSource extends DerivativeSource {
  file: string;
  maskFile: string | null;
}

/** The derivative's bytes, made from the original on first request and cached on disk after. */
export function derivative(config: Config, source: LocatedSource, spec: DerivativeSpec): Promise<Buffer> {
  return cachedFile(derivativeCachePath(config.cacheDir, source, spec), () => renderDerivative(source.file, source.maskFile, spec));
}
