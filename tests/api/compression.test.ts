import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontEnd } from '../../src/server/app';
import { recentCompressions } from '../../src/server/cache/recentCompressions';
import { saveSetting } from '../../src/server/services/settings/settingsStore';
import { compressedCopies } from '../../scripts/build/precompress';
import { createTestServer } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
const script = Buffer.from(`export const shop = ${JSON.stringify('ok '.repeat(2000))};\n`);
/** A source map: JSON the build leaves uncompressed, sent compressed on the fly. */
const sourceMap = Buffer.from(JSON.stringify({ version: 3, sources: ['src/shop.ts'], mappings: 'AAAA,CAAC;'.repeat(20_000) }));

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  const dist = mkdtempSync(path.join(os.tmpdir(), 'compression-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-x1.js'), script);
  const { br, gz } = compressedCopies(script);
  writeFileSync(path.join(dist, 'assets', 'app-x1.js.br'), br);
  writeFileSync(path.join(dist, 'assets', 'app-x1.js.gz'), gz);
  writeFileSync(path.join(dist, 'assets', 'app-x1.js.map'), sourceMap);
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Shop</title>${'<!-- padding -->'.repeat(100)}`);
  server.deps.config.distDir = dist;
  serveFrontEnd(server.app, dist);
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('hands out the Brotli copy the build wrote when the browser takes br', async () => {
    const res = await get('/assets/app-x1.js', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).equals(script)).toBe(true);
  });

  it('falls back to the gzip copy, and to the plain file for a client that takes neither', async () => {
    const gz = await get('/assets/app-x1.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(script)).toBe(true);

    const plain = await get('/assets/app-x1.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(script)).toBe(true);
  });

  it('compresses JSON answers and the app page on the fly', async () => {
    const settings = await get('/api/webshop/settings', 'gzip');
    expect(settings.headers.get('content-encoding')).toBe('gzip');
    expect(settings.headers.get('vary')).toMatch(/accept-encoding/i);
    const sent = Buffer.from(await settings.arrayBuffer());
    expect(settings.headers.get('content-length')).toBe(String(sent.length));
    const body = JSON.parse(gunzipSync(sent).toString('utf8'));
    expect(body.site).toBeTruthy();

    const plain = await get('/api/webshop/settings');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.json()).toEqual(body);

    const page = await get('/shopping-cart', 'gzip');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString('utf8')).toContain('<title>Shop</title>');
  });

  it("sends a file the build left uncompressed compressed on the fly, with the compressed copy's own length", async () => {
    const res = await get('/assets/app-x1.js.map', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const sent = Buffer.from(await res.arrayBuffer());
    // The file's own length here would keep a browser waiting for bytes that never come.
    expect(res.headers.get('content-length')).toBe(String(sent.length));
    expect(sent.length).toBeLessThan(sourceMap.length);
    expect(gunzipSync(sent).equals(sourceMap)).toBe(true);
  });

  it('sends a small answer as it is, with its length: compressing it would cost more than it saves', async () => {
    const session = await get('/api/webshop/session', 'gzip, deflate, br');
    expect(session.headers.get('content-encoding')).toBeNull();
    const text = await session.text();
    expect(text.length).toBeLessThan(1024);
    expect(session.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toMatchObject({ user: null });
  });

  it('leaves out an encoding the client refuses with q=0', async () => {
    const settings = await get('/api/webshop/settings', 'gzip;q=0, deflate');
    expect(settings.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await settings.arrayBuffer())).toString('utf8')).site).toBeTruthy();
  });

  it('compresses an answer once and sends the same bytes again; a changed answer gets its own copy at once', async () => {
    const bytesOf = async () => Buffer.from(await (await get('/api/webshop/settings', 'gzip')).arrayBuffer());
    const first = await bytesOf();
    expect((await bytesOf()).equals(first)).toBe(true);
    const site = JSON.parse(gunzipSync(first).toString('utf8')).site as { name: string };
    await saveSetting(server.db, 'site', { ...site, name: 'Endret skolefoto' });
    try {
      expect(JSON.parse(gunzipSync(await bytesOf()).toString('utf8')).site.name).toBe('Endret skolefoto');
    } finally {
      await saveSetting(server.db, 'site', site);
    }
    expect(gunzipSync(await bytesOf()).equals(gunzipSync(first))).toBe(true);
  });
});

describe('recent compressions', () => {
  const body = (n: number) => Buffer.from(`{"answer":${n},"padding":"${'x'.repeat(2000)}"}`);
  const fakeGzip = (size: number) => async (input: Buffer) => Buffer.alloc(size, input[10]);

  it('makes one copy for concurrent requests of the same bytes', async () => {
    const copies = recentCompressions(10_000);
    let made = 0;
    const compress = async (input: Buffer) => ((made += 1), Buffer.from(input.subarray(0, 100)));
    const [a, b] = await Promise.all([copies.get('gzip', body(1), compress), copies.get('gzip', body(1), compress)]);
    expect(made).toBe(1);
    expect(a).toBe(b);
    await copies.get('deflate', body(1), compress);
    expect(made).toBe(2);
  });

  it('keeps no more bytes than its bound, dropping the least recently used copy first', async () => {
    const copies = recentCompressions(2_500);
    await copies.get('gzip', body(1), fakeGzip(1_000));
    await copies.get('gzip', body(2), fakeGzip(1_000));
    // Used again: body 2 is now the oldest.
    await copies.get('gzip', body(1), fakeGzip(1_000));
    await copies.get('gzip', body(3), fakeGzip(1_000));
    expect(copies.keptBytes()).toBe(2_000);
    let made = 0;
    const counting = async (input: Buffer) => ((made += 1), fakeGzip(1_000)(input));
    await copies.get('gzip', body(1), counting);
    expect(made).toBe(0);
    await copies.get('gzip', body(2), counting);
    expect(made).toBe(1);
  });

  it('keeps no failed compression: the next request tries again', async () => {
    const copies = recentCompressions(10_000);
    await expect(copies.get('gzip', body(1), async () => Promise.reject(new Error('zlib failed')))).rejects.toThrow('zlib failed');
    expect((await copies.get('gzip', body(1), fakeGzip(10))).length).toBe(10);
  });
});
