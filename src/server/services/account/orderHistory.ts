/** The customer's order history (spec 3 'My orders'): confirmed orders only, newest first. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OrderListEntry } from '../../../api/contract/account';
import type { Db } from '../../db/client';
import { orderStateChanges, orders, type OrderStateValue } from '../../db/schema';

/** An order is confirmed once it is paid or invoiced; until then it is only an attempt at checkout. */
const CONFIRMED: OrderStateValue[] = ['paid', 'invoiced'];

export async function confirmedOrders(db: Db, userUuid: string): Promise<OrderListEntry[]> {
  const rows = await db
    .select({ uuid: orders.uuid, confirmedAt: orderStateChanges.at })
    .from(orders)
    .innerJoin(orderStateChanges, and(eq(orderStateChanges.orderUuid, orders.uuid), inArray(orderStateChanges.toState, CONFIRMED)))
    .where(and(eq(orders.userUuid, userUuid), inArray(orders.state, CONFIRMED)))
    .orderBy(desc(orderStateChanges.at), desc(orders.uuid));
  return rows.map((r) => ({ uuid: r.uuid, confirmTime: r.confirmedAt.toISOString() }));
}

/** Whether the order is confirmed (the details are shown for those only, like the list). */
export const isConfirmed = (state: OrderStateValue): boolean => CONFIRMED.includes(state);
