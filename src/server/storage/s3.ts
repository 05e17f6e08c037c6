import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { checkedKey, contentTypeOf, type ObjectStorage } from './objectStorage';

export interface S3Location {
  bucket: string;
  /** Prepended to every key, without a trailing slash; '' for the bucket's root. */
  prefix: string;
}

/** Reads `s3://bucket/some/prefix` (the prefix may be empty); null for anything else. */
export function parseS3Url(url: string): S3Location | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix !== '') checkedKey(prefix);
  return { bucket: match[1], prefix };
}

/**
 * The client for the usual AWS settings: credentials and region from the environment (AWS_REGION,
 * AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, profiles, instance roles). An S3-compatible server
 * (MinIO, Ceph, a test server) is named by AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL; those are
 * addressed by path (http://host/bucket/key), which they all understand.
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env;
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    // Keys given in `env` win; without them the SDK's own chain (profiles, instance roles) looks.
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey, sessionToken } } : {}),
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them: older S3-compatible servers refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * Objects in a bucket under a prefix. A PUT is atomic by itself: S3 shows an object only once all
 * of it has arrived, so no temporary names are needed.
 */
export function s3Storage(client: S3Client, { bucket, prefix }: S3Location): ObjectStorage {
  const keyOf = (key: string) => (prefix ? `${prefix}/${checkedKey(key)}` : checkedKey(key));
  return {
    location: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    async read(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async info(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return { size: res.ContentLength ?? 0, modifiedMs: res.LastModified?.getTime() ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async write(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: data, ContentType: contentType ?? contentTypeOf(key) }));
    },
    async moveIn(key, file, contentType) {
      const { size } = await stat(file);
      // Streamed from disk with its length known up front, so S3 needs no chunked upload.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: createReadStream(file), ContentLength: size, ContentType: contentType ?? contentTypeOf(key) }));
      await unlink(file);
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    async list(listPrefix) {
      const keys: string[] = [];
      const full = prefix ? `${prefix}/${listPrefix}` : listPrefix;
      let token: string | undefined;
      do {
        const res = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: full, ContinuationToken: token }));
        for (const object of res.Contents ?? []) if (object.Key) keys.push(prefix ? object.Key.slice(prefix.length + 1) : object.Key);
        token = res.IsTruncated ? res.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}
