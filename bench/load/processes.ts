/** Child processes the load benchmark starts and measures: the shop, the hello-world, autocannon. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { exited, freePort, waitUntilServing } from '../editor/shopServer';

export interface Served {
  baseUrl: string;
  pid: number;
  /** Resident memory of the process now, in MB (from /proc, as `ps` shows it). */
  rssMb(): number;
  /** The most resident memory the process has had since it started, in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** Starts `node [nodeArgs] --import tsx <script>` on a free port and waits until `readyPath` answers. */
export async function startNode(script: string, options: { env?: NodeJS.ProcessEnv; nodeArgs?: string[]; readyPath: string }): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script], {
    env: { ...process.env, ...options.env, PORT: String(port) },
    // The shop logs a JSON line per request, as in production; /dev/null takes them without a pipe's back-pressure.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
  };
  try {
    await waitUntilServing(`${baseUrl}${options.readyPath}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, rssMb: () => statusMb(child, 'VmRSS'), peakRssMb: () => statusMb(child, 'VmHWM'), stop };
}

function statusMb(child: ChildProcess, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
  return kb / 1024;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, and connection errors or timeouts. */
  failures: number;
}

/**
 * One autocannon run in its own process (so the load generator never shares an event loop with
 * this script), as JSON.
 */
export async function autocannon(url: string, options: { connections: number; seconds: number; headers: Record<string, string> }): Promise<LoadResult> {
  const args = ['node_modules/autocannon/autocannon.js', '-j', '-n', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  await exited(child);
  if (child.exitCode !== 0) throw new Error(`autocannon failed on ${url}:\n${err}`);
  const result = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
