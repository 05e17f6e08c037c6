/**
 * What an app page's HTML gets besides the shell: preload hints in its head, and a late part (more
 * hints and the answers to its first calls) that follows once the server has read what it needs.
 * Never the reason a page fails to load: a part that fails is left out, and logged.
 */
import type { AppContext } from '../http/context';
import { answersTag, editorPageAnswers } from './editorPageAnswers';
import { editorFirstPartHints, editorPageHeadHints, signedInCreateTarget } from './editorPageHints';
import { hintTags, type HeadHint } from './headHints';

export function pageHeadHints(c: AppContext): HeadHint[] {
  try {
    return editorPageHeadHints(c.get('deps'), c.req.path, c.get('session'), c.get('lang'));
  } catch (err) {
    c.get('deps').log.warn('page preload hints failed; the page is served without them', { path: c.req.path, error: String(err) });
    return [];
  }
}

async function orNothing<T>(c: AppContext, what: string, part: Promise<T>, nothing: T): Promise<T> {
  try {
    return await part;
  } catch (err) {
    c.get('deps').log.warn(`the page's ${what} failed; the page is served without them`, { path: c.req.path, error: String(err) });
    return nothing;
  }
}

/**
 * The page's late part (HTML for the end of its body), or null when it has none. `html` is the
 * page before it (hints it names already are left out); `api` answers the page's calls
 * in-process, with the page request's cookies.
 */
export function pageLatePart(c: AppContext, html: string, api: typeof fetch): Promise<string> | null {
  const pathname = new URL(c.req.url).pathname;
  const session = c.get('session');
  if (!signedInCreateTarget(pathname, session)) return null;
  return orNothing(c, 'answers', editorPageAnswers(c, pathname, api), null).then(async (answers) => {
    const hints = await orNothing(c, 'preload hints', editorFirstPartHints(c.get('deps'), answers?.fill), []);
    return [...hintTags(html, hints), ...(answers ? [answersTag(answers.embedded)] : [])].join('\n');
  });
}
