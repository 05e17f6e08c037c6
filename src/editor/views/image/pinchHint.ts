/**
 * The pinch-zoom hint (spec 2 §2.6, §9): once per browser session, for a field showing a picture
 * the customer may zoom that is not turned, gone after 10 seconds.
 */
import type { ImageResource, ImageSlot } from '../../../engine/model';

export const PINCH_HINT_MS = 10_000;
/** sessionStorage: set once the hint has been shown in this tab's session. */
export const PINCH_HINT_SESSION_KEY = 'editor.pinchHintShown';

export const pinchHintDue = (slot: Pick<ImageSlot, 'disableZoom'>, resource: Pick<ImageResource, 'rotation'> | undefined, shownBefore: boolean): boolean =>
  !shownBefore && resource !== undefined && !slot.disableZoom && resource.rotation === 0;

/** Storage that may be missing or refuse access (private modes): the hint then comes back after a reload. */
type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export function pinchHintShown(storage: SessionStore | undefined): boolean {
  try {
    return storage?.getItem(PINCH_HINT_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

export function markPinchHintShown(storage: SessionStore | undefined): void {
  try {
    storage?.setItem(PINCH_HINT_SESSION_KEY, '1');
  } catch {
    // Without storage the page remembers it until a reload: harmless.
  }
}
