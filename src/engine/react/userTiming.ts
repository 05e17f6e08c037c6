/**
 * Named moments of a page's first load (User Timing marks): what bench:editor:stages reads to
 * show where a cold editor's time goes, and what a browser's performance panel shows beside its
 * own timeline. Each name is marked once per page, at its first moment; nothing on the server.
 */
const marked = new Set<string>();

/** Cheap to call on every render: a set lookup, not a search of the page's timeline. */
export function markOnce(name: string): void {
  if (typeof window === 'undefined' || marked.has(name)) return;
  marked.add(name);
  performance.mark(name);
}
