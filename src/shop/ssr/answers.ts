import { use, useCallback, useRef } from 'react';
import { serverPageData } from './pageData';

/**
 * A screen's data on its first render: the server's render waits for it (the screen suspends
 * until it is there) and sends it with the page; the browser's hydration takes it from the page.
 * A load that fails on the server is left to the browser, which renders its loading state the
 * same way the server did and loads the data again.
 */

type Outcome = { ok: true; value: unknown } | { ok: false };

const onServer = typeof window === 'undefined';
const loads = new Map<string, Promise<Outcome>>();
const answered = new Map<string, unknown>();
const used = new Set<string>();

/** The server, before each render: the previous render's data is not this one's. */
export function startServerAnswers(): void {
  loads.clear();
  answered.clear();
}

/** The server, after a render: what its screens loaded, for the page data. */
export const serverAnswers = (): Record<string, unknown> => Object.fromEntries(answered);

/** The data of `key` for a screen's first render, or null when it has to load it itself. */
export function useFirstAnswer<T>(key: string | undefined, load: () => Promise<T>): { value: T } | null {
  if (key === undefined) return null;
  if (onServer) {
    let pending = loads.get(key);
    if (!pending) {
      pending = load().then(
        (value): Outcome => {
          answered.set(key, value);
          return { ok: true, value };
        },
        (): Outcome => ({ ok: false }),
      );
      loads.set(key, pending);
    }
    const outcome = use(pending);
    return outcome.ok ? { value: outcome.value as T } : null;
  }
  const answers = serverPageData()?.answers;
  if (!answers || used.has(key) || !(key in answers)) return null;
  return { value: answers[key] as T };
}

/**
 * The browser, once the screen has shown the page's data: the next visit to the screen (after
 * navigating away) loads fresh data.
 */
export function markAnswerUsed(key: string): void {
  used.add(key);
}

/**
 * useFirstAnswer for a screen that loads in an effect: `startedWithAnswer()`, asked in that
 * effect, is true once when the first render had the page's data (the effect then does not load
 * it again, and the answer is marked used), false otherwise.
 */
export function useFirstAnswerOnce<T>(key: string | undefined, load: () => Promise<T>): { first: { value: T } | null; startedWithAnswer: () => boolean } {
  const first = useFirstAnswer(key, load);
  const pending = useRef(first !== null);
  const startedWithAnswer = useCallback(() => {
    if (!pending.current || key === undefined) return false;
    pending.current = false;
    markAnswerUsed(key);
    return true;
  }, [key]);
  return { first, startedWithAnswer };
}
