import { Worker } from 'node:worker_threads';

/**
 * Runs in a worker thread, which keeps running while the main thread is stuck. It cannot end
 * the process with an exit code of its own (process.exit ends only the worker), and SIGTERM
 * would wait for the stuck main thread's handler, so it sends SIGKILL. Its timer is not unref'd: a
 * worker with nothing to wait for ends (the main side unrefs the worker instead).
 */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new BigInt64Array(workerData.heartbeat);
setInterval(() => {
  const silentMs = Date.now() - Number(Atomics.load(beat, 0));
  if (silentMs < workerData.limitMs) return;
  writeSync(2, JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'the server stopped answering: its main thread has been stuck; killing it so a supervisor starts it again', stuckMs: silentMs }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, Math.min(1000, workerData.limitMs / 4));
`;

/**
 * Kills the process when its event loop has not turned for `limitMs`: then no request gets an
 * answer and nothing inside the process can notice (a database call that never returns to
 * JavaScript, an endless loop). A supervisor restarts it; a stuck server only looks alive.
 */
export function startEventLoopWatchdog(limitMs: number): { stop(): Promise<void> } {
  const heartbeat = new SharedArrayBuffer(8);
  const beat = new BigInt64Array(heartbeat);
  const touch = () => Atomics.store(beat, 0, BigInt(Date.now()));
  touch();
  const timer = setInterval(touch, Math.min(1000, limitMs / 4));
  timer.unref();
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { heartbeat, limitMs } });
  worker.unref();
  return {
    async stop() {
      clearInterval(timer);
      await worker.terminate();
    },
  };
}
