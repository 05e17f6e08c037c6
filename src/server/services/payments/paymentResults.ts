/**
 * A provider's report on a payment applied to the shop: paid -> the order is paid, the bought
 * lines leave the cart and the confirmation e-mail is queued, all in one transaction; declined or cancelled -> the order
 * ends that way and the cart stays as it was. A repeat of the same outcome answers the same; a
 * different outcome after the payment ended is refused (409).
 */
import { eq } from 'drizzle-orm';
import type { PaymentResult } from '../../../api/contract/checkout';
import { paymentTransactions } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import type { Lang } from '../../messages';
import { CheckoutError } from '../checkout/checkoutError';
import { checkoutText, type CheckoutTextKey } from '../checkout/messages';
import { lockCart } from '../cart/cartRows';
import { queuePrints } from '../prints/printJob';
import { queueConfirmation, removeBoughtLines } from '../orders/completeOrder';
import { recordTransition } from '../orders/orderStates';
import { findTransaction, type OrderRow, type PaymentTransactionRow } from '../orders/orderStore';
import type { PaymentOutcome } from './provider';
import { providerNamed } from './providers';

const CHECKOUT_PATH = '/shopping-cart/checkout';
const receiptPath = (orderUuid: string) => `/shopping-cart/checkout/payment/receipt/${orderUuid}`;

function resultOf(transaction: Pick<PaymentTransactionRow, 'state'>, order: Pick<OrderRow, 'uuid'>, lang: Lang): PaymentResult {
  const state = transaction.state;
  const message: Record<typeof state, CheckoutTextKey> = {
    paid: 'paymentApproved',
    invoiced: 'paymentApproved',
    declined: 'paymentDeclined',
    cancelled: 'paymentCancelled',
    awaiting_payment: 'paymentNotFound',
  };
  const done = state === 'paid' || state === 'invoiced';
  return { state, orderUuid: order.uuid, redirect: done ? receiptPath(order.uuid) : CHECKOUT_PATH, message: checkoutText(lang, message[state]) };
}

/**
 * Applies a report of `providerName` (for the sandbox: `{ action: 'approve' | 'decline' | 'cancel' }`)
 * to the customer's transaction; another provider's transaction is not found.
 */
export async function applyPaymentReport(deps: AppDeps, userUuid: string, providerName: string, transactionUuid: string, report: unknown, lang: Lang): Promise<PaymentResult> {
  const found = await findTransaction(deps.db, userUuid, transactionUuid);
  if (!found || found.transaction.provider !== providerName) throw new CheckoutError(404, 'paymentNotFound');
  const outcome: PaymentOutcome | null = providerNamed(found.transaction.provider).handleResult(report);
  if (!outcome) throw new CheckoutError(400, 'paymentNotFound');
  const now = deps.now();

  const applied = await deps.db.transaction(async (tx) => {
    // The cart lock also serialises two reports on one payment (a double click on Approve).
    await lockCart(tx, userUuid);
    const current = (await findTransaction(tx, userUuid, transactionUuid))!;
    const { transaction, order } = current;
    if (transaction.state !== 'awaiting_payment') {
      if (transaction.state === outcome) return { transaction, order };
      throw new CheckoutError(409, 'paymentAlreadyHandled', { state: checkoutText(lang, `state_${transaction.state}`) });
    }
    await recordTransition(tx, order.uuid, order.state, outcome, now);
    const [updated] = await tx.update(paymentTransactions).set({ state: outcome, updatedAt: now }).where(eq(paymentTransactions.uuid, transaction.uuid)).returning();
    if (outcome === 'paid') {
      await removeBoughtLines(tx, order, now);
      await queueConfirmation(tx, deps, { ...order, state: outcome });
      await queuePrints(tx, deps, order);
    }
    return { transaction: updated, order: { ...order, state: outcome } };
  });
  return resultOf(applied.transaction, applied.order, lang);
}
