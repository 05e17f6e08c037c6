/**
 * An order's life (created -> awaiting_payment -> paid | invoiced | declined | cancelled), every
 * step recorded with its time. The rule is pure; recordTransition writes it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderStateChanges, orders, type OrderStateValue } from '../../db/schema';

const NEXT: Record<OrderStateValue, readonly OrderStateValue[]> = {
  created: ['awaiting_payment'],
  awaiting_payment: ['paid', 'invoiced', 'declined', 'cancelled'],
  paid: [],
  invoiced: [],
  declined: [],
  cancelled: [],
};

export const canTransition = (from: OrderStateValue, to: OrderStateValue): boolean => NEXT[from].includes(to);

/** Orders whose goods are the customer's: paid, or sent with an invoice. */
export const OWNING_STATES = ['paid', 'invoiced'] as const satisfies readonly OrderStateValue[];

/** Whether the order ended (no step leads on from it). */
export const isFinal = (state: OrderStateValue): boolean => NEXT[state].length === 0;

/** The first state of a new order, recorded. */
export async function recordCreated(db: Db, orderUuid: string, now: Date): Promise<void> {
  await db.insert(orderStateChanges).values({ orderUuid, fromState: null, toState: 'created', at: now });
}

/** Moves the order on; throws on a step the rule does not allow (a bug, not a customer error). */
export async function recordTransition(db: Db, orderUuid: string, from: OrderStateValue, to: OrderStateValue, now: Date): Promise<void> {
  if (!canTransition(from, to)) throw new Error(`Order ${orderUuid} cannot go from ${from} to ${to}`);
  await db.update(orders).set({ state: to, updatedAt: now }).where(eq(orders.uuid, orderUuid));
  await db.insert(orderStateChanges).values({ orderUuid, fromState: from, toState: to, at: now });
}
