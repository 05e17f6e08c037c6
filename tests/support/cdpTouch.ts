/**
 * Scripted touch gestures through the DevTools protocol (Input.dispatchTouchEvent), for pages
 * opened with hasTouch: real touchstart/touchmove/touchend and pointer events, one or two
 * fingers, moved in steps paced like a finger sampled once a frame. Coordinates are CSS px
 * in the viewport. Used by the editor benchmark and the browser tests.
 */
import type { CDPSession } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

export interface TouchMoveOptions {
  /** Moves between touching and lifting; default 60 (a second at 60 Hz). */
  steps?: number;
  /** Milliseconds between moves; default one 60 Hz frame. */
  intervalMs?: number;
}

type TouchType = 'touchStart' | 'touchMove' | 'touchEnd';

const DEFAULT_STEPS = 60;
const FRAME_MS = 1000 / 60;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function send(session: CDPSession, type: TouchType, fingers: readonly Point[]) {
  // Ids stay the same for the whole gesture, so the page sees the same fingers moving.
  return session.send('Input.dispatchTouchEvent', { type, touchPoints: fingers.map(({ x, y }, id) => ({ x, y, id })) });
}

/** Touches with every finger of `path(0)`, moves through `path(t)` for t in (0, 1], lifts. */
async function gesture(session: CDPSession, path: (t: number) => Point[], { steps = DEFAULT_STEPS, intervalMs = FRAME_MS }: TouchMoveOptions) {
  await send(session, 'touchStart', path(0));
  // Moves go out on the clock without waiting for the page to handle each one (the reply comes
  // once it has), as a finger does not wait for a slow page: the browser queues and merges them.
  const start = performance.now();
  const moves: Promise<unknown>[] = [];
  let failure: unknown;
  for (let step = 1; step <= steps; step++) {
    await pause(start + step * intervalMs - performance.now());
    moves.push(send(session, 'touchMove', path(step / steps)).catch((error: unknown) => (failure ??= error)));
  }
  await send(session, 'touchEnd', []);
  await Promise.all(moves);
  if (failure) throw failure;
}

const between = (a: number, b: number, t: number) => a + (b - a) * t;

/** One finger from `from` to `to` in a straight line. */
export function drag(session: CDPSession, from: Point, to: Point, options: TouchMoveOptions = {}): Promise<void> {
  return gesture(session, (t) => [{ x: between(from.x, to.x, t), y: between(from.y, to.y, t) }], options);
}

/** Two fingers level with `center`, spreading (or closing) from `fromDistance` to `toDistance` apart. */
export function pinch(session: CDPSession, center: Point, fromDistance: number, toDistance: number, options: TouchMoveOptions = {}): Promise<void> {
  return gesture(
    session,
    (t) => {
      const half = between(fromDistance, toDistance, t) / 2;
      return [
        { x: center.x - half, y: center.y },
        { x: center.x + half, y: center.y },
      ];
    },
    options,
  );
}
