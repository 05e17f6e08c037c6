import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and in the browser's hydration, true from the render after it (and at
 * once in a page the browser renders alone): what only the browser knows (the URL's #hash,
 * a canvas) is shown from then on, so the hydration matches the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
