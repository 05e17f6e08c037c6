import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontEnd } from '../../src/server/app';
import { compressedCopies } from '../../scripts/build/precompress';
import { createTestServer } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
const script = Buffer.from(`export const shop = ${JSON.stringify('ok '.repeat(2000))};\n`);

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  const dist = mkdtempSync(path.join(os.tmpdir(), 'compression-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-x1.js'), script);
  const { br, gz } = compressedCopies(script);
  writeFileSync(path.join(dist, 'assets', 'app-x1.js.br'), br);
  writeFileSync(path.join(dist, 'assets', 'app-x1.js.gz'), gz);
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
    const body = JSON.parse(gunzipSync(Buffer.from(await settings.arrayBuffer())).toString('utf8'));
    expect(body.site).toBeTruthy();

    const page = await get('/shopping-cart', 'gzip');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString('utf8')).toContain('<title>Shop</title>');
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
});
