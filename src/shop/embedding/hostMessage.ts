/**
 * The page-load message to the host page (spec 1 §7, spec 3 §7: 'On cart updates a page-load
 * event goes to the host page with the item count and total cost. Price is rounded to two
 * decimals'). Sent on every cart answer that updates the header badge, only when the shop runs
 * inside a frame; the host can then show its own cart counter.
 *
 * Message: { type: 'page-load', itemCount: number, totalCost: number }.
 */
import { roundToOre } from '../../domain/pricing';
import { runsInFrame } from './embeddedMode';

export const PAGE_LOAD_MESSAGE = 'page-load';

export interface PageLoadMessage {
  type: typeof PAGE_LOAD_MESSAGE;
  itemCount: number;
  totalCost: number;
}

export const pageLoadMessage = ({ itemCount, totalPrice }: { itemCount: number; totalPrice: number }): PageLoadMessage => ({
  type: PAGE_LOAD_MESSAGE,
  itemCount,
  totalCost: roundToOre(totalPrice),
});

/**
 * Posts the cart's count and total to the host page; answers whether it was posted. The specs
 * name no host origin and the shop is embedded by installations we do not list, so the target
 * origin is '*': the message holds only a count and a sum the host shows anyway, nothing private.
 */
export function postPageLoad(summary: { itemCount: number; totalPrice: number }, win: Window = window): boolean {
  if (!runsInFrame(win)) return false;
  try {
    win.parent.postMessage(pageLoadMessage(summary), '*');
    return true;
  } catch (err) {
    console.warn('Could not tell the host page about the cart', err);
    return false;
  }
}
