/**
 * The demo shop's built-in provider for card and mobile payments: the customer is sent to the
 * shop's own payment page (/m/shopping-cart/checkout/payment/{transactionUuid}), which approves,
 * declines or cancels through /api/webshop/payments/sandbox/{transactionUuid}/{action}. No money
 * moves; everything else (states, cart, e-mail) runs as with a real provider.
 */
import type { PaymentOutcome, PaymentProvider } from './provider';

export const paymentPagePath = (transactionUuid: string): string => `/m/shopping-cart/checkout/payment/${transactionUuid}`;

const OUTCOMES: Record<string, PaymentOutcome> = { approve: 'paid', decline: 'declined', cancel: 'cancelled' };

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createPayment(request) {
    return { kind: 'redirect', redirectUrl: paymentPagePath(request.transactionUuid), providerReference: `sandbox-${request.transactionUuid.slice(0, 8)}` };
  },
  handleResult(report) {
    const action = (report as { action?: unknown } | null)?.action;
    return typeof action === 'string' ? (OUTCOMES[action] ?? null) : null;
  },
};
