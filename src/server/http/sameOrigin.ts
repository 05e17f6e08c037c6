import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from './context';
import { HttpError } from './errors';
import { message } from '../messages';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Scheme, host and port of a URL; null for anything that does not parse (never our own). */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The origins this shop is reached on: its public address, and the address the request itself was
 * sent to (with the scheme the proxy saw when it is trusted), so the dev proxy and tests match.
 */
function ownOrigins(c: AppContext): Set<string> {
  const { config } = c.get('deps');
  const url = new URL(c.req.url);
  const host = c.req.header('host') ?? url.host;
  const forwardedProto = config.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0].trim() : undefined;
  const scheme = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : url.protocol.slice(0, -1);
  return new Set([originOf(config.publicUrl), originOf(`${scheme}://${host}`)].filter((o): o is string => o !== null));
}

/**
 * Whether a browser sent this request for another site. Sec-Fetch-Site is the browser's own word
 * (a sibling subdomain is "same-site" and still someone else); without it, an Origin or else a
 * Referer that is not the shop's own (scheme included) gives it away. A request with none of
 * them (curl, tests, a typed address) is not a browser acting for someone else.
 */
export function isCrossSite(c: AppContext): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const claimed = c.req.header('origin') ?? c.req.header('referer');
  if (claimed === undefined) return false;
  const origin = originOf(claimed);
  return origin === null || !ownOrigins(c).has(origin);
}

export function assertSameSite(c: AppContext): void {
  if (isCrossSite(c)) throw new HttpError(403, message(c.get('lang'), 'crossOrigin'), { code: 'cross_origin' });
}

/**
 * Rejects state-changing requests sent by another site. The few GETs the spec fixes although
 * they change something are checked where they are mounted (Endpoint.changesState).
 */
export const sameOriginMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method)) assertSameSite(c);
  await next();
};
