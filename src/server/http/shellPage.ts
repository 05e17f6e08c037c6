import type { Hono } from 'hono';
import { pageHeadHints, pageLatePart } from '../pageHints/pageHints';
import { withHeadHints } from '../pageHints/headHints';
import type { AppContext, AppEnv } from './context';
import { inProcessApi } from './inProcessApi';

/**
 * The client-rendered shell, with the head hints of the page it opens (the editor's code). A page
 * with a late part (a signed-in customer's create page of the editor: its photos to preload and
 * the answers to its first calls) is sent in two pieces: the shell at once, so the browser
 * fetches and compiles the scripts while the server reads what the late part needs, then the late
 * part at the end of the body. The shell's scripts are modules, which run once the whole document
 * has been read: they find the answers there.
 */
export function shellPage(c: AppContext, app: Hono<AppEnv>, shell: string): Response {
  const hints = pageHeadHints(c);
  const html = withHeadHints(shell, hints);
  const late = pageLatePart(c, html, inProcessApi(c, app));
  // Hints and answers are the customer's own: such a page is for this browser only.
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': hints.length > 0 || late ? 'private, no-cache' : 'no-cache' };
  if (!late) return new Response(html, { headers });
  const at = html.lastIndexOf('</body>');
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(html.slice(0, at)));
      controller.enqueue(encoder.encode(`${await late}\n${html.slice(at)}`));
      controller.close();
    },
  });
  // Sent as it comes (the compression middleware leaves a chunked answer alone: it would wait for the whole).
  return new Response(body, { headers: { ...headers, 'transfer-encoding': 'chunked' } });
}
