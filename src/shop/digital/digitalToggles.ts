/**
 * The two toggle calls as the screens run them (spec 3 §7): cart analytics hear what changed,
 * the header's badge takes the new summary, and the picture sets are read again so every
 * button shows the new bought / in-cart state.
 */
import { getCart } from '../../api/client/cart';
import { toggleDigitalFile, toggleDigitalSet, type DigitalType } from '../../api/client/digital';
import { trackingAllowed } from '../analytics/dataLayer';
import { trackCartChange } from '../analytics/track';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';

export type DigitalToggle = { kind: 'file'; file: string; type: DigitalType } | { kind: 'set'; subjectUuid: string; type: DigitalType };

/** Runs one toggle; answers whether the file or set is in the cart now. Rejects with the server's reason. */
export async function runDigitalToggle(toggle: DigitalToggle): Promise<boolean> {
  // Read only with consent: customers who refused tracking pay no extra call.
  const before = trackingAllowed() ? await getCart().catch(() => null) : null;
  const answer = toggle.kind === 'file' ? await toggleDigitalFile(toggle.file, toggle.type) : await toggleDigitalSet(toggle.subjectUuid, toggle.type);
  if (before) trackCartChange(before.orderLines, answer.cart.orderLines);
  useCartSummaryStore.getState().set(answer.cart.summary);
  await usePictureSetsStore.getState().refresh();
  return answer.inCart;
}

/** A key naming one toggle, so a screen can show which button is busy. */
export const toggleKey = (toggle: DigitalToggle): string => (toggle.kind === 'file' ? `file:${toggle.file}` : `set:${toggle.subjectUuid}:${toggle.type}`);
