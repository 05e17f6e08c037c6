/**
 * What a payment provider does for the shop. A real provider (a card acquirer, a mobile wallet,
 * an invoice company) implements this interface and is registered in providers.ts under the
 * name a payment option's `provider` column holds.
 */

export interface PaymentRequest {
  /** The shop's transaction; also the idempotency key the provider should dedupe retries by. */
  transactionUuid: string;
  orderUuid: string;
  /** NOK, VAT included. */
  amount: number;
  currency: string;
  /** Details the option asked for (mobile number, personal number). */
  details: { mobilePhone?: string; pid?: string };
  customerEmail: string;
}

export type PaymentStart =
  /** The customer pays on the provider's page; the result comes back later (handleResult). */
  | { kind: 'redirect'; redirectUrl: string; providerReference: string | null }
  /** Settled on the spot (an invoice): no page to visit. */
  | { kind: 'completed'; outcome: 'invoiced' | 'paid'; providerReference: string | null };

/** How a payment ended. */
export type PaymentOutcome = 'paid' | 'declined' | 'cancelled';

export interface PaymentProvider {
  readonly name: string;
  /** Starts the payment. Called once per transaction, inside the transaction that creates the order. */
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Reads the provider's report on a payment (a callback body, a return query, the sandbox
   * page's button) into an outcome; null when the report is not one this provider sends.
   */
  handleResult(report: unknown): PaymentOutcome | null;
}
