/**
 * The check-before-ordering warning (spec 2 §2.15, §4, §9): when the template asks for it, it
 * comes before the buy view once per browser session, remembered under a session key.
 */
import type { Template } from '../../../engine/model';

export const ADD_TO_CART_WARNING_KEY = 'editor.addToCartWarningShown';

/** The part of sessionStorage the rule uses. */
export type SessionFlags = Pick<Storage, 'getItem' | 'setItem'>;

/** The session's storage, or null where the browser refuses it (some private modes throw on access). */
export function sessionFlags(): SessionFlags | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function seen(storage: SessionFlags | null): boolean {
  try {
    return storage?.getItem(ADD_TO_CART_WARNING_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether Add to cart shows the warning before the buy view. */
export const needsAddToCartWarning = (template: Pick<Template, 'addToCartWarning'>, storage: SessionFlags | null): boolean =>
  template.addToCartWarning && !seen(storage);

/** Remembers that the warning was shown in this session. Without storage it simply shows again next time. */
export function markAddToCartWarningShown(storage: SessionFlags | null): void {
  try {
    storage?.setItem(ADD_TO_CART_WARNING_KEY, '1');
  } catch {
    // A full or refused storage only means the warning may show once more.
  }
}
