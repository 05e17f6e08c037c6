import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * What the header needs on every page: the cart badge (item count) and the free-delivery banner
 * (total price). A visitor has an empty cart.
 */
export const getCartSummary = endpoint({
  method: 'GET',
  path: '/api/webshop/cart/summary',
  response: z.object({
    /** Sum of the quantities of product lines (type 0). */
    itemCount: z.number().int(),
    /** Sum of the line prices in NOK; the total/tax line (type 4) is not added twice. */
    totalPrice: z.number(),
  }),
});
