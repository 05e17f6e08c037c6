/**
 * A cart line belongs to at most one order that is awaiting payment or paid. A new transaction
 * for the same cart (another tab, another device) takes over: the customer's orders still
 * awaiting payment for any of its lines are cancelled, their payments with them (a report on
 * them later is refused, see paymentResults.ts), and the voucher use they held is given back.
 * Runs under the customer's cart lock, inside the transaction that makes the new order.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, paymentTransactions, voucherUses } from '../../db/schema';
import { recordTransition } from './orderStates';

export async function cancelPendingOrdersHolding(db: Db, userUuid: string, cartLineUuids: readonly string[], now: Date): Promise<string[]> {
  if (cartLineUuids.length === 0) return [];
  const pending = await db
    .selectDistinct({ uuid: orders.uuid })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderUuid, orders.uuid))
    .where(and(eq(orders.userUuid, userUuid), eq(orders.state, 'awaiting_payment'), inArray(orderLines.cartLineUuid, [...cartLineUuids])));
  for (const { uuid } of pending) {
    await recordTransition(db, uuid, 'awaiting_payment', 'cancelled', now);
    await db.update(paymentTransactions).set({ state: 'cancelled', updatedAt: now }).where(eq(paymentTransactions.orderUuid, uuid));
    await db.delete(voucherUses).where(eq(voucherUses.orderUuid, uuid));
  }
  return pending.map((p) => p.uuid);
}
