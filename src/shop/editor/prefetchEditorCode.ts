/**
 * The editor's code, asked for before it is needed: the page's frame with the template's preview
 * (EditorPage) and the editor itself with Konva (EditorSessionPage). The same modules the routes
 * import lazily: the browser loads and runs each once, and a failure here is the route's to show.
 */
export function prefetchEditorCode(): void {
  import('./EditorPage').catch(() => undefined);
  import('./EditorSessionPage').catch(() => undefined);
}
