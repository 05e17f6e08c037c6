import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startRecordingIfConsented } from './debug/recorder';
import { preloadEditorRoute } from './editorPage/preloadEditorRoute';
import { shopRoutes, ShopRoutes } from './shell/AppRoutes';
import { reportRecoverableError } from './shell/recoverableError';
import { loadRouteCode } from './shell/routeCode';
import { ShopProviders } from './shell/ShopProviders';
import { createShopEmotionCache } from './ssr/emotionCache';
import { serverPageData } from './ssr/pageData';
import { fillShopStores } from './shell/shopStores';
import { applyStoredViewport } from './viewport/viewport';
import { markOnce } from '../engine/react';

// The shop's modules have run (bench:editor:stages).
markOnce('shop:start');

// Before the first render: the page must be laid out at the chosen width from the start, and a
// debug recording must see the very first paint.
applyStoredViewport();
void startRecordingIfConsented();
preloadEditorRoute(window.location.pathname);
// In a task of its own, right after this one: starting the screens' code adds a preload link for
// each of their chunks (Vite's import() helper, 44 on a cart), which took as long as running the
// shop's modules. In one task the two made one long task, and a phone counts every task's time
// past 50 ms as blocking time; apart, each is shorter.
const routeCode = new Promise<void>((resolve) => setTimeout(() => resolve(loadRouteCode(shopRoutes, window.location.pathname)), 0));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const pageData = serverPageData();
if (pageData) fillShopStores(pageData);

const shop = (
  <StrictMode>
    <ShopProviders emotionCache={createShopEmotionCache()}>
      <BrowserRouter>
        <ShopRoutes />
      </BrowserRouter>
    </ShopProviders>
  </StrictMode>
);

if (pageData) {
  // The server rendered the page: React takes its HTML over once the code of the page's screens
  // has come, all of it in one pass. A screen still on its way would suspend, and the part of the
  // page it holds would be taken over in a later pass, after the rest: text typed there meanwhile
  // was lost (the front page's code field, on a 6x slower phone). As a transition, in slices with
  // the browser free between them; outside one, React hydrates the page in one long task, which
  // measured 250-570 ms on a checkout at Lighthouse's 4x slowdown and blocked every tap for it.
  void routeCode.then(() =>
    startTransition(() => {
      hydrateRoot(root, shop, { onRecoverableError: reportRecoverableError });
    }),
  );
} else {
  // The client-rendered shell (a route the server does not render, or its render failed). As a
  // transition, React renders the shop in slices and lets the browser breathe between them: on a
  // phone the first render is the page's longest task, and one long task blocks every tap.
  startTransition(() => {
    createRoot(root, { onRecoverableError: reportRecoverableError }).render(shop);
  });
}

