/**
 * Lazily loaded code a page can have the browser fetch and compile ahead, without running it
 * (`<link rel=modulepreload>`): the build names each module's files in index.html
 * (scripts/build/lazyCodeList.ts). Running a module is what its import() does when the screen
 * needs it; ahead of that, running Konva's and the editor's modules was a long task on a phone.
 */

/** The modules the build lists, by the name a page asks for them with. */
export const LAZY_CODE_MODULES = {
  editorPage: 'src/shop/editorPage/EditorPage.tsx',
  editor: 'src/shop/editorPage/EditorSessionPage.tsx',
} as const;

export type LazyCodeName = keyof typeof LAZY_CODE_MODULES;

export const LAZY_CODE_ELEMENT_ID = 'lazy-code';

let listed: Partial<Record<LazyCodeName, string[]>> | null | undefined;

/** The files of `name`'s code as the page lists them, or null when it lists none (the dev server). */
export function lazyCodeFiles(name: LazyCodeName): string[] | null {
  if (listed === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(LAZY_CODE_ELEMENT_ID)?.textContent;
    try {
      listed = text ? (JSON.parse(text) as Partial<Record<LazyCodeName, string[]>>) : null;
    } catch {
      listed = null;
    }
  }
  return listed?.[name] ?? null;
}

/**
 * Has the browser fetch and compile `name`'s code, each file once per page (a file the page
 * has already asked for is left alone). False when the page does not list it.
 */
export function preloadLazyCode(name: LazyCodeName): boolean {
  const files = lazyCodeFiles(name);
  if (!files) return false;
  const asked = new Set([...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[src]')].map((el) => new URL(el instanceof HTMLLinkElement ? el.href : el.src, location.href).pathname));
  for (const file of files) {
    if (asked.has(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the page's own script and its hints are fetched: the module import() asks for then.
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  return true;
}
