/**
 * Whether the shop runs embedded in a host page (spec 2 §2.1 'In an embedded mode a tile is a
 * plain link'; spec 1 §7 page-load message). The one place that decides it:
 *
 * - The shop is embedded when it runs inside a frame (window.parent !== window); the host's page
 *   is then around it whatever the address says.
 * - A host that opens the shop some other way (a webview, a new window it controls) adds
 *   `embedded=1` to the first address; that is remembered in sessionStorage for the visit, as
 *   the shop's own links drop the query. `embedded=0` forgets it.
 */
export const EMBEDDED_QUERY = 'embedded';
export const EMBEDDED_SESSION_KEY = 'shop.embedded';

export interface EmbeddingFacts {
  inFrame: boolean;
  /** The address's query string (location.search). */
  search: string;
  /** What the visit remembered: '1' once embedded=1 was seen. */
  remembered: string | null;
}

/** What the visit should remember after this address: '1', null to forget, or unchanged. */
export function rememberedEmbedding(search: string, remembered: string | null): string | null {
  const asked = new URLSearchParams(search).get(EMBEDDED_QUERY);
  if (asked === '1') return '1';
  if (asked === '0') return null;
  return remembered;
}

export const isEmbedded = ({ inFrame, search, remembered }: EmbeddingFacts): boolean => inFrame || rememberedEmbedding(search, remembered) === '1';

/** A frame's parent is another window; reading it is allowed even across origins. */
export const runsInFrame = (win: Window = window): boolean => win.parent !== win;

/** The browser's answer, remembering an embedded=1 address for the rest of the visit. */
export function shopIsEmbedded(win: Window = window): boolean {
  let remembered: string | null;
  try {
    remembered = rememberedEmbedding(win.location.search, win.sessionStorage.getItem(EMBEDDED_SESSION_KEY));
    if (remembered) win.sessionStorage.setItem(EMBEDDED_SESSION_KEY, remembered);
    else win.sessionStorage.removeItem(EMBEDDED_SESSION_KEY);
  } catch {
    // Storage blocked (a third-party frame may have none): the address alone decides.
    remembered = rememberedEmbedding(win.location.search, null);
  }
  return isEmbedded({ inFrame: runsInFrame(win), search: win.location.search, remembered });
}
