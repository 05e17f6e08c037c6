/**
 * The checkout's three steps and what lets the customer buy (spec 1 §4, §5).
 */

export type CheckoutStep = 'select-delivery-option' | 'select-payment-option' | 'confirm-order';

/** Spec 1 §9: the checkout starts at delivery. */
export const INITIAL_CHECKOUT_STEP: CheckoutStep = 'select-delivery-option';

export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['select-delivery-option', 'select-payment-option', 'confirm-order'];

/** A step before the current one is complete and shows its summary; a later one is still closed. */
export function stepState(step: CheckoutStep, current: CheckoutStep): 'done' | 'current' | 'closed' {
  const at = CHECKOUT_STEPS.indexOf(step);
  const now = CHECKOUT_STEPS.indexOf(current);
  return at < now ? 'done' : at === now ? 'current' : 'closed';
}

export interface BuyState {
  deliveryOptionUuid: string | null;
  paymentOptionUuid: string | null;
  termsAccepted: boolean;
  /** A transaction being created: a second click must not create another. */
  isCreatingTransaction: boolean;
}

/** Buy needs a delivery option, a payment option and the accepted terms, and no purchase under way. */
export const canBuy = (state: BuyState): boolean =>
  Boolean(state.deliveryOptionUuid) && Boolean(state.paymentOptionUuid) && state.termsAccepted && !state.isCreatingTransaction;
