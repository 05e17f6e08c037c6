/**
 * `npm run bench:web:floor`: what the shop's libraries cost before any shop code. Three pages
 * show the front page's code form without data: React alone, then Chakra with the shop's theme,
 * then with react-router and the shop's translator (src/i18n) as well (the stack every shop route stands on). Each is
 * built on its own, served with its Brotli copies like the shop, and measured by Lighthouse with
 * the same mobile defaults as bench:web, interleaved, medians of RUNS runs. Figures only.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { percentile } from '../../editor/percentile';
import { audit, launchChromium, lighthouseVersion, type RunFigures } from '../lighthouse';

const FLOORS = ['react', 'chakra', 'stack'] as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const distOf = (floor: string) => `/tmp/web-floor/${floor}`;

/** Every path without an extension is the page; files go out as their .br copy when there is one. */
function serve(root: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let file = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.extname(file)) file = `/pages/${path.basename(root)}/index.html`;
    const full = path.join(root, path.normalize(file));
    if (!full.startsWith(root)) return void res.writeHead(403).end();
    const brotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let body: Buffer;
    let encoded = false;
    try {
      body = brotli ? readFileSync(`${full}.br`) : readFileSync(full);
      encoded = brotli;
    } catch {
      try {
        body = readFileSync(full);
      } catch {
        return void res.writeHead(404).end();
      }
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(full)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      ...(encoded ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
    });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function jsGzipKb(root: string): number {
  const dir = path.join(root, 'assets');
  const bytes = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f))).length, 0);
  return bytes / 1024;
}

for (const floor of FLOORS) {
  execFileSync('npx', ['vite', 'build', '--config', path.join(import.meta.dirname, 'vite.config.ts'), '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, FLOOR: floor },
  });
}

const loadBefore = os.loadavg()[0];
const servers = await Promise.all(FLOORS.map((floor) => serve(distOf(floor))));
const chrome = await launchChromium();
const runs = new Map<string, RunFigures[]>(FLOORS.map((floor) => [floor, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [i, floor] of FLOORS.entries()) {
      const { port } = servers[i].address() as AddressInfo;
      runs.get(floor)!.push(await audit(chrome.port, `http://127.0.0.1:${port}/`, undefined));
    }
    process.stdout.write(`run ${run + 1}/${RUNS} done\n`);
  }
} finally {
  chrome.kill();
  servers.forEach((server) => server.close());
}

const median = (values: number[]) => percentile(values, 50);
console.log(`\nLibrary floor: Lighthouse ${lighthouseVersion()}, mobile defaults, median of ${RUNS} runs per page`);
console.log(`${os.cpus().length} cores; load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0].toFixed(2)}.`);
console.log('page     JS gzip   score   LCP      TBT     runs');
for (const floor of FLOORS) {
  const figures = runs.get(floor)!;
  console.log(
    `${floor.padEnd(8)} ${jsGzipKb(distOf(floor)).toFixed(1).padStart(6)} KB  ${String(median(figures.map((r) => r.score))).padStart(4)}  ${String(Math.round(median(figures.map((r) => r.lcpMs)))).padStart(5)} ms  ${String(Math.round(median(figures.map((r) => r.tbtMs)))).padStart(4)} ms   ${figures.map((r) => r.score).join(', ')}`,
  );
}
