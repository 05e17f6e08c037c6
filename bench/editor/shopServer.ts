/**
 * The real shop for the editor benchmark: the front end and the server's page render built into
 * a temporary folder (dist/ and dist-ssr/ belong to whoever runs `npm start`), then `src/server/main.ts` in its own process with the
 * e2e server's settings (playwright.config.ts): a throwaway in-memory database with the demo
 * seed, the test media, a free port.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const START_TIMEOUT_MS = 180_000;

export interface ShopServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop server stopped while starting:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/** `root`: the checkout whose front end and server run (another commit's worktree, for a comparison). */
export async function startShopServer(root = process.cwd()): Promise<ShopServer> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'editor-bench-'));
  const distDir = path.join(workDir, 'dist');
  const ssrDir = path.join(workDir, 'dist-ssr');
  execFileSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', cwd: root });
  // The server's render of the shop's pages (without it every page is the client-rendered shell).
  // An older commit compared against may predate the server render: it then serves the shell.
  if (existsSync(path.join(root, 'src/shop/entry.server.tsx'))) {
    execFileSync('npx', ['vite', 'build', '--ssr', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', cwd: root });
  }

  const port = await freePort();
  const dataDir = path.join(workDir, 'data');
  // Node with tsx's loader directly (not npx), so stopping this process stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      MEDIA_DIR: path.resolve('var/test-media'),
      CACHE_DIR: path.join(dataDir, 'cache'),
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      DIST_DIR: distDir,
      SSR_DIR: ssrDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseUrl}/api/webshop/session`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
