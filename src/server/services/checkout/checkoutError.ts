import type { CheckoutTextKey } from './messages';

/**
 * A checkout request the server refuses. Thrown before anything is written (or inside the
 * transaction, which then rolls back); the route turns it into an answer in the customer's
 * language naming the field at fault.
 */
export class CheckoutError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly key: CheckoutTextKey,
    readonly vars: Record<string, string | number> = {},
    /** Request field the problem is about (the form flags it); empty for the request as a whole. */
    readonly field = '',
  ) {
    super(`${field}: ${key}`);
  }
}

export const checkoutNotFound = (): CheckoutError => new CheckoutError(404, 'checkoutNotFound');
