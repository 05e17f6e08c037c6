/** The preload hints and the embedded answers an app page's HTML gets: never the reason a page fails to load. */
import type { EmbeddedAnswers } from '../../api/contract/embeddedAnswers';
import type { AppContext } from '../http/context';
import { editorPageAnswers } from './editorPageAnswers';
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

/** `api` answers the page's calls in-process, with the page request's cookies. */
export async function pageAnswers(c: AppContext, api: typeof fetch): Promise<EmbeddedAnswers | null> {
  try {
    return await editorPageAnswers(c, new URL(c.req.url).pathname, api);
  } catch (err) {
    c.get('deps').log.warn("the page's answers failed; the page is served without them", { path: c.req.path, error: String(err) });
    return null;
  }
}
