/**
 * 'Desktop version' / 'Mobile version': phones can ask for the wide layout by widening the
 * viewport to 1280 px. The choice is remembered in this browser.
 */
const KEY = 'shop.desktopVersion';
const MOBILE_CONTENT = 'width=device-width, initial-scale=1';
const DESKTOP_CONTENT = 'width=1280';

export function isDesktopVersion(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function viewportMeta(): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'viewport';
    document.head.appendChild(meta);
  }
  return meta;
}

/**
 * Sets the viewport's content when it differs. Writing even the same content makes the browser
 * take the viewport in again, and restyle and lay out the whole page.
 */
function showViewport(content: string): void {
  const meta = viewportMeta();
  if (meta.content !== content) meta.content = content;
}

/** Applies the remembered choice; called once before the app renders. */
export function applyStoredViewport(): void {
  showViewport(isDesktopVersion() ? DESKTOP_CONTENT : MOBILE_CONTENT);
}

export function setDesktopVersion(desktop: boolean): void {
  try {
    if (desktop) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the switch still works for this page.
  }
  showViewport(desktop ? DESKTOP_CONTENT : MOBILE_CONTENT);
}
