/**
 * `npm run bench`: figures for the server's hot paths, measured in-process against the real app
 * and an in-memory PGlite. Prints medians of repeated runs (and ratios), never pass/fail.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateDemoPhotos } from '../src/server/db/seed/photos/generate';
import { localFolderStorage } from '../src/server/storage';
import { createTestServer, TEST_MEDIA_DIR } from '../tests/support/testServer';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function timeEach(count: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times;
}

const rows: [string, string][] = [];
const report = (name: string, times: number[]) => rows.push([name, `${median(times).toFixed(2)} ms (median of ${times.length})`]);

await generateDemoPhotos(localFolderStorage(TEST_MEDIA_DIR));
const server = await createTestServer({ cacheDir: mkdtempSync(path.join(os.tmpdir(), 'bench-cache-')) });
const client = server.client();

async function ok(res: Response) {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

// Warm-up: module loading and the first queries are not what a running shop pays.
for (let i = 0; i < 20; i++) await ok(await client.get('/api/webshop/settings'));

report('GET settings (visitor)', await timeEach(200, async () => ok(await client.get('/api/webshop/settings'))));
report('login (scrypt N=2^17)', await timeEach(5, async () => ok(await client.post('/api/webshop/login', { username: 'kunde@example.no', password: 'demo1234' }))));
report('GET session (signed in)', await timeEach(200, async () => ok(await client.get('/api/webshop/session'))));
report('GET picture sets (signed in)', await timeEach(100, async () => ok(await client.get('/api/webshop/user/picture-sets'))));

const { pictureSets } = (await (await client.get('/api/webshop/user/picture-sets')).json()) as {
  pictureSets: { pictures: { src: string }[] }[];
};
const urls = pictureSets.flatMap((s) => s.pictures.map((p) => p.src.replace('{size}', '640').replace('{effect}', 'sepia')));
const cold = await timeEach(urls.length, async (i) => ok(await client.get(urls[i])));
const cached = await timeEach(urls.length * 5, async (i) => ok(await client.get(urls[i % urls.length])));
report('picture 640 sepia, first request (sharp)', cold);
report('picture 640 sepia, cached on disk', cached);
rows.push(['cached vs first request', `${(median(cold) / median(cached)).toFixed(1)}x faster`]);

// Template calls (spec 2 §7): lists, a subject's filled list, a fill, and previews drawn by the Node engine.
const { templates } = (await (await client.get('/api/webshop/templates/cards')).json()) as { templates: { uuid: string; preview: { large: string } }[] };
const [emma] = ((await (await client.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: { subject: { uuid: string } }[] }).pictureSets;
report('GET card templates (all, visitor)', await timeEach(50, async () => ok(await client.get('/api/webshop/templates/cards'))));
report('GET christmas cards for a subject (filled)', await timeEach(50, async () => ok(await client.get(`/api/webshop/templates/cards/categories/christmas/subjects/${emma.subject.uuid}`))));
report('POST fill-template', await timeEach(50, async () => ok(await client.post('/api/webshop/user/templates/fill-template', { template: { uuid: templates[0].uuid }, subject: { uuid: emma.subject.uuid } }))));
const previews = [...new Set(templates.map((t) => `/templates/all/${t.preview.large}`))];
const drawn = await timeEach(previews.length, async (i) => ok(await client.get(previews[i])));
const reread = await timeEach(previews.length * 5, async (i) => ok(await client.get(previews[i % previews.length])));
report('template preview 640 px, first request (Node engine)', drawn);
report('template preview, cached on disk', reread);

await server.close();
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\nServer benchmarks (${os.cpus().length} cores, node ${process.version}, PGlite in memory)\n`);
for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
