/** Reading orders, their lines and their payment transactions, always through the owner. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, paymentTransactions } from '../../db/schema';
import { isUuid } from '../../../domain/validation';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

/** One of the customer's orders; null for an unknown, malformed or someone else's uuid. */
export async function findOrder(db: Db, userUuid: string, uuid: string): Promise<OrderRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, uuid.toLowerCase()), eq(orders.userUuid, userUuid)))
    .limit(1);
  return row ?? null;
}

export async function orderOfCheckout(db: Db, checkoutUuid: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutUuid, checkoutUuid)).limit(1);
  return row ?? null;
}

export function linesOf(db: Db, orderUuid: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderUuid, orderUuid)).orderBy(asc(orderLines.position));
}

export async function transactionOfOrder(db: Db, orderUuid: string): Promise<PaymentTransactionRow | null> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.orderUuid, orderUuid)).limit(1);
  return row ?? null;
}

/** A payment transaction with its order, when the order is the customer's; null otherwise. */
export async function findTransaction(db: Db, userUuid: string, uuid: string): Promise<{ transaction: PaymentTransactionRow; order: OrderRow } | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select({ transaction: paymentTransactions, order: orders })
    .from(paymentTransactions)
    .innerJoin(orders, eq(orders.uuid, paymentTransactions.orderUuid))
    .where(and(eq(paymentTransactions.uuid, uuid.toLowerCase()), eq(orders.userUuid, userUuid)))
    .limit(1);
  return row ?? null;
}
