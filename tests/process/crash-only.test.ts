import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startChild, startChildServer, type ChildProcessHandle } from '../support/childServer';
import { TEST_MEDIA_DIR } from '../support/testServer';
import { makeUnwritable, makeWritable } from '../support/unwritable';

/**
 * The embedded database (PGlite) on a disk that stops taking writes: the server must not hang
 * alive and silent, but exit non-zero so its supervisor starts it again.
 */
const folders: string[] = [];
const servers: ChildProcessHandle[] = [];

function tempFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'webshop-crash-'));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.kill('SIGKILL')));
  for (const dir of folders.splice(0)) {
    makeWritable(dir);
    rmSync(dir, { recursive: true, force: true });
  }
});

const pgliteEnv = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: path.join(dataDir, 'db'), MEDIA_DIR: TEST_MEDIA_DIR, WATCHDOG_SECONDS: '5' });
const within = <T>(ms: number, what: Promise<T>) => Promise.race([what, new Promise<'timed out'>((r) => setTimeout(r, ms, 'timed out'))]);
const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(20_000) }).then((r) => r.status, (err: Error) => `failed: ${err.name}`);

describe('PGlite on a disk that stops taking writes', () => {
  it('answers /healthz with a committed write, then exits non-zero after the data folder turns unwritable', async () => {
    const dataDir = tempFolder();
    const server = await startChildServer(pgliteEnv(dataDir));
    servers.push(server);
    const healthy = await fetch(`${server.url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toMatchObject({ status: 'ok', database: 'writable' });

    makeUnwritable(path.join(dataDir, 'db'));
    // The first write fails (503 here); the process then ends instead of leaving every later request hanging.
    const afterFailure = await get(`${server.url}/healthz`);
    expect([503, 'failed: TypeError']).toContain(afterFailure);
    const exit = await within(20_000, server.exited);
    expect(exit).not.toBe('timed out');
    expect(exit).toMatchObject({ code: 1 });
    expect(server.output()).toMatch(/the database could not write its files; exiting/);
    // Nothing is left listening half-alive: a request is refused at once.
    expect(await get(`${server.url}/api/webshop/settings`)).toBe('failed: TypeError');
  }, 180_000);

  it('names the folder and the permission problem when the data folder is unwritable at start', async () => {
    const dataDir = tempFolder();
    const dbFolder = path.join(dataDir, 'db');
    mkdirSync(dbFolder);
    makeUnwritable(dbFolder);
    const server = startChild('src/server/main.ts', pgliteEnv(dataDir));
    servers.push(server);
    const exit = await within(120_000, server.exited);
    expect(exit).toMatchObject({ code: 1 });
    expect(server.output()).toContain(`The database folder ${dbFolder} is not writable`);
    expect(server.output()).toMatch(process.getuid?.() === 0 ? /EPERM, operation not permitted.*immutable/ : /EACCES, permission denied/);
    expect(server.output()).not.toContain('PGlite failed to initialize properly');
  }, 180_000);
});

describe('the event-loop watchdog', () => {
  it('kills a process whose main thread is stuck, so a supervisor can restart it', async () => {
    // A main thread that never returns to the event loop, as PGlite's did after a failed write.
    const code = `import('./src/server/liveness/eventLoopWatchdog.ts').then(({ startEventLoopWatchdog }) => { startEventLoopWatchdog(1000); setTimeout(() => { for (;;); }, 100); });`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exit = await within(60_000, new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))));
    if (exit === 'timed out') child.kill('SIGKILL');
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(stderr).toMatch(/its main thread has been stuck/);
  }, 90_000);
});
