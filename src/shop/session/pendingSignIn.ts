/**
 * A sign-in still on its way when the page was left (the customer pressed 'Sign in' and at once
 * followed a link or reloaded). The request itself survives the page (it is sent with keepalive);
 * this note tells the next page load to wait a moment for it instead of showing a visitor.
 */
const KEY = 'shop.signInPendingSince';
/** Longer than a sign-in normally takes, short enough that a failed one is not waited for long. */
export const PENDING_SIGN_IN_WAIT_MS = 4000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function markSignInPending(): void {
  storage()?.setItem(KEY, String(Date.now()));
}

export function clearSignInPending(): void {
  storage()?.removeItem(KEY);
}

/** How long the next page load should still wait for a pending sign-in, in ms (0: not at all). */
export function pendingSignInWaitMs(now = Date.now()): number {
  const since = Number(storage()?.getItem(KEY));
  if (!since) return 0;
  return Math.max(0, since + PENDING_SIGN_IN_WAIT_MS - now);
}
