import { hostname } from 'node:os';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { checkDatabaseWrite } from '../services/health/databaseWrite';

const CHECKED_BY = `${hostname()}:${process.pid}`;
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /healthz for supervisors and load balancers: 200 when this server can write to its
 * database, else 503 (take it out of rotation). Not logged per request: probes come every few seconds.
 */
export function registerHealthRoutes(app: Hono<AppEnv>): void {
  app.get('/healthz', async (c) => {
    const { db, log, now } = c.get('deps');
    const started = performance.now();
    try {
      await checkDatabaseWrite(db, CHECKED_BY, now());
      return c.json({ status: 'ok', database: 'writable', ms: Math.round(performance.now() - started) }, 200, NO_STORE);
    } catch (err) {
      log.error('health check failed', { error: String(err), cause: String((err as Error).cause ?? '') });
      return c.json({ status: 'unavailable', database: 'not writable', error: 'The database does not accept writes.' }, 503, NO_STORE);
    }
  });
}
