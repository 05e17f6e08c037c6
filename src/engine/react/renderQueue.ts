/**
 * A tiny work queue that runs at most `concurrency` renders at once and gives the page a turn
 * between them, so a list of many thumbnails never holds the main thread for long. Tasks that
 * are no longer wanted (their tile left the page) are dropped before they start.
 */
export interface RenderQueue {
  /**
   * Runs `task` once a slot is free and resolves with its result. When `signal` aborts before
   * the task has started, the task never runs and the promise rejects with the abort reason.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
  /** Tasks started and not yet finished (including the pause after them). */
  readonly running: number;
}

export interface RenderQueueOptions {
  concurrency: number;
  /** Resolves when the page has had its turn; awaited after every task before the next starts. */
  pause: () => Promise<void>;
}

export function createRenderQueue({ concurrency, pause }: RenderQueueOptions): RenderQueue {
  if (!(concurrency >= 1)) throw new Error(`A render queue needs a concurrency of at least 1, not ${concurrency}`);
  const waiting: (() => void)[] = [];
  let running = 0;

  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      running += 1;
      waiting.shift()!();
    }
  };

  const release = () => {
    running -= 1;
    pump();
  };

  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          const index = waiting.indexOf(start);
          if (index < 0) return;
          waiting.splice(index, 1);
          reject(signal!.reason);
        };
        const start = () => {
          signal?.removeEventListener('abort', onAbort);
          // A task that throws synchronously still frees its slot.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .then(pause)
            .then(release, release);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(start);
        pump();
      });
    },
    get waiting() {
      return waiting.length;
    },
    get running() {
      return running;
    },
  };
}

/** The browser's way to let input and painting run before the next render. */
export const yieldToPage = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
