/**
 * The real server (src/server/main.ts) or worker (src/server/worker.ts) as a child process, for
 * tests that kill it (SIGKILL) and start it again on the same database and folders.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { TestClient } from './testServer';

export interface ChildProcessHandle {
  /** The process id (what /proc/<pid>/ shows). */
  pid: number;
  /** Everything the process printed so far (JSON log lines on stdout, errors on stderr). */
  output(): string;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ChildServer extends ChildProcessHandle {
  url: string;
  /** A browser-like client of this server (cookies kept). */
  client(): TestClient;
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `script` in node with tsx, with `env` on top of this process's environment. */
export function startChild(script: string, env: Record<string, string>): ChildProcessHandle {
  // node itself, not npx: a SIGKILL must reach the process that holds the database.
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    pid: child.pid!,
    output: () => output,
    exited,
    kill(signal) {
      child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts the web shop on env.PORT, or a free port, and waits until it answers (the first start
 * seeds the demo data).
 */
export async function startChildServer(env: Record<string, string>, timeoutMs = 180_000): Promise<ChildServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const handle = startChild('src/server/main.ts', { ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  let ended = false;
  void handle.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (ended) throw new Error(`the server ended before it answered:\n${handle.output()}`);
    if (Date.now() > deadline) {
      await handle.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${handle.output()}`);
    }
    const answered = await fetch(`${url}/api/webshop/session`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { ...handle, url, client: () => new TestClient((input, init) => fetch(`${url}${input}`, init)) };
}

/** Polls `read` every 100 ms until `done` accepts its value (or throws after `timeoutMs`). */
export async function waitFor<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
