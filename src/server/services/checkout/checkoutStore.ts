/** The checkouts table: a customer's open checkout, found or started, and the choices saved on it. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts } from '../../db/schema';
import { isUuid } from '../../../domain/validation';

export type CheckoutRow = typeof checkouts.$inferSelect;


/**
 * The customer's open checkout, or a new one. Two tabs starting at once get the same row: the
 * partial unique index allows one open checkout per customer, and the loser of the race reads
 * the winner's.
 */
export async function openCheckout(db: Db, userUuid: string, now: Date): Promise<CheckoutRow> {
  const open = () => db.select().from(checkouts).where(and(eq(checkouts.userUuid, userUuid), isNull(checkouts.closedAt))).limit(1);
  const [found] = await open();
  if (found) return found;
  // The delivery and payment options of the last checkout are preselected again (spec 1 §4: the saved one).
  const [last] = await db.select().from(checkouts).where(eq(checkouts.userUuid, userUuid)).orderBy(desc(checkouts.createdAt)).limit(1);
  await db
    .insert(checkouts)
    .values({ userUuid, deliveryOptionUuid: last?.deliveryOptionUuid ?? null, paymentOptionUuid: last?.paymentOptionUuid ?? null, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [made] = await open();
  return made;
}

/** One of the customer's checkouts (open or ended); null for an unknown, malformed or someone else's uuid. */
export async function findCheckout(db: Db, userUuid: string, uuid: string): Promise<CheckoutRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.uuid, uuid.toLowerCase()), eq(checkouts.userUuid, userUuid)))
    .limit(1);
  return row ?? null;
}

export async function saveCheckoutChoices(
  db: Db,
  checkout: CheckoutRow,
  choices: Partial<Pick<CheckoutRow, 'deliveryOptionUuid' | 'paymentOptionUuid' | 'voucherUuid'>>,
  now: Date,
): Promise<CheckoutRow> {
  const [row] = await db
    .update(checkouts)
    .set({ ...choices, updatedAt: now })
    .where(eq(checkouts.uuid, checkout.uuid))
    .returning();
  return row;
}
