import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { recentCompressions } from '../cache/recentCompressions';

/** Below this a compressed answer saves less than the work costs. */
export const MIN_BYTES = 1024;
/** Room for the compressed copies of the answers many clients get (public pages, the app's shell; cached values have their own, cachedAnswers.ts). */
const COPIES_MAX_BYTES = 2 * 1024 * 1024;

export const encoders = { gzip: promisify(gzip), deflate: promisify(deflate) } as const;
export type Encoding = keyof typeof encoders;

/** The first encoding the client takes (q > 0), in our order of preference. */
export function chosenEncoding(accepted: string | undefined): Encoding | null {
  if (!accepted) return null;
  const taken = new Set(
    accepted
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  return (Object.keys(encoders) as Encoding[]).find((name) => taken.has(name) || taken.has('*')) ?? null;
}

/**
 * Puts `answer` in place of the answer so far, with exactly its headers. Hono's `c.res` setter
 * copies the old answer's headers over the new one's, so a file's own Content-Length would go
 * out with its compressed bytes: the browser then waits for bytes that never come.
 */
function replaceAnswer(c: Context, answer: Response): void {
  c.res = undefined;
  c.res = answer;
}

/**
 * Compresses JSON answers and the app page on the fly. hono/compress compresses every answer
 * without a Content-Length (all of c.json's) through a fresh CompressionStream on the event
 * loop, which a load profile showed as the largest cost of small answers. Here the answer is
 * already in memory: small ones go out as they are, larger ones are compressed on libuv's
 * thread pool, off the event loop, once per distinct answer (recentCompressions). Files the
 * build compressed keep their own encoding.
 */
export function compressAnswers(): MiddlewareHandler {
  const copies = recentCompressions(COPIES_MAX_BYTES);
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers before the body: asking Hono's lightweight answer for its body builds the full
    // WHATWG Response, a cost an answer that is already encoded (cachedAnswers) need not pay.
    if (res.headers.has('Content-Encoding')) return;
    const type = res.headers.get('Content-Type');
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Transfer-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /no-transform/i.test(res.headers.get('Cache-Control') ?? '') ||
      !res.body
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/accept-encoding/i.test(vary ?? '')) res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (length < MIN_BYTES) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.length < MIN_BYTES) {
      headers.set('Content-Length', String(body.length));
      replaceAnswer(c, new Response(body, { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    const compressed = await copies.get(encoding, body, encoders[encoding]);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.length));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replaceAnswer(c, new Response(compressed, { status: res.status, statusText: res.statusText, headers }));
  };
}
