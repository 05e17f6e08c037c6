/**
 * What follows a paid or invoiced order, inside the same transaction as the state change: the
 * bought lines leave the cart and the confirmation e-mail is queued (its line pictures are drawn
 * by the mail job, after the commit).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, cartRetouchSelections, users } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { enqueueMail } from '../mail/mailJob';
import { lockCart } from '../cart/cartRows';
import { recomputeCart } from '../cart/recompute';
import { findRetouchProduct } from '../templates/products';
import { businessDaysText } from '../checkout/deliveryTime';
import { linesOf, type OrderRow } from './orderStore';
import { orderReference, shownLines } from './receipt';

/** Removes the cart lines the order was made from (lines added since stay); retouching goes with its line. */
export async function removeBoughtLines(db: Db, order: OrderRow, now: Date): Promise<void> {
  await lockCart(db, order.userUuid);
  const bought = (await linesOf(db, order.uuid)).flatMap((l) => (l.cartLineUuid ? [l.cartLineUuid] : []));
  if (bought.length === 0) return;
  const retouch = await findRetouchProduct(db, 'nb');
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.userUuid, order.userUuid), inArray(cartLines.uuid, bought)))
    .returning({ productUuid: cartLines.productUuid });
  if (retouch && removed.some((r) => r.productUuid === retouch.uuid)) {
    await db.delete(cartRetouchSelections).where(eq(cartRetouchSelections.userUuid, order.userUuid));
  }
  await recomputeCart(db, order.userUuid, now);
}

/** Queues the confirmation in `tx`, to the delivery contact's address, else the account's. */
export async function queueConfirmation(tx: Db, deps: Pick<AppDeps, 'jobs' | 'config'>, order: OrderRow): Promise<void> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.uuid, order.userUuid)).limit(1);
  const to = order.deliveryData.contactInfo?.emailAddress || user.email;
  const lines = await linesOf(tx, order.uuid);
  await enqueueMail(tx, deps.jobs, {
    orderConfirmation: {
      orderUuid: order.uuid,
      to,
      lang: order.lang,
      reference: orderReference(order.uuid),
      lines: shownLines(lines),
      total: Number(order.totalPrice),
      isInvoice: order.isInvoice,
      deliveryName: order.deliveryName,
      deliveryTime: businessDaysText(order.deliveryDays, order.lang),
      receiptUrl: `${deps.config.publicUrl}/shopping-cart/checkout/payment/receipt/${order.uuid}`,
    },
  });
}
