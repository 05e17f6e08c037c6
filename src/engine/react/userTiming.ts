/**
 * Named moments of a page's first load (User Timing marks): what bench:editor:stages reads to
 * show where a cold editor's time goes, and what a browser's performance panel shows beside its
 * own timeline. Each name is marked once per page, at its first moment; nothing on the server.
 */
export function markOnce(name: string): void {
  if (typeof window === 'undefined' || performance.getEntriesByName(name, 'mark').length > 0) return;
  performance.mark(name);
}
