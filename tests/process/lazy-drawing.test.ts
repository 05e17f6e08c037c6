/**
 * Memory at start: the engine's drawing in Node (Konva, @napi-rs/canvas with Skia) loads with the
 * first drawing, not when the server starts. Read from the real server process's memory map,
 * where a loaded native library shows by its file name.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/childServer';
import { TEST_MEDIA_DIR } from '../support/testServer';

const SKIA = /skia[^/]*\.node$/m;
const mappedFiles = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8');

let dataDir: string;
let server: ChildServer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lazy-drawing-'));
  server = await startChildServer({ DATA_DIR: dataDir, DATABASE_URL: path.join(dataDir, 'db'), MEDIA_DIR: TEST_MEDIA_DIR, CACHE_DIR: path.join(dataDir, 'cache') });
}, 240_000);
afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the canvas library', () => {
  it('is not loaded by a started server answering the shop calls, and is by the first drawing', async () => {
    const client = server.client();
    const { templates } = (await client.json<{ templates: { preview: { large: string } }[] }>('GET', '/api/webshop/templates/cards')).body;
    expect((await client.get('/api/webshop/settings')).status).toBe(200);
    expect(mappedFiles(server.pid)).not.toMatch(SKIA);
    // The first preview draws with the engine: now the library is there (the check above can see it).
    const preview = await client.get(`/templates/all/${templates[0].preview.large}`);
    expect(preview.status).toBe(200);
    expect(mappedFiles(server.pid)).toMatch(SKIA);
  });
});
