import createCache, { type EmotionCache } from '@emotion/cache';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';

/**
 * Chakra's styles (emotion) in a cache of the page's own: the server collects what its render
 * used into style tags in the page's head, and the browser's cache takes their rules as inserted
 * instead of inserting them again.
 *
 * The tags are not emotion's own `data-emotion` ones on purpose: emotion's cache "hydrates" those
 * by moving each into its own place in the head, and taking a style sheet out of the document and
 * putting it back restyles every element of the page. On a server-rendered cart that was a
 * 90-100 ms task at Lighthouse's 4x slowdown, in the middle of the shop's start (trace, bench:web).
 */
export const EMOTION_KEY = 'shop';

/** The attribute of the server's style tags: the ids of the rules a tag holds, space-separated. */
export const SERVER_STYLES_ATTRIBUTE = 'data-shop-styles';

/** The page's cache; in a browser, the rules of the server's style tags count as inserted. */
export function createShopEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  if (typeof document !== 'undefined') {
    for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
      for (const id of tag.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' ')) if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}

/**
 * The server's: `compat` keeps emotion from writing a <style> beside every component in the HTML;
 * the rules stay in the cache, for the style tags in the page's head.
 */
export function createServerEmotionCache(): EmotionCache {
  const cache = createShopEmotionCache();
  cache.compat = true;
  return cache;
}

/**
 * The style tags of what a server render used (emotion's extractCriticalToChunks): the page's own
 * rules under SERVER_STYLES_ATTRIBUTE; any other sheet's (an emotion <Global>) as emotion writes
 * it, for that component to find. Pure.
 */
export function serverStyleTags(chunks: EmotionCriticalToChunks['styles']): string {
  return chunks
    .filter((chunk) => chunk.css !== '')
    .map((chunk) =>
      chunk.key === EMOTION_KEY
        ? `<style ${SERVER_STYLES_ATTRIBUTE}="${chunk.ids.join(' ')}">${chunk.css}</style>`
        : `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}">${chunk.css}</style>`,
    )
    .join('');
}
