/**
 * A page opened straight on an editor route (a link from an SMS, a reload, a cart's Edit in a
 * new tab) would otherwise ask for the editor's code only once the app shell has its settings
 * and session, and for the template only once that code has run: three waits in a row. Called
 * before the first render, this starts the editor's code and the create page's first calls at
 * once, beside the shell's own (the server's preload hints in the page's head have usually
 * started the downloads already; these calls then take the preloaded answers).
 */
import { prefetchCreateCalls } from './createCalls';
import { createTargetOfPath, isUpdatePath } from './editorRoutes';
import { prefetchEditorCode } from './prefetchEditorCode';

export function preloadEditorRoute(pathname: string): void {
  const target = createTargetOfPath(pathname);
  if (!target && !isUpdatePath(pathname)) return;
  prefetchEditorCode();
  if (target) prefetchCreateCalls(target);
}
