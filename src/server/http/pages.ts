/**
 * The shop's pages, rendered on the server (the shop's server bundle, dist-ssr/, built from
 * src/shop/entry.server.tsx) so a visitor sees the page before any JavaScript has run. A page the
 * bundle does not render, or whose render fails or takes too long, is served as the
 * client-rendered shell (index.html) as before, and the failure is logged: never a blank page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import pLimit from 'p-limit';
import type { PageRendererModule, RenderedPage } from '../../api/contract/pageRender';
import { PAGES_PREFIX, readCache } from '../cache/readCache';
import { SESSION_COOKIE } from '../services/auth/sessions';
import type { AppContext, AppEnv } from './context';
import { inProcessApi } from './inProcessApi';

/**
 * One render at a time: the shop keeps its state (settings, session, cart summary, language) in
 * module singletons, which a render fills for its request and empties after. Rendering is CPU
 * work on the one JavaScript thread anyway, so running two at once would not finish either sooner;
 * the API calls a render makes are answered in-process and are not queued behind it.
 */
const oneAtATime = pLimit(1);

const renderers = new Map<string, Promise<PageRendererModule | null>>();

function loadRenderer(ssrDir: string): Promise<PageRendererModule | null> {
  const file = path.join(ssrDir, 'entry.server.js');
  let loading = renderers.get(file);
  if (!loading) {
    loading = existsSync(file)
      ? import(pathToFileURL(file).href).then((m: { default: PageRendererModule }) => m.default)
      : Promise.resolve(null);
    renderers.set(file, loading);
  }
  return loading;
}

const templates = new Map<string, string>();

/** The built index.html (the client-rendered shell, and the frame of a rendered page), or null before a build. */
export function indexHtml(distDir: string): string | null {
  const file = path.join(distDir, 'index.html');
  let html = templates.get(file);
  if (html === undefined) {
    if (!existsSync(file)) return null;
    html = readFileSync(file, 'utf8');
    templates.set(file, html);
  }
  return html;
}

const cookieValue = (cookies: string, name: string): string | undefined =>
  cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/**
 * The page at the request's path rendered by the server, or null when it is to be served as the
 * shell. `app` answers the render's API calls in-process, with the request's cookies.
 */
export async function renderedPage(c: AppContext, app: Hono<AppEnv>): Promise<Response | null> {
  const { config, log, db } = c.get('deps');
  const renderer = await loadRenderer(config.ssrDir);
  const template = indexHtml(config.distDir);
  const url = new URL(c.req.url);
  if (!renderer || !template || !renderer.rendersOnServer(url.pathname)) return null;

  const cookie = c.req.header('cookie') ?? '';
  let rendered = false;
  const render = async (): Promise<{ page: RenderedPage; ms: number }> => {
    rendered = true;
    const started = performance.now();
    const page = await renderer.renderPage({
      url: url.href,
      cookie,
      template,
      timeoutMs: config.pageRenderTimeoutMs,
      failForTest: config.pageRenderTestFailAt === url.pathname,
      fetchApi: inProcessApi(c, app),
    });
    return { page, ms: performance.now() - started };
  };
  // A visitor without a session (and without a query) gets the page every such visitor of that
  // language gets: rendered once, kept until the settings change (or for the cache's TTL).
  const cacheable = renderer.isPublicPage(url.pathname) && !url.search && !cookieValue(cookie, SESSION_COOKIE);
  try {
    const { page, ms } = cacheable
      ? await readCache(db).get(`${PAGES_PREFIX}${cookieValue(cookie, 'lang') ?? ''}|${url.pathname}`, () => oneAtATime(render))
      : await oneAtATime(render);
    if (page.kind === 'redirect') return c.redirect(page.location, page.status as 301 | 302 | 303 | 307 | 308);
    return new Response(page.html, {
      status: page.status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // Always asked again: a page carries the session's data, and the next deploy's scripts.
        'cache-control': 'no-cache',
        'server-timing': rendered ? `render;dur=${ms.toFixed(1)}` : 'render;desc="cached";dur=0',
      },
    });
  } catch (err) {
    log.error('page render failed; serving the client-rendered shell', {
      requestId: c.get('requestId'),
      path: url.pathname,
      error: String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    return null;
  }
}
