import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compressAnswers } from './http/compression';
import { indexHtml, renderedPage } from './http/pages';
import type { AppDeps, AppEnv } from './http/context';
import { HttpError } from './http/errors';
import { forgetOwnAnswersAfterChanges } from './http/ownChanges';
import { sameOriginMiddleware } from './http/sameOrigin';
import { sessionMiddleware } from './http/session';
import { message } from './messages';
import { shellPage } from './http/shellPage';
import { registerRoutes } from './routes';
import { readCache } from './cache/readCache';

/** Paths the server answers itself; everything else is the single-page app. */
export const SERVER_PATHS = /^\/(api|ajax|sections|media|system|templates\/(all|art))(\/|$)/;

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The read cache keeps nothing until it listens for other servers' changes: it starts with the
  // app, so it listens by the first request.
  readCache(deps.db);

  app.use(async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    c.set('lang', 'nb');
    c.set('requestId', c.req.header('x-request-id') ?? randomUUID());
    await next();
    if (SERVER_PATHS.test(c.req.path)) {
      deps.log.info('request', {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        user: c.get('session')?.user?.uuid,
      });
    }
  });
  // JSON answers and index.html; the build's assets come precompressed (serveFrontEnd) and
  // keep their own Content-Encoding, which this middleware leaves alone.
  app.use(compressAnswers());
  app.use(sessionMiddleware);
  app.use(forgetOwnAnswersAfterChanges);
  app.use(sameOriginMiddleware);

  registerRoutes(app);

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.options.headers ?? {})) c.header(name, value);
      return c.json({ error: err.message, code: err.options.code, data: err.options.data }, err.status);
    }
    deps.log.error('unhandled error', { requestId: c.get('requestId'), path: c.req.path, error: String(err), stack: err.stack });
    return c.json({ error: message(c.get('lang') ?? 'nb', 'internal'), code: 'internal' }, 500);
  });

  app.notFound(async (c) => {
    if (SERVER_PATHS.test(c.req.path) || c.req.method !== 'GET') {
      return c.json({ error: message(c.get('lang') ?? 'nb', 'notFound'), code: 'not_found' }, 404);
    }
    const shell = indexHtml(deps.config.distDir);
    if (!shell) return c.json({ error: 'The front end is not built: run npm run build.', code: 'not_built' }, 503);
    return (await renderedPage(c, app)) ?? shellPage(c, app, shell);
  });

  return app;
}

/**
 * Serves the built front end: hashed assets for a year, with the Brotli or gzip copy the build
 * wrote beside each (scripts/build/precompress.ts), and index.html for every app route.
 */
export function serveFrontEnd(app: Hono<AppEnv>, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root, precompressed: true, rewriteRequestPath: (p) => (p === '/' ? '/__no_index__' : p) }));
}
