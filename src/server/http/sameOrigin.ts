import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { HttpError } from './errors';
import { message } from '../messages';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Rejects state-changing requests sent by another site. Browsers send Origin on cross-site
 * POSTs and Sec-Fetch-Site on all modern requests; a request with neither (curl, tests) is not a
 * browser acting for someone else and passes.
 */
export const sameOriginMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const host = c.req.header('host');
    const crossOrigin = origin ? origin === 'null' || new URL(origin).host !== host : fetchSite === 'cross-site';
    if (crossOrigin) throw new HttpError(403, message(c.get('lang'), 'crossOrigin'), { code: 'cross_origin' });
  }
  await next();
};
