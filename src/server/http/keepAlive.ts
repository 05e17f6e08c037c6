import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default of 5 s is shorter than
 * the idle time of the clients and proxies in front of the shop, and a client that reuses a
 * pooled socket at the moment the server closes it gets ECONNRESET (Playwright's request
 * context ignores the server's Keep-Alive hint and did so in CI). 65 s outlives the usual
 * 60 s proxy idle timeout, so the server is never the side that closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Node requires the headers timeout to exceed the keep-alive timeout. */
export function applyKeepAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
