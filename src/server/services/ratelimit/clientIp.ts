import type { IncomingMessage } from 'node:http';
import type { AppContext } from '../../http/context';

/**
 * The address rate limits are counted per. Behind a trusted proxy it is the last entry of
 * X-Forwarded-For: the one the proxy itself appended (entries before it are whatever the client
 * chose to send). Without a proxy the header is ignored and the socket address is used.
 */
export function clientIp(c: AppContext): string {
  const { config } = c.get('deps');
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').pop()?.trim();
    if (last) return last;
  }
  // @hono/node-server puts the Node request in c.env (under `server` when nested, as its own
  // getConnInfo reads it); app.request() in tests has no socket.
  type Bindings = { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
  const env = c.env as Bindings;
  const incoming = env?.server?.incoming ?? env?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}
