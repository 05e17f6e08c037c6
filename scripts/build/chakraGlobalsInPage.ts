/**
 * Chakra's global CSS (its reset, the theme's global styles and every token as a CSS variable) in
 * the page's HTML, written once at build time, instead of made in the browser on every page load.
 *
 * `createSystem` builds that CSS eagerly, as objects, and `ChakraProvider` serialises it again
 * with emotion on its first render: on a phone at Lighthouse's 4x slowdown that was most of
 * the 100-160 ms the shop's theme took before its first screen (bench:editor:stages,
 * shop:theme-start to -end). The CSS depends on the theme alone, so it is a file
 * (src/shop/theme/chakraGlobals.gen.css, kept current by tests/unit/shop/theme/chakraGlobals.test.ts)
 * and the build:
 * - puts it in index.html's head, so pages rendered on the server and in the browser both have it;
 * - makes Chakra's system carry no global styles, so neither the server's render nor the
 *   browser's makes or inserts them a second time;
 * - leaves out ChakraProvider's two emotion <Global>s (the layers' order, and the global styles
 *   now empty): the page's CSS starts with that order. Hydrating a <Global>'s server-written tag
 *   moves it in the head, and moving a style sheet restyles the whole page (a 90-100 ms task on
 *   a server-rendered cart at Lighthouse's 4x slowdown).
 *
 * Only the build: the dev server serves Chakra pre-bundled as it is, which makes and inserts the
 * same CSS itself.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const CHAKRA_GLOBALS_FILE = new URL('../../src/shop/theme/chakraGlobals.gen.css', import.meta.url);

const CHAKRA_SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const CHAKRA_PROVIDER_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/provider\.js$/;
/** The statement in Chakra's createSystem (3.x) that makes the global CSS. */
export const EAGER_GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
export const ELEMENT_ID = 'chakra-globals';

/** Chakra's system module without its global CSS; throws when Chakra no longer makes it as this plugin expects. */
export function withoutGlobals(code: string): string {
  if (!code.includes(EAGER_GLOBALS)) {
    throw new Error(`Chakra's createSystem no longer has "${EAGER_GLOBALS}": update scripts/build/chakraGlobalsInPage.ts for the installed Chakra`);
  }
  return code.replace(EAGER_GLOBALS, 'const _global = [];');
}

/** The <Global>s ChakraProvider (3.x) renders before its children. */
export const PROVIDER_GLOBALS = [
  '    !sys._config.disableLayers && /* @__PURE__ */ jsx(Global, { styles: sys.layers.atRule }),\n',
  '    /* @__PURE__ */ jsx(Global, { styles: sys._global }),\n',
].join('');

/** ChakraProvider without its <Global>s; throws when Chakra no longer renders them as this plugin expects. */
export function providerWithoutGlobals(code: string): string {
  if (!code.includes(PROVIDER_GLOBALS)) {
    throw new Error("Chakra's ChakraProvider no longer renders its <Global>s as expected: update scripts/build/chakraGlobalsInPage.ts for the installed Chakra");
  }
  return code.replace(PROVIDER_GLOBALS, '');
}

export function chakraGlobalsInPage(): Plugin {
  const css = readFileSync(CHAKRA_GLOBALS_FILE, 'utf8');
  return {
    name: 'shop:chakra-globals-in-page',
    apply: 'build',
    transform: (code, id) => {
      if (CHAKRA_SYSTEM_MODULE.test(id)) return { code: withoutGlobals(code), map: null };
      if (CHAKRA_PROVIDER_MODULE.test(id)) return { code: providerWithoutGlobals(code), map: null };
      return null;
    },
    // At the head's end: after <meta charset>, which must come in the first kilobyte, and before
    // the server's render adds the styles of what it drew.
    transformIndexHtml: () => [{ tag: 'style', attrs: { id: ELEMENT_ID }, children: css, injectTo: 'head' }],
  };
}
