/** The preload hints an app page's HTML gets: never the reason a page fails to load. */
import type { AppContext } from '../http/context';
import { editorPageHints } from './editorPageHints';
import type { HeadHint } from './headHints';

/** `pageHasData`: the server rendered the page, with the shop's and the page's data in it (no calls for those to preload). */
export async function pageHints(c: AppContext, { pageHasData }: { pageHasData: boolean }): Promise<HeadHint[]> {
  try {
    return await editorPageHints(c.get('deps'), c.req.path, c.get('session'), c.get('lang'), { pageHasData });
  } catch (err) {
    c.get('deps').log.warn('page preload hints failed; the page is served without them', { path: c.req.path, error: String(err) });
    return [];
  }
}
