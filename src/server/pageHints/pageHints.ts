/** The preload hints an app page's HTML gets: never the reason a page fails to load. */
import type { AppContext } from '../http/context';
import { editorPageHints } from './editorPageHints';
import type { HeadHint } from './headHints';

export async function pageHints(c: AppContext): Promise<HeadHint[]> {
  try {
    return await editorPageHints(c.get('deps'), c.req.path, c.get('session'), c.get('lang'));
  } catch (err) {
    c.get('deps').log.warn('page preload hints failed; the page is served without them', { path: c.req.path, error: String(err) });
    return [];
  }
}
