import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { openStorage, type ObjectStorage } from '../../src/server/storage';
import { copyDemoMedia, startLocalS3, type LocalS3 } from '../support/s3Server';
import { createTestServer, TEST_MEDIA_DIR, type TestClient } from '../support/testServer';

/** The shop with MEDIA_URL=s3://...: every original, upload and site image comes from the bucket. */
const MEDIA_URL = 's3://shop-media/prod/media';
let s3: LocalS3;
let bucket: ObjectStorage;
let server: Awaited<ReturnType<typeof createTestServer>>;
let customer: TestClient;

beforeAll(async () => {
  s3 = await startLocalS3(['shop-media']);
  bucket = openStorage(MEDIA_URL, s3.env);
  await copyDemoMedia(bucket);
  // A cache of its own, so every derivative here is made from the bucket's originals.
  server = await createTestServer({ env: { MEDIA_URL, ...s3.env }, cacheDir: mkdtempSync(path.join(os.tmpdir(), 'webshop-s3-cache-')) });
  customer = await server.client().login('kunde@example.no', 'demo1234');
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

describe('media in S3-compatible object storage', () => {
  it("serves a customer's picture made from the original in the bucket", async () => {
    const [row] = await server.db
      .select({ uuid: schema.pictures.uuid, file: schema.pictures.file })
      .from(schema.pictures)
      .innerJoin(schema.pictureSets, eq(schema.pictureSets.uuid, schema.pictures.pictureSetUuid))
      .innerJoin(schema.subjects, eq(schema.subjects.uuid, schema.pictureSets.subjectUuid))
      .where(and(eq(schema.subjects.code, 'EMMA2026'), eq(schema.pictures.pictureType, 'IP')));
    expect(await bucket.info(row.file)).not.toBeNull();
    const res = await customer.get(`/media/pictures/${row.uuid}/320/bw.jpg`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(320);
  });

  it('stores an upload in the bucket, not on the server, and serves it from there', async () => {
    const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();
    const form = new FormData();
    form.append('files', new File([new Uint8Array(png)], 'blå.png', { type: 'image/png' }));
    const res = await server.app.request('/api/webshop/user/images', { method: 'POST', body: form, headers: { cookie: `sid=${customer.cookie('sid')}` } });
    expect(res.status).toBe(201);
    const { images } = (await res.json()) as { images: { uuid: string }[] };
    const [row] = await server.db.select().from(schema.userImages).where(eq(schema.userImages.uuid, images[0].uuid));
    expect((await bucket.read(row.file))?.equals(png)).toBe(true);
    expect(existsSync(path.join(TEST_MEDIA_DIR, row.file))).toBe(false);
    const served = await customer.get(`/media/uploads/${row.uuid}/320/original.jpg`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('serves site images from the bucket, and 404 for one that is not there', async () => {
    const [key] = await bucket.list('site/');
    const res = await server.client().get(`/media/${key}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals((await bucket.read(key))!)).toBe(true);
    expect((await server.client().get('/media/site/not-there.jpg')).status).toBe(404);
  });
});
