/**
 * The editor's code, asked for before it is needed: the page's frame with the template's preview
 * (EditorPage) and the editor itself with Konva (EditorSessionPage). The same modules the routes
 * import lazily: the browser loads and runs each once, and a failure here is the route's to show.
 */
export const prefetchEditorPage = (): void => void import('./EditorPage').catch(() => undefined);

export const prefetchEditorSession = (): void => void import('./EditorSessionPage').catch(() => undefined);

/** Both, for a screen that leads to the editor (the shell hands it to the template lists). */
export function prefetchEditorCode(): void {
  prefetchEditorPage();
  prefetchEditorSession();
}
