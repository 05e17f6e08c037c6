import type { Hono } from 'hono';
import { getPromotedProducts } from '../../api/contract/promoted';
import type { AppEnv } from '../http/context';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import { promotedProducts } from '../services/promoted/promotedProducts';

/** The 'Other popular products' strip (spec 1 §7 GET /api/webshop/promoted-products). */
export function registerPromotedRoutes(app: Hono<AppEnv>): void {
  // Products are for signed-in customers (spec 1 §6): a visitor hears 401 whatever the query.
  app.use(getPromotedProducts.path, async (c, next) => {
    requireUser(c);
    await next();
  });

  mount(app, getPromotedProducts, async (c, { query }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    return promotedProducts(db, user.uuid, query.lang ?? c.get('lang'), now());
  });
}
