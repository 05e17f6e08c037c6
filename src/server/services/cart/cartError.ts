import type { CartTextKey } from './messages';

export interface CartProblem {
  /** Request field the problem is about (the UI flags it); empty for the request as a whole. */
  field: string;
  key: CartTextKey;
  vars?: Record<string, string | number>;
}

/**
 * A cart change the server refuses. Services throw it before anything is written (or inside the
 * transaction, which then rolls back); the route turns it into an answer in the customer's
 * language naming every field at fault.
 */
export class CartError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly problems: readonly CartProblem[],
  ) {
    super(problems.map((p) => `${p.field}: ${p.key}`).join('; '));
  }
}

/** The line in the path is not one of the customer's: unknown, malformed or someone else's answer alike. */
export const noOrderLine = (): CartError => new CartError(404, [{ field: '', key: 'noOrderLine' }]);
