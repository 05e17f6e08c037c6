/**
 * A page opened straight on an editor route (a link from an SMS, a reload, a cart's Edit in a
 * new tab) would otherwise ask for the editor's code only once the app shell has its settings
 * and session, and for the template only once that code has run: three waits in a row. Called
 * before the first render, this starts the editor's code and the create page's first calls at
 * once, beside the shell's own.
 */
import { matchPath } from 'react-router-dom';
import { prefetchCreateCalls } from '../editorSession/createCalls';
import { CREATE_ROUTES, createTarget, UPDATE_ROUTE } from '../editorSession/editorRoutes';

export function preloadEditorRoute(pathname: string): void {
  const create = CREATE_ROUTES.map((route) => matchPath(`/${route}`, pathname)).find((match) => match !== null);
  if (!create && !matchPath(`/${UPDATE_ROUTE}`, pathname)) return;
  // The same module the route's lazy page imports: the browser loads and runs it once.
  import('./EditorPage').catch(() => undefined);
  const target = create ? createTarget(create.params) : null;
  if (target) prefetchCreateCalls(target);
}
