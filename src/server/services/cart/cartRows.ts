/** Reading and locking a customer's cart lines. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, users } from '../../db/schema';
import { isUuid } from '../../../domain/validation';

export type CartLineRow = typeof cartLines.$inferSelect;

/**
 * Serialises changes to one customer's cart: two tabs adding at once would otherwise both price
 * the cart as they found it. Held until the transaction ends.
 */
export async function lockCart(db: Db, userUuid: string): Promise<void> {
  await db.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, userUuid)).for('update');
}

/** Every line of the customer's cart, oldest first. */
export function cartRows(db: Db, userUuid: string): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.userUuid, userUuid)).orderBy(asc(cartLines.createdAt), asc(cartLines.uuid));
}


/** One line of the customer's cart; null for an unknown uuid, a malformed one or someone else's line. */
export async function findCartRow(db: Db, userUuid: string, uuid: string): Promise<CartLineRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.uuid, uuid.toLowerCase()), eq(cartLines.userUuid, userUuid)))
    .limit(1);
  return row ?? null;
}

/** The header's figures from rows already read: the sums cartSummaryOf asks the database for. */
export function summaryOfRows(rows: readonly CartLineRow[]): { itemCount: number; totalPrice: number } {
  const itemCount = rows.reduce((sum, r) => sum + (r.type === 0 ? r.quantity : 0), 0);
  const ore = rows.reduce((sum, r) => sum + (r.type === 4 ? 0 : Math.round(Number(r.linePrice) * 100)), 0);
  return { itemCount, totalPrice: ore / 100 };
}

/** The header's figures, straight from the stored prices (which every cart change keeps current). */
export async function cartSummaryOf(db: Db, userUuid: string): Promise<{ itemCount: number; totalPrice: number }> {
  const [row] = await db
    .select({
      // Only product lines count as items; vouchers, shipping and fees are not things in the cart.
      itemCount: sql<string>`coalesce(sum(${cartLines.quantity}) filter (where ${cartLines.type} = 0), 0)`,
      // A type 4 line restates the total (or the tax inside it), so adding it would count twice.
      totalPrice: sql<string>`coalesce(sum(${cartLines.linePrice}) filter (where ${cartLines.type} <> 4), 0)`,
    })
    .from(cartLines)
    .where(eq(cartLines.userUuid, userUuid));
  return { itemCount: Number(row.itemCount), totalPrice: Number(row.totalPrice) };
}
