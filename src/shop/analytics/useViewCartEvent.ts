import { useEffect, useRef } from 'react';
import type { CartFacts } from './checkoutPayloads';
import { lineItems } from './ga4Items';
import { trackViewCart } from './track';

/** view_cart once per opening of the cart page, when its cart first arrives (changes on the page are cart events). */
export function useViewCartEvent(cart: CartFacts | null): void {
  const sent = useRef(false);
  useEffect(() => {
    // An empty cart is not shown: the page sends the customer on to the product list.
    if (!cart || sent.current || lineItems(cart.orderLines).length === 0) return;
    sent.current = true;
    trackViewCart(cart);
  }, [cart]);
}
