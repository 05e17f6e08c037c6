import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { derivativeCachePath, type DerivativeSpec } from '../../src/server/services/media/derivatives';
import { derivativeSource } from '../../src/server/services/media/pictureFiles';
import { siteImageSrcSet } from '../../src/domain/siteImages/siteImageVariants';
import { registerCustomer } from '../support/cartFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let customer: TestClient;
let emmaPortrait: string;
let emmaGroup: string;
let emmaGroupRow: typeof schema.pictures.$inferSelect;
let olavPortrait: string;
let saraPortrait: string;

const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };
const SUPPORT = { username: 'support@example.no', password: 'support1234' };
const IMMUTABLE_PRIVATE = 'private, max-age=31536000, immutable';

async function signedIn(credentials: { username: string; password: string }): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/webshop/login', credentials);
  expect(res.status).toBe(200);
  return client;
}

async function pictureOf(code: string, type: 'IP' | 'SFP' | 'GP', n = 1): Promise<typeof schema.pictures.$inferSelect> {
  const rows = await server.db
    .select({ picture: schema.pictures })
    .from(schema.pictures)
    .innerJoin(schema.pictureSets, eq(schema.pictureSets.uuid, schema.pictures.pictureSetUuid))
    .innerJoin(schema.subjects, eq(schema.subjects.uuid, schema.pictureSets.subjectUuid))
    .where(and(eq(schema.subjects.code, code), eq(schema.pictures.pictureType, type)))
    .orderBy(schema.pictures.sortOrder);
  return rows[n - 1].picture;
}

async function giveSetToCustomer(code: string) {
  const [row] = await server.db
    .select({ setUuid: schema.pictureSets.uuid })
    .from(schema.pictureSets)
    .innerJoin(schema.subjects, eq(schema.subjects.uuid, schema.pictureSets.subjectUuid))
    .where(eq(schema.subjects.code, code));
  const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, CUSTOMER.username));
  await server.db.insert(schema.userPictureSets).values({ userUuid: user.uuid, pictureSetUuid: row.setUuid }).onConflictDoNothing();
}

async function cacheFileOf(spec: DerivativeSpec): Promise<string> {
  const source = await derivativeSource(server.deps.media, 'pictures', emmaGroupRow, spec);
  return derivativeCachePath(server.config.cacheDir, source!, spec);
}

const url = (uuid: string, size: number | string, effect: string, ext = 'jpg') => `/media/pictures/${uuid}/${size}/${effect}.${ext}`;

/** Mean colour of the middle of an image. */
async function centreColour(data: ArrayBuffer): Promise<[number, number, number]> {
  const image = sharp(Buffer.from(data));
  const { width = 0, height = 0 } = await image.metadata();
  const stats = await image.extract({ left: Math.floor(width / 4), top: Math.floor(height / 4), width: Math.floor(width / 2), height: Math.floor(height / 2) }).stats();
  return [stats.channels[0].mean, stats.channels[1].mean, stats.channels[2].mean];
}

beforeAll(async () => {
  server = await createTestServer();
  customer = await signedIn(CUSTOMER);
  emmaPortrait = (await pictureOf('EMMA2026', 'IP')).uuid;
  emmaGroupRow = await pictureOf('EMMA2026', 'GP');
  emmaGroup = emmaGroupRow.uuid;
  olavPortrait = (await pictureOf('OLAV2026', 'IP')).uuid;
  saraPortrait = (await pictureOf('SARA2026', 'IP')).uuid;
});
afterAll(() => server.close());

describe('GET /media/pictures/{uuid}/{size}/{effect}.jpg', () => {
  it('serves the owner a JPEG scaled to the size on its long side, cacheable for good', async () => {
    const res = await customer.get(url(emmaPortrait, 320, 'original'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_PRIVATE);
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    // The original is 2400x3000 (portrait).
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 256, height: 320 });

    const group = await customer.get(url(emmaGroup, 800, 'original'));
    const groupMeta = await sharp(Buffer.from(await group.arrayBuffer())).metadata();
    expect({ width: groupMeta.width, height: groupMeta.height }).toEqual({ width: 800, height: 533 });
  });

  it('answers 304 when the browser already holds that version', async () => {
    const first = await customer.get(url(emmaPortrait, 640, 'original'));
    const etag = first.headers.get('etag')!;
    const again = await customer.get(url(emmaPortrait, 640, 'original'), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const other = await customer.get(url(emmaPortrait, 640, 'sepia'), { 'if-none-match': etag });
    expect(other.status).toBe(200);
  });

  it('makes black-and-white grey and sepia warm', async () => {
    const [r, g, b] = await centreColour(await (await customer.get(url(emmaPortrait, 320, 'bw'))).arrayBuffer());
    expect(Math.abs(r - g)).toBeLessThan(2);
    expect(Math.abs(g - b)).toBeLessThan(2);
    const [sr, sg, sb] = await centreColour(await (await customer.get(url(emmaPortrait, 320, 'sepia'))).arrayBuffer());
    expect(sr).toBeGreaterThan(sg);
    expect(sg).toBeGreaterThan(sb);
    const [or, og, ob] = await centreColour(await (await customer.get(url(emmaPortrait, 320, 'original'))).arrayBuffer());
    expect([or, og, ob]).not.toEqual([sr, sg, sb]);
  });

  it('makes a derivative once and serves the cached file afterwards', async () => {
    const spec: DerivativeSpec = { size: 800, effect: 'bw', format: 'jpg' };
    const file = await cacheFileOf(spec);
    await rm(file, { force: true });
    const first = await customer.get(url(emmaGroup, 800, 'bw'));
    expect(first.status).toBe(200);
    const made = await stat(file);
    const second = await customer.get(url(emmaGroup, 800, 'bw'));
    expect(second.status).toBe(200);
    const after = await stat(file);
    expect({ ino: after.ino, mtime: after.mtimeMs }).toEqual({ ino: made.ino, mtime: made.mtimeMs });
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });

  it('gives simultaneous requests for a new derivative the same complete image', async () => {
    const spec: DerivativeSpec = { size: 640, effect: 'sepia', format: 'jpg' };
    await rm(await cacheFileOf(spec), { force: true });
    const answers = await Promise.all(Array.from({ length: 5 }, () => customer.get(url(emmaGroup, 640, 'sepia'))));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const body of bodies) expect(body.equals(bodies[0])).toBe(true);
    expect((await sharp(bodies[0]).metadata()).width).toBe(640);
  });

  it('refuses sizes and effects it does not make with 400', async () => {
    for (const path of [url(emmaPortrait, 500, 'original'), url(emmaPortrait, 'big', 'original'), url(emmaPortrait, 320, 'blur'), url(emmaPortrait, 320, 'original', 'gif')]) {
      const res = await customer.get(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain('320, 640');
    }
  });

  it('answers 404 for a picture that does not exist', async () => {
    expect((await customer.get(url(randomUUID(), 320, 'original'))).status).toBe(404);
    expect((await customer.get(url('not-a-uuid', 320, 'original'))).status).toBe(404);
  });

  it('answers 401 to a visitor and 403 to a user whose account lacks the set', async () => {
    const visitor = await server.client().get(url(emmaPortrait, 320, 'original'));
    expect(visitor.status).toBe(401);
    const stranger = await registerCustomer(server, 'fremmed@example.no', '+47 913 45 678', 'SARA2026');
    const other = await stranger.get(url(emmaPortrait, 320, 'original'));
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: string }).error).toMatch(/kontoen din/);
    expect((await customer.get(url(saraPortrait, 320, 'original'))).status).toBe(403);
  });

  it('lets support staff see any picture: they draw customers\' order lines again', async () => {
    expect((await (await signedIn(SUPPORT)).get(url(saraPortrait, 320, 'original'))).status).toBe(200);
  });

  it("lets support see the pictures of the customer they simulate", async () => {
    const support = await signedIn(SUPPORT);
    expect((await support.post('/api/webshop/support/simulate', { email: CUSTOMER.username })).status).toBe(200);
    expect((await support.get(url(emmaPortrait, 320, 'original'))).status).toBe(200);
  });
});

describe('GET /media/pictures/{uuid}/{size}/{effect}.png (green-screen foreground)', () => {
  beforeAll(() => giveSetToCustomer('OLAV2026'));

  it('cuts the person out: transparent corners, solid middle', async () => {
    const res = await customer.get(url(olavPortrait, 640, 'original', 'png'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const image = sharp(Buffer.from(await res.arrayBuffer()));
    const meta = await image.metadata();
    expect(meta.hasAlpha).toBe(true);
    expect(Math.max(meta.width!, meta.height!)).toBe(640);
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(info.width - 3, 2)).toBe(0);
    expect(alphaAt(Math.floor(info.width / 2), Math.floor(info.height * 0.9))).toBe(255);
  });

  it('has no foreground for a picture taken without a green screen', async () => {
    expect((await customer.get(url(emmaPortrait, 320, 'original', 'png'))).status).toBe(404);
  });

  it('lists the backgrounds for a green-screen picture, default first, and none for others', async () => {
    const res = await customer.json<{ backgrounds: { uuid: string; src: string; default: boolean }[] }>('GET', `/ajax/template/get_image_backgrounds.php?uuid=${olavPortrait}`);
    expect(res.status).toBe(200);
    expect(res.body.backgrounds).toHaveLength(4);
    expect(res.body.backgrounds[0].default).toBe(true);
    expect(res.body.backgrounds.filter((b) => b.default)).toHaveLength(1);
    const none = await customer.json<{ backgrounds: unknown[] }>('GET', `/ajax/template/get_image_backgrounds.php?uuid=${emmaPortrait}`);
    expect(none.body.backgrounds).toEqual([]);
    expect((await server.client().get(`/ajax/template/get_image_backgrounds.php?uuid=${olavPortrait}`)).status).toBe(401);
    expect((await customer.get(`/ajax/template/get_image_backgrounds.php?uuid=${saraPortrait}`)).status).toBe(403);

    const image = await server.client().get(res.body.backgrounds[0].src.replace('{size}', '640'));
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).height).toBe(640);
    expect((await server.client().get(res.body.backgrounds[0].src.replace('{size}', '1000'))).status).toBe(400);
  });
});

describe('GET /media/site/{file}', () => {
  it('serves the front page background to anyone, cacheable by shared caches', async () => {
    const res = await server.client().get('/media/site/frontpage.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d{7,}$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(1920);
    const again = await server.client().get('/media/site/frontpage.jpg', { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown files and paths outside the site folder', async () => {
    expect((await server.client().get('/media/site/nope.jpg')).status).toBe(404);
    expect((await server.client().get('/media/site/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await server.client().get('/media/site/.hidden.jpg')).status).toBe(404);
  });
});

describe('GET /media/site/{file}/{width}.webp', () => {
  it('serves each width of the front page srcset as WebP, never wider than asked, and far smaller than the JPEG', async () => {
    const original = await server.client().get('/media/site/frontpage.jpg');
    const originalBytes = (await original.arrayBuffer()).byteLength;
    const srcset = siteImageSrcSet('/media/site/frontpage.jpg')!;
    for (const [url, width] of srcset.split(', ').map((candidate) => candidate.split(' '))) {
      const res = await server.client().get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d{7,}$/);
      const data = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe('webp');
      expect(`${meta.width}w`).toBe(width);
      expect(data.byteLength).toBeLessThan(originalBytes / 3);
      const again = await server.client().get(url, { 'if-none-match': res.headers.get('etag')! });
      expect(again.status).toBe(304);
    }
  });

  it('gets a new ETag when the site image is replaced under its name', async () => {
    const name = `test-${randomUUID()}.jpg`;
    const url = `/media/site/${name}/640.webp`;
    const { media } = server.deps;
    const photo = (colour: string, quality: number) => sharp({ create: { width: 800, height: 450, channels: 3, background: colour } }).jpeg({ quality }).toBuffer();
    try {
      await media.write(`site/${name}`, await photo('#336699', 80));
      const before = await server.client().get(url);
      expect(before.status).toBe(200);
      await media.write(`site/${name}`, await photo('#996633', 90));
      const after = await server.client().get(url);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      const { dominant } = await sharp(Buffer.from(await after.arrayBuffer())).stats();
      expect(dominant.r).toBeGreaterThan(dominant.b);
      expect((await server.client().get(url, { 'if-none-match': before.headers.get('etag')! })).status).toBe(200);
    } finally {
      await media.remove(`site/${name}`);
    }
  });

  it('answers 400 naming the widths for a width it does not make, and 404 for an unknown image', async () => {
    for (const variant of ['700.webp', '640.jpg', '0640.webp', 'x.webp']) {
      const res = await server.client().get(`/media/site/frontpage.jpg/${variant}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain('Bredder: 640, 1280 og 1920');
    }
    expect((await server.client().get('/media/site/nope.jpg/640.webp')).status).toBe(404);
    expect((await server.client().get('/media/site/.hidden.jpg/640.webp')).status).toBe(404);
  });
});
