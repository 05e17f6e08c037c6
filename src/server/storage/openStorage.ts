import { localFolderStorage } from './localFolder';
import type { ObjectStorage } from './objectStorage';
import { parseS3Url, s3ClientFromEnv, s3Storage } from './s3';

/**
 * The storage a setting names: `s3://bucket/prefix` for S3-compatible object storage (see
 * s3ClientFromEnv for the endpoint and credentials), anything else is a local folder.
 */
export function openStorage(urlOrFolder: string, env: NodeJS.ProcessEnv = process.env): ObjectStorage {
  if (urlOrFolder.startsWith('s3://')) {
    const location = parseS3Url(urlOrFolder);
    if (!location) throw new Error(`Not an S3 URL: ${urlOrFolder} (expected s3://bucket/prefix)`);
    return s3Storage(s3ClientFromEnv(env), location);
  }
  return localFolderStorage(urlOrFolder);
}
