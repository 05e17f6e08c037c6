import { describe, expect, it } from 'vitest';
import { createRenderQueue } from '../../../../src/engine/react/renderQueue';

/** A promise settled from outside, so a test decides when each render ends. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A pause the test releases by hand, counting how often the queue yielded. */
function manualPause() {
  const waiting: (() => void)[] = [];
  return {
    pause: () => new Promise<void>((resolve) => waiting.push(resolve)),
    get yields() {
      return waiting.length;
    },
    releaseAll: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

describe('createRenderQueue', () => {
  it('runs at most `concurrency` tasks at once, in the order they came', async () => {
    const queue = createRenderQueue({ concurrency: 2, pause: () => Promise.resolve() });
    const started: number[] = [];
    const ends = [deferred(), deferred(), deferred(), deferred(), deferred()];
    const results = ends.map((end, i) => queue.run(async () => (started.push(i), await end.promise, i)));

    await settle();
    expect(started).toEqual([0, 1]);
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(3);

    ends[1].resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);

    ends.forEach((end) => end.resolve());
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    await settle();
    expect(queue.running).toBe(0);
  });

  it('gives the page a turn after each task before the next one starts', async () => {
    const page = manualPause();
    const queue = createRenderQueue({ concurrency: 1, pause: page.pause });
    const started: string[] = [];
    const first = queue.run(async () => started.push('a'));
    void queue.run(async () => started.push('b'));

    await first;
    await settle();
    expect(started).toEqual(['a']);
    expect(page.yields).toBe(1);

    page.releaseAll();
    await settle();
    expect(started).toEqual(['a', 'b']);
  });

  it('drops a waiting task whose signal aborts, and rejects it with the reason', async () => {
    const queue = createRenderQueue({ concurrency: 1, pause: () => Promise.resolve() });
    const blocker = deferred();
    const ran: string[] = [];
    void queue.run(() => blocker.promise);
    const abort = new AbortController();
    const dropped = queue.run(async () => ran.push('dropped'), abort.signal);
    const kept = queue.run(async () => ran.push('kept'));

    abort.abort(new Error('tile left the page'));
    await expect(dropped).rejects.toThrow('tile left the page');
    expect(queue.waiting).toBe(1);

    blocker.resolve();
    await kept;
    expect(ran).toEqual(['kept']);
  });

  it('rejects at once when the signal has already aborted', async () => {
    const queue = createRenderQueue({ concurrency: 1, pause: () => Promise.resolve() });
    const abort = new AbortController();
    abort.abort(new Error('gone'));
    let ran = false;
    await expect(queue.run(async () => (ran = true), abort.signal)).rejects.toThrow('gone');
    expect(ran).toBe(false);
    expect(queue.waiting).toBe(0);
  });

  it('lets a task that has started finish even when its signal aborts later', async () => {
    const queue = createRenderQueue({ concurrency: 1, pause: () => Promise.resolve() });
    const end = deferred<string>();
    const abort = new AbortController();
    const result = queue.run(() => end.promise, abort.signal);
    await settle();
    abort.abort();
    end.resolve('drawn');
    expect(await result).toBe('drawn');
  });

  it('frees the slot of a failed task, whether it rejects or throws synchronously', async () => {
    const queue = createRenderQueue({ concurrency: 1, pause: () => Promise.resolve() });
    const rejected = queue.run(() => Promise.reject(new Error('picture failed')));
    const thrown = queue.run(() => {
      throw new Error('bad template');
    });
    const next = queue.run(async () => 'next');
    await expect(rejected).rejects.toThrow('picture failed');
    await expect(thrown).rejects.toThrow('bad template');
    expect(await next).toBe('next');
    await settle();
    expect(queue.running).toBe(0);
  });

  it('refuses a concurrency below one', () => {
    expect(() => createRenderQueue({ concurrency: 0, pause: () => Promise.resolve() })).toThrow('at least 1');
  });
});
