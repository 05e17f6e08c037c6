import type { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { getCartSummary } from '../../api/contract';
import { cartLines } from '../db/schema';
import type { AppEnv } from '../http/context';
import { mount } from '../http/mount';

/** The header's cart badge and free-delivery banner (spec 1 §2 "Header and side menu"). */
export function registerCartRoutes(app: Hono<AppEnv>): void {
  mount(app, getCartSummary, async (c) => {
    const user = c.get('session')?.user;
    if (!user) return { itemCount: 0, totalPrice: 0 };
    const [row] = await c
      .get('deps')
      .db.select({
        // Only product lines count as items; vouchers, shipping and fees are not things in the cart.
        itemCount: sql<string>`coalesce(sum(${cartLines.quantity}) filter (where ${cartLines.type} = 0), 0)`,
        // A type 4 line restates the total (or the tax inside it), so adding it would count twice.
        totalPrice: sql<string>`coalesce(sum(${cartLines.linePrice}) filter (where ${cartLines.type} <> 4), 0)`,
      })
      .from(cartLines)
      .where(eq(cartLines.userUuid, user.uuid));
    return { itemCount: Number(row.itemCount), totalPrice: Number(row.totalPrice) };
  });
}
