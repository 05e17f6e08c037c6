/**
 * A page opened straight on an editor route (a link from an SMS, a reload, a cart's Edit in a
 * new tab) would otherwise ask for the editor's code only once the app shell has its settings
 * and session, and for the template only once that code has run: three waits in a row. Called
 * before the first render, this starts the create page's first calls at once, beside the shell's
 * own (main.tsx starts the page's frame, loadRouteCode). A signed-in customer's create page carries these calls'
 * answers in its HTML (and its head preloads the code and the photos), so they need no round trip.
 *
 * The editor itself (Konva and the editor's views, the largest script) runs once the session is
 * there: run before the shell's first render, it would hold back the session, and with it the
 * template's fill and the photos, on a phone's one busy main thread.
 */
import { loadedSession, prefetchCreateCalls } from '../editorSession/createCalls';
import { createTargetOfPath, isUpdatePath } from '../editorSession/editorRoutes';
import { answerFromPage } from './pageAnswers';
import { prefetchEditorSession } from './prefetchEditorCode';

export function preloadEditorRoute(pathname: string): void {
  const target = createTargetOfPath(pathname);
  if (!target && !isUpdatePath(pathname)) return;
  if (target) {
    answerFromPage(pathname);
    prefetchCreateCalls(target);
  }
  void loadedSession().then(prefetchEditorSession);
}
