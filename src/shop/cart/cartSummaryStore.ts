import { create } from '../state/createStore';
import { getCartSummary, type CartSummary } from '../../api/client/cart';
import { postPageLoad } from '../embedding/hostMessage';

interface CartSummaryState {
  itemCount: number;
  totalPrice: number;
  /** Re-read after anything that may change the cart (sign-in, sign-out, adding products). */
  refresh: () => Promise<void>;
  /** Takes the summary a cart call answered with, so the badge and banner follow without another call. */
  set: (summary: CartSummary) => void;
}

export const useCartSummaryStore = create<CartSummaryState>((set) => ({
  itemCount: 0,
  totalPrice: 0,
  refresh: async () => {
    try {
      const { itemCount, totalPrice } = await getCartSummary();
      set({ itemCount, totalPrice });
      postPageLoad({ itemCount, totalPrice });
    } catch (err) {
      // The badge is a convenience: an unreachable cart must not break the page around it.
      console.warn('Could not load the cart summary', err);
    }
  },
  set: ({ itemCount, totalPrice }) => {
    set({ itemCount, totalPrice });
    // Spec 1 §7: every cart answer the badge takes also goes to a host page around the shop.
    postPageLoad({ itemCount, totalPrice });
  },
}));
