/**
 * `npm run bench:uploads`: how much a running server grows while eight customers upload 45 MB
 * each at the same moment (three 15 MB pictures per request). Starts the real server as its own
 * process (in-memory PGlite, a copy of the test media), samples its resident memory (VmRSS)
 * every 20 ms, and prints the growth over its idle size: the median of three rounds, and each.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { SERVER_NODE_FLAGS } from '../../src/server/memory/nodeFlags';
import { TEST_MEDIA_DIR } from '../../tests/support/testServer';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const PARALLEL = 8;
const FILES_PER_REQUEST = 3;
const ROUNDS = 3;
const MB = 1024 * 1024;
const base = `http://127.0.0.1:${PORT}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** A picture of noise: PNG cannot compress it, so 2600x1950 stays about 15 MB. */
async function noisePicture(): Promise<Buffer> {
  const [width, height] = [2600, 1950];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
const mediaDir = path.join(dataDir, 'media');
if (existsSync(TEST_MEDIA_DIR)) cpSync(TEST_MEDIA_DIR, mediaDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}uploads`) });

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATABASE_URL: 'memory://', DATA_DIR: dataDir, MEDIA_DIR: mediaDir, LOG_LEVEL: 'warn', LOGIN_LIMIT_PER_IP: '1000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('is running on') && resolve());
  server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
});

try {
  const login = await fetch(`${base}/api/webshop/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'kunde@example.no', password: 'demo1234' }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const pictures = await Promise.all(Array.from({ length: FILES_PER_REQUEST }, noisePicture));
  const requestBytes = pictures.reduce((n, p) => n + p.length, 0);

  const upload = async () => {
    const form = new FormData();
    pictures.forEach((p, i) => form.append('files', new File([new Uint8Array(p)], `stor${i}.png`, { type: 'image/png' })));
    const res = await fetch(`${base}/api/webshop/user/images`, { method: 'POST', body: form, headers: { cookie } });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };

  await upload(); // warm-up: modules, sharp and the first decode are not what a round measures
  const rounds: { idle: number; peak: number; seconds: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await sleep(1500);
    const idle = rssOf(server.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid!))), 20);
    const started = performance.now();
    await Promise.all(Array.from({ length: PARALLEL }, upload));
    clearInterval(sampler);
    rounds.push({ idle, peak, seconds: (performance.now() - started) / 1000 });
  }

  console.log(`\n${PARALLEL} parallel uploads of ${(requestBytes / MB).toFixed(1)} MB (${FILES_PER_REQUEST} PNGs each), ${ROUNDS} rounds`);
  // Growth is counted from the idle size before the first round: memory a round keeps (the
  // allocator rarely gives it back) would otherwise hide from the rounds after it.
  const idle = rounds[0].idle;
  for (const [i, r] of rounds.entries()) {
    console.log(`  round ${i + 1}: peak ${(r.peak / MB).toFixed(0)} MB, ${((r.peak - idle) / MB).toFixed(0)} MB over idle, ${r.seconds.toFixed(1)} s`);
  }
  console.log(`  idle ${(idle / MB).toFixed(0)} MB; median RSS added: ${(median(rounds.map((r) => r.peak - idle)) / MB).toFixed(0)} MB, most: ${(Math.max(...rounds.map((r) => r.peak - idle)) / MB).toFixed(0)} MB (target: at most 200 MB)`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
