import path from 'node:path';
import sharp from 'sharp';
import type { Config } from '../../config';
import type { ObjectStorage } from '../../storage';
import type { SiteImageWidth } from '../../../domain/siteImages/siteImageVariants';
import { cachedFile } from './cache';
import { sourceFingerprint } from './derivatives';
import { requireObject } from './pictureFiles';

/**
 * Quality 75: the front page backdrop (2400 px wide) comes to 34 KB where its JPEG is 164 KB, with
 * no difference to see behind the page's panels.
 */
const WEBP_QUALITY = 75;

export interface SiteImageVariant {
  data: Buffer;
  /** Changes with the original's bytes: site images keep their names when replaced. */
  etag: string;
}

/**
 * The site image `name` as WebP at most `width` wide (never enlarged), made on first request and
 * kept on this server's disk; null when there is no such site image.
 */
export async function siteImageVariant(config: Config, media: ObjectStorage, name: string, width: SiteImageWidth): Promise<SiteImageVariant | null> {
  const key = `site/${name}`;
  const info = await media.info(key);
  if (!info) return null;
  const fingerprint = sourceFingerprint([{ size: info.size, mtimeMs: info.modifiedMs }]);
  const file = path.join(config.cacheDir, 'site', `${name}-${fingerprint}-${width}.webp`);
  const data = await cachedFile(file, async () =>
    sharp(await requireObject(media, key), { failOn: 'none' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer(),
  );
  return { data, etag: `"${fingerprint}-${width}w"` };
}
