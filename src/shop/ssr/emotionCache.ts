import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Chakra's styles (emotion) in a cache of the page's own: the server collects what its render
 * used into <style data-emotion="shop ..."> tags, and the browser's cache with the same key takes
 * those tags over at start instead of inserting the rules again.
 */
export const EMOTION_KEY = 'shop';

export const createShopEmotionCache = (): EmotionCache => createCache({ key: EMOTION_KEY });

/**
 * The server's: `compat` keeps emotion from writing a <style> beside every component in the HTML;
 * the rules stay in the cache, for the style tags in the page's head.
 */
export function createServerEmotionCache(): EmotionCache {
  const cache = createShopEmotionCache();
  cache.compat = true;
  return cache;
}
