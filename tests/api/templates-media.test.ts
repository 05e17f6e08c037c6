import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../src/api/contract/limits';
import { listRecentImages, uploadInternal, uploadUserImages } from '../../src/api/contract/templates';
import * as schema from '../../src/server/db/schema';
import { TEMPLATE_ART_NAMES } from '../../src/server/db/seed/templates';
import { previewFileName } from '../../src/server/services/templates/listItems';
import { DECODES_AT_ONCE, decodingNow } from '../../src/server/services/userImages/inspect';
import { incomingDir } from '../../src/server/services/userImages/store';
import { currentDemo, demoVersions, signIn, SUPPORT } from '../support/templateFixtures';
import { registerCustomer } from '../support/cartFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;

let server: Server;
let customer: TestClient;

beforeAll(async () => {
  // A cache of its own, so previews are really drawn here rather than found from an earlier run.
  // A clock that moves a second per reading, so uploads made one after another are ordered.
  let tick = 0;
  const now = () => new Date(Date.parse('2026-09-01T10:00:00Z') + 1000 * tick++);
  server = await createTestServer({ now, cacheDir: mkdtempSync(path.join(os.tmpdir(), 'template-cache-')) });
  customer = await signIn(server);
});

afterAll(async () => {
  // Uploads land in the media dir every suite shares: take this run's away again.
  const rows = await server.db.select({ file: schema.userImages.file }).from(schema.userImages);
  await Promise.all(rows.map((r) => rm(path.join(server.config.mediaDir, r.file), { force: true })));
  await rm(server.config.cacheDir, { recursive: true, force: true });
  await server.close();
});

async function png(res: Response) {
  expect(res.status).toBe(200);
  const data = Buffer.from(await res.arrayBuffer());
  return { data, meta: await sharp(data).metadata() };
}

describe('template previews (GET /templates/all/{preview.large})', () => {
  const samples = [
    currentDemo.find((d) => d.template.size.width === d.template.size.height)!,
    currentDemo.find((d) => d.template.size.width < d.template.size.height && d.template.type === 'CARD')!,
    currentDemo.find((d) => d.template.type === 'CALENDAR')!,
  ];

  it('draws the first part at 640 px wide in its own proportions, cached for good', async () => {
    for (const { template } of samples) {
      const res = await server.client().call('GET', `/templates/all/${previewFileName(template.uuid, template.version)}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const { meta } = await png(res);
      const part = template.parts[0].size;
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(640);
      expect(Math.abs(meta.height! - (640 * part.height) / part.width)).toBeLessThanOrEqual(1);
    }
  });

  it('is not a blank picture, answers a repeat from the cache, and 304 for a known ETag', async () => {
    const { template } = samples[0];
    const url = `/templates/all/${previewFileName(template.uuid, template.version)}`;
    const first = await server.client().call('GET', url);
    const { data } = await png(first);
    const stats = await sharp(data).stats();
    expect(stats.channels.slice(0, 3).some((c) => c.stdev > 10)).toBe(true);
    const again = await png(await server.client().call('GET', url));
    expect(again.data.equals(data)).toBe(true);
    const etag = first.headers.get('etag')!;
    expect((await server.client().call('GET', url, undefined, { 'if-none-match': etag })).status).toBe(304);
  });

  it('sends the same picture as WebP to a browser that takes it: far fewer bytes, its own ETag, Vary: Accept', async () => {
    const { template } = samples[1];
    const url = `/templates/all/${previewFileName(template.uuid, template.version)}`;
    const chromeImage = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
    const asPng = await server.client().call('GET', url, undefined, { accept: '*/*' });
    const asWebp = await server.client().call('GET', url, undefined, chromeImage);
    expect(asPng.headers.get('content-type')).toBe('image/png');
    expect(asWebp.headers.get('content-type')).toBe('image/webp');
    for (const res of [asPng, asWebp]) {
      expect(res.headers.get('vary')).toContain('Accept');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const pngData = Buffer.from(await asPng.arrayBuffer());
    const webpData = Buffer.from(await asWebp.arrayBuffer());
    expect(webpData.length).toBeLessThan(pngData.length / 3);
    const meta = await sharp(webpData).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, (await sharp(pngData).metadata()).height]);
    // The same picture: the mean colour of each channel within a few levels of the PNG's.
    const [pngStats, webpStats] = await Promise.all([sharp(pngData).stats(), sharp(webpData).stats()]);
    for (const [i, channel] of webpStats.channels.slice(0, 3).entries()) expect(Math.abs(channel.mean - pngStats.channels[i].mean)).toBeLessThan(3);
    const webpTag = asWebp.headers.get('etag')!;
    expect(webpTag).not.toBe(asPng.headers.get('etag'));
    expect((await server.client().call('GET', url, undefined, { ...chromeImage, 'if-none-match': webpTag })).status).toBe(304);
    // A PNG tag is not the WebP's: the browser that switched formats gets the bytes.
    expect((await server.client().call('GET', url, undefined, { ...chromeImage, 'if-none-match': asPng.headers.get('etag')! })).status).toBe(200);
  });

  it('draws each published version as it was', async () => {
    const pinned = currentDemo.find((d) => d.template.version > 1)!.template;
    const v1 = demoVersions.find((d) => d.template.uuid === pinned.uuid && d.template.version === 1)!.template;
    const older = await png(await server.client().call('GET', `/templates/all/${previewFileName(v1.uuid, 1)}`));
    const newer = await png(await server.client().call('GET', `/templates/all/${previewFileName(pinned.uuid, pinned.version)}`));
    expect(older.data.equals(newer.data)).toBe(false);
  });

  it('serves the current version under the bare uuid, asked again each visit (no-cache, ETag)', async () => {
    const pinned = currentDemo.find((d) => d.template.version > 1)!.template;
    const res = await server.client().call('GET', `/templates/all/${pinned.uuid}.png`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const current = await png(res);
    const versioned = await png(await server.client().call('GET', `/templates/all/${previewFileName(pinned.uuid, pinned.version)}`));
    expect(current.data.equals(versioned.data)).toBe(true);
    expect((await server.client().call('GET', `/templates/all/${pinned.uuid}.png`, undefined, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
    expect((await server.client().call('GET', `/templates/all/${randomUUID()}.png`)).status).toBe(404);
  });

  it('answers 404 for an unknown template or version and 400 for a malformed name', async () => {
    const { template } = samples[0];
    expect((await server.client().call('GET', `/templates/all/${previewFileName(randomUUID(), 1)}`)).status).toBe(404);
    expect((await server.client().call('GET', `/templates/all/${previewFileName(template.uuid, template.version + 9)}`)).status).toBe(404);
    const bad = await server.client().json('GET', '/templates/all/preview.png');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ data: ['file'] });
  });
});

describe('template artwork (GET /templates/art/{name}.png)', () => {
  it('serves the drawn artwork', async () => {
    const res = await server.client().call('GET', `/templates/art/${TEMPLATE_ART_NAMES[0]}.png`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('etag')).toBeTruthy();
    expect((await png(res)).meta.format).toBe('png');
  });

  // Thumbnails draw the 640 px copy, live canvases the 1280 px one.
  it.each([640, 1280])('serves a copy at most %i px on its long side, in the artwork\'s proportions', async (size) => {
    // A print-size artwork larger than either copy: the 1,843 px card artwork of the four-photo card.
    const name = 'thankyou-hearts';
    const fullRes = await server.client().call('GET', `/templates/art/${name}.png`);
    const full = await png(fullRes);
    expect(Math.max(full.meta.width!, full.meta.height!)).toBeGreaterThan(size);
    const res = await server.client().call('GET', `/templates/art/${name}.png?size=${size}`);
    const copy = await png(res);
    expect(Math.max(copy.meta.width!, copy.meta.height!)).toBe(size);
    // Same proportions, so the artwork lies where the full copy would.
    expect(copy.meta.width! / copy.meta.height!).toBeCloseTo(full.meta.width! / full.meta.height!, 2);
    expect(res.headers.get('etag')).not.toBe(fullRes.headers.get('etag'));
  });

  it('serves a smaller artwork as it is for a copy, and refuses any other size', async () => {
    const name = TEMPLATE_ART_NAMES.find((n) => n.startsWith('month-')) ?? TEMPLATE_ART_NAMES[0];
    const full = await png(await server.client().call('GET', `/templates/art/${name}.png`));
    const copy = await png(await server.client().call('GET', `/templates/art/${name}.png?size=1280`));
    expect(Math.max(copy.meta.width!, copy.meta.height!)).toBe(Math.min(1280, Math.max(full.meta.width!, full.meta.height!)));
    for (const size of ['2000', '800', '', 'big']) {
      const bad = await server.client().json('GET', `/templates/art/${name}.png?size=${size}`);
      expect(bad.status, size).toBe(400);
      expect(bad.body).toMatchObject({ data: ['size'] });
    }
  });

  it('answers 404 for unknown artwork and 400 for a name that is no artwork name', async () => {
    expect((await server.client().call('GET', '/templates/art/no-such-art.png')).status).toBe(404);
    expect((await server.client().json('GET', '/templates/art/Bad_Name.png')).body).toMatchObject({ data: ['file'] });
  });
});

describe('green-screen background pictures (GET /system/gsbackground.php)', () => {
  let uuid: string;
  beforeAll(async () => {
    [{ uuid }] = await server.db.select({ uuid: schema.backgrounds.uuid }).from(schema.backgrounds).where(eq(schema.backgrounds.isDefault, true));
  });

  it('serves the background at a size, turned against the picture and with an effect', async () => {
    const upright = await png(await server.client().call('GET', `/system/gsbackground.php?uuid=${uuid}&rotation=0&effect=original`));
    expect(upright.meta.format).toBe('jpeg');
    expect(Math.max(upright.meta.width!, upright.meta.height!)).toBe(800);
    const turned = await png(await server.client().call('GET', `/system/gsbackground.php?uuid=${uuid}&rotation=90&effect=original&size=320`));
    expect(Math.max(turned.meta.width!, turned.meta.height!)).toBe(320);
    expect(turned.meta.width! > turned.meta.height!).toBe(upright.meta.height! > upright.meta.width!);
    const bw = await sharp((await png(await server.client().call('GET', `/system/gsbackground.php?uuid=${uuid}&effect=bw&size=320`))).data).stats();
    expect(Math.abs(bw.channels[0].mean - bw.channels[2].mean)).toBeLessThan(2);
  });

  it('checks the query, naming the field, and answers 404 for an unknown background', async () => {
    const badTurn = await server.client().json('GET', `/system/gsbackground.php?uuid=${uuid}&rotation=45`);
    expect(badTurn.status).toBe(400);
    expect(badTurn.body).toMatchObject({ data: ['rotation'] });
    expect((await server.client().json('GET', '/system/gsbackground.php?rotation=0')).body).toMatchObject({ data: ['uuid'] });
    expect((await server.client().json('GET', `/system/gsbackground.php?uuid=${uuid}&effect=neon`)).body).toMatchObject({ data: ['effect'] });
    expect((await server.client().json('GET', `/system/gsbackground.php?uuid=${randomUUID()}`)).status).toBe(404);
  });
});

describe('uploads and recent images', () => {
  const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
    const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
    return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  };

  async function upload(client: TestClient, files: { name: string; data: Buffer; type?: string }[], to = uploadUserImages.path, field = 'files') {
    const form = new FormData();
    for (const f of files) form.append(field, new File([new Uint8Array(f.data)], f.name, { type: f.type ?? 'image/png' }));
    const sid = client.cookie('sid');
    const res = await server.app.request(to, { method: 'POST', body: form, headers: sid ? { cookie: `sid=${sid}` } : {} });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const stored = async () => (await server.db.select({ n: count() }).from(schema.userImages))[0].n;

  it('asks a visitor to sign in', async () => {
    expect((await server.client().json('GET', '/api/webshop/user/recent-images')).status).toBe(401);
    expect((await upload(server.client(), [{ name: 'a.png', data: await picture(400, 300) }])).status).toBe(401);
  });

  it('stores pictures with their shown size and lists them newest first, a batch in its order', async () => {
    const single = await upload(customer, [{ name: 'sommer.png', data: await picture(400, 300) }]);
    expect(single.status).toBe(201);
    const [first] = uploadUserImages.response.parse(single.body).images;
    expect(first).toMatchObject({ dimensions: { width: 400, height: 300 }, keywords: ['user_uploaded'], src: `/media/uploads/${first.uuid}/{size}/{effect}.jpg` });

    // A phone photo stored sideways with an EXIF turn shows upright: width and height swap.
    const sideways = await sharp(await picture(600, 400, 'jpeg')).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const batch = await upload(customer, [
      { name: 'telefon.jpg', data: sideways, type: 'image/jpeg' },
      { name: 'vinter.png', data: await picture(300, 300) },
    ]);
    expect(batch.status).toBe(201);
    const [phone, winter] = uploadUserImages.response.parse(batch.body).images;
    expect(phone.dimensions).toEqual({ width: 400, height: 600 });

    const res = await customer.json('GET', '/api/webshop/user/recent-images');
    const { images } = listRecentImages.response.parse(res.body);
    expect(images.map((i) => i.uuid)).toEqual([phone.uuid, winter.uuid, first.uuid]);
    const rows = await server.db.select().from(schema.userImages);
    for (const row of rows) expect(existsSync(path.join(server.config.mediaDir, row.file))).toBe(true);

    // Nobody else sees them.
    const support = await signIn(server, SUPPORT);
    expect(listRecentImages.response.parse((await support.json('GET', '/api/webshop/user/recent-images')).body).images).toEqual([]);
  });

  it('serves an upload as a picture derivative to its owner only', async () => {
    const [image] = listRecentImages.response.parse((await customer.json('GET', '/api/webshop/user/recent-images')).body).images;
    const url = image.src.replace('{size}', '320').replace('{effect}', 'sepia');
    const { meta } = await png(await customer.call('GET', url));
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
    expect((await server.client().call('GET', url)).status).toBe(401);
    expect((await (await registerCustomer(server, 'fremmed@example.no', '+47 913 45 678', 'SARA2026')).call('GET', url)).status).toBe(404);
    // Support staff draw customers' order lines again, so they see every upload.
    expect((await (await signIn(server, SUPPORT)).call('GET', url)).status).toBe(200);
    expect((await customer.call('GET', image.src.replace('{size}', '100').replace('{effect}', 'original'))).status).toBe(400);
  });

  it('refuses what is not a picture, too large, too small or empty, storing nothing', async () => {
    const before = await stored();
    const text = await upload(customer, [{ name: 'notat.txt', data: Buffer.from('hei, dette er ikke et bilde'), type: 'text/plain' }]);
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'not_an_image', data: ['files'], error: '«notat.txt» er ikke et bilde.' });

    const huge = await upload(customer, [{ name: 'stor.png', data: Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1) }]);
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'too_large' });

    const tiny = await upload(customer, [{ name: 'liten.png', data: await picture(50, 50) }]);
    expect(tiny.status).toBe(400);
    expect(tiny.body).toMatchObject({ code: 'too_small' });

    const gif = await upload(customer, [{ name: 'anim.gif', data: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff0000' } }).gif().toBuffer() }]);
    expect(gif.body).toMatchObject({ code: 'unsupported_format' });

    const cut = (await picture(400, 400, 'jpeg')).subarray(0, 300);
    expect((await upload(customer, [{ name: 'halv.jpg', data: cut, type: 'image/jpeg' }])).status).toBe(400);

    // One bad file refuses the whole batch.
    const mixed = await upload(customer, [
      { name: 'fin.png', data: await picture(400, 300) },
      { name: 'feil.png', data: Buffer.from('not a png') },
    ]);
    expect(mixed.status).toBe(400);

    expect((await upload(customer, [])).status).toBe(400);
    const json = await customer.json('POST', uploadUserImages.path, { files: [] });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ data: ['files'] });
    expect(await stored()).toBe(before);
  });

  /** A raw multipart request from the signed-in customer. */
  const rawUpload = async (contentType: string, body: BodyInit, extra: RequestInit = {}) => {
    const res = await server.app.request(uploadUserImages.path, { method: 'POST', body, headers: { 'content-type': contentType, cookie: `sid=${customer.cookie('sid')}` }, ...extra });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const incoming = () => (existsSync(incomingDir(server.config.dataDir)) ? readdirSync(incomingDir(server.config.dataDir)) : []);

  it('answers 400 for multipart without a boundary or cut off, leaving no file behind', async () => {
    const before = await stored();
    const part = `--b0\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(100)}`;
    const noBoundary = await rawUpload('multipart/form-data', `${part}\r\n--b0--\r\n`);
    expect(noBoundary).toEqual({ status: 400, body: { error: 'Opplastingen kom ikke fram helt. Prøv igjen.', code: 'validation', data: ['files'] } });
    expect((await rawUpload('multipart/form-data; boundary=b0', part)).body).toMatchObject({ code: 'validation', data: ['files'] });
    expect((await rawUpload('multipart/form-data; boundary=', 'x')).status).toBe(400);
    // A part of another field cut off: the parser's complaint is the answer, not a crashed process.
    expect((await rawUpload('multipart/form-data; boundary=b0', part.replace('name="files"', 'name="other"'))).status).toBe(400);
    expect(await stored()).toBe(before);
    expect(incoming()).toEqual([]);
  });

  it('counts a body sent without Content-Length as it streams, and stops at the request limit (413)', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const header = new TextEncoder().encode('--b0\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
    // 60 MB offered, more than the 50 MB a request may carry; the server stops pulling past that.
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(header),
      pull: (controller) => (sent++ < 60 ? controller.enqueue(chunk) : controller.close()),
    });
    const res = await rawUpload('multipart/form-data; boundary=b0', body, { duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'too_large', data: ['files'] });
    expect(sent).toBeLessThan(60);
    expect(incoming()).toEqual([]);
  });

  it('checks at most DECODES_AT_ONCE pictures at a time, however many uploads arrive together', async () => {
    const files = await Promise.all(Array.from({ length: 6 }, (_, i) => picture(1200 + i, 900)));
    let most = 0;
    let running = true;
    const watch = (async () => {
      while (running) {
        most = Math.max(most, decodingNow().active);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const answers = await Promise.all(files.map((data, i) => upload(customer, [{ name: `p${i}.png`, data }])));
    running = false;
    await watch;
    expect(answers.map((a) => a.status)).toEqual(files.map(() => 201));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(DECODES_AT_ONCE);
    expect(incoming()).toEqual([]);
  });

  it('takes the same upload at spec 3’s path, files under images[], answering OK and the stored files', async () => {
    const internal = `${uploadInternal.path}?handleuploads=1&interface=webshop&redirect=0&uploadtype=image&json=1&thumbnails=640`;
    expect((await upload(server.client(), [{ name: 'a.png', data: await picture(400, 300) }], internal, 'images[]')).status).toBe(401);

    const res = await upload(customer, [{ name: 'høst.png', data: await picture(500, 400) }, { name: 'vår.png', data: await picture(300, 400) }], internal, 'images[]');
    expect(res.status).toBe(200);
    const { result, files } = uploadInternal.response.parse(res.body);
    expect(result).toBe('OK');
    expect(files.map((f) => f.dimensions)).toEqual([{ width: 500, height: 400 }, { width: 300, height: 400 }]);
    expect(files[0].keywords).toEqual(['user_uploaded']);
    const recent = listRecentImages.response.parse((await customer.json('GET', '/api/webshop/user/recent-images')).body).images;
    expect(recent.slice(0, 2).map((i) => i.uuid)).toEqual(files.map((f) => f.uuid));

    const before = await stored();
    const wrongSize = await upload(customer, [{ name: 'a.png', data: await picture(400, 300) }], `${uploadInternal.path}?thumbnails=320`, 'images[]');
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body).toMatchObject({ data: ['thumbnails'] });
    const notPicture = await upload(customer, [{ name: 'notat.txt', data: Buffer.from('tekst'), type: 'text/plain' }], internal, 'images[]');
    expect(notPicture.body).toMatchObject({ code: 'not_an_image' });
    // The other route's field name is not this one's: no files.
    expect((await upload(customer, [{ name: 'a.png', data: await picture(400, 300) }], internal, 'files')).body).toMatchObject({ data: ['images[]'] });
    expect(await stored()).toBe(before);
  });
});
