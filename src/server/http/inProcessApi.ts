import type { Hono } from 'hono';
import type { AppContext, AppEnv } from './context';

/**
 * A fetch answered by the app's own routes in-process, for a page's request: with its cookies
 * (the same session, language and access rules as the browser's own calls) and its request id.
 */
export function inProcessApi(c: AppContext, app: Hono<AppEnv>): typeof fetch {
  const cookie = c.req.header('cookie') ?? '';
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    headers.set('x-request-id', c.get('requestId'));
    return Promise.resolve(app.request(input instanceof Request ? input.url : String(input), { ...init, headers }));
  };
}
