import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHAKRA_GLOBALS_FILE, EAGER_GLOBALS, PROVIDER_GLOBALS, providerWithoutGlobals, withoutGlobals } from '../../../../scripts/build/chakraGlobalsInPage';
import { createServerEmotionCache } from '../../../../src/shop/ssr/emotionCache';
import { shopSystem } from '../../../../src/shop/theme/system';

/** The global CSS ChakraProvider inserts for the shop's system, as emotion writes it. */
function chakraGlobalCss(): string {
  const cache = createServerEmotionCache();
  const html = renderToString(h(CacheProvider, { value: cache }, h(ChakraProvider, { value: shopSystem(), children: null })));
  return createEmotionServer(cache)
    .extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join('');
}

describe('chakraGlobals.gen.css', () => {
  it('is the global CSS Chakra makes for the shop theme now (update with: npx vitest run tests/unit/shop/theme/chakraGlobals.test.ts -u)', async () => {
    const css = chakraGlobalCss();
    // The layers' order first, then the reset, the global styles and the tokens in their layers.
    expect(css).toMatch(/^@layer reset,base,tokens,recipes;@layer reset\{/);
    expect(css).toContain('--chakra-colors-brand-solid:');
    await expect(css).toMatchFileSnapshot(fileURLToPath(CHAKRA_GLOBALS_FILE));
  });
});

/** The installed source of one of Chakra's styled-system modules. */
const chakraModule = (file: string) => readFileSync(fileURLToPath(import.meta.resolve('@chakra-ui/react')).replace(/index\.(c?js|mjs)$/, `styled-system/${file}`), 'utf8');

describe('withoutGlobals', () => {
  it("leaves Chakra's system without global CSS and says so when Chakra's code has changed", () => {
    const installed = chakraModule('system.js');
    expect(installed).toContain(EAGER_GLOBALS);
    expect(withoutGlobals(installed)).toContain('const _global = [];');
    expect(() => withoutGlobals('const _global = makeThem();')).toThrow(/update scripts\/build\/chakraGlobalsInPage\.ts/);
  });
});

describe('providerWithoutGlobals', () => {
  it("leaves ChakraProvider without its <Global>s, whose CSS the page's own starts with, and says so when Chakra's code has changed", () => {
    const installed = chakraModule('provider.js');
    expect(installed).toContain(PROVIDER_GLOBALS);
    const patched = providerWithoutGlobals(installed);
    expect(patched).not.toContain('jsx(Global');
    expect(patched).toContain('children');
    // The layers' order the first <Global> wrote is where the page's global CSS begins.
    expect(readFileSync(fileURLToPath(CHAKRA_GLOBALS_FILE), 'utf8')).toMatch(/^@layer reset,base,tokens,recipes;/);
    expect(() => providerWithoutGlobals('return jsx(Provider, { children });')).toThrow(/update scripts\/build\/chakraGlobalsInPage\.ts/);
  });
});
