import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { localFolderStorage, type ObjectStorage } from '../../src/server/storage';
import { TEST_MEDIA_DIR } from './testServer';

export interface LocalS3 {
  /** http://127.0.0.1:<port>: give it as AWS_ENDPOINT_URL_S3. */
  endpoint: string;
  /** The environment a server needs to use MEDIA_URL=s3://<bucket>/... against it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, files in a temp folder) with the buckets made, on a free
 * port. s3rver accepts any credentials whose key is S3RVER.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'webshop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name, configs: [] })) });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    env: { AWS_ENDPOINT_URL_S3: endpoint, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Copies the demo photos and site images the test run drew once (tests/support/globalSetup.ts)
 * into `media`, so a seed against object storage finds them instead of drawing them again.
 */
export async function copyDemoMedia(media: ObjectStorage): Promise<void> {
  const local = localFolderStorage(TEST_MEDIA_DIR);
  const keys = (await local.list('')).filter((key) => !key.startsWith('uploads/') && !key.startsWith('template-art/'));
  for (const key of keys) await media.write(key, (await local.read(key))!);
}
