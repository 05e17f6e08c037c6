/**
 * The shop's server render (built with `vite build --ssr` into dist-ssr/, loaded by the server
 * at run time): a page's HTML with its styles, texts and data, for the browser to hydrate
 * (main.tsx). The server runs one render at a time (src/server/http/pages.ts): the shop's stores
 * and translator are module singletons, filled for the request, rendered and emptied again.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { getSession } from '../api/client/auth';
import { setApiTransport } from '../api/client/call';
import { getCartSummary } from '../api/client/cart';
import { listPictureSets } from '../api/client/pictureSets';
import { getSettings } from '../api/client/settings';
import type { PageRenderRequest, PageRendererModule, RenderedPage } from '../api/contract/pageRender';
import { emptyAccountDataStore } from './account/accountDataStore';
import { emptyCheckoutStore } from './checkout/checkoutStore';
import { ensureShopTexts, i18n, isShopLanguage, serverLanguage, type ShopLanguage } from './i18n/i18n';
import { signedInUser } from './session/sessionStore';
import { shopRoutes, ShopRoutes } from './shell/AppRoutes';
import { ShopProviders } from './shell/ShopProviders';
import { serverAnswers, startServerAnswers } from './ssr/answers';
import { createServerEmotionCache, serverStyleTags } from './ssr/emotionCache';
import { lcpImage } from './ssr/lcpImage';
import { pageDocument } from './ssr/pageDocument';
import type { PageData } from './ssr/pageData';
import { takeServerRedirect } from './ssr/Redirect';
import { renderToHtml } from './ssr/renderToHtml';
import { isPublicPage, rendersOnServer } from './ssr/serverPages';
import { emptyShopStores, fillShopStores } from './shell/shopStores';

async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  setApiTransport(request.fetchApi);
  startServerAnswers();
  takeServerRedirect();
  i18n.takeUsedNamespaces();
  try {
    const [settings, session, cartSummary] = await Promise.all([getSettings(), getSession(), getCartSummary()]);
    // The lists and the account start from the customer's picture sets (the current one's subject).
    const pictureSets = signedInUser(session) ? (await listPictureSets()).pictureSets : null;
    // As the browser decides (AppLoader), without this browser's stored choice, which the server
    // cannot see and which the shop keeps in the lang cookie as well.
    const accountLanguage = signedInUser(session)?.lang;
    const language: ShopLanguage =
      serverLanguage(request.cookie) ?? (isShopLanguage(accountLanguage) ? accountLanguage : null) ?? settings.site.locale.default_language;
    await ensureShopTexts(language);
    await i18n.changeLanguage(language);
    fillShopStores({ settings, session, cartSummary, pictureSets });

    const url = new URL(request.url);
    const emotionCache = createServerEmotionCache();
    const html = await renderToHtml(
      <ShopProviders emotionCache={emotionCache}>
        <StaticRouter location={url.pathname + url.search}>
          <ShopRoutes />
        </StaticRouter>
        {request.failForTest && <FailingScreen />}
      </ShopProviders>,
      request.timeoutMs,
    );
    const redirect = takeServerRedirect();
    if (redirect) return { kind: 'redirect', status: 302, location: redirect };
    const styles = serverStyleTags(createEmotionServer(emotionCache).extractCriticalToChunks(html).styles);

    const namespaces = i18n.takeUsedNamespaces();
    const texts = Object.fromEntries(
      [...new Set([language, i18n.fallbackLanguage])].map((lang) => [lang, i18n.resourceBundles(lang, namespaces)]),
    );
    const data: PageData = { settings, session, cartSummary, pictureSets, language, texts, answers: serverAnswers() };
    const notFound = matchRoutes(shopRoutes, url.pathname)?.at(-1)?.route.path === '*';
    return {
      kind: 'page',
      status: notFound ? 404 : 200,
      html: pageDocument(request.template, { language, title: settings.site.name, styles, html, data, preloadImage: lcpImage(html) }),
    };
  } finally {
    setApiTransport(undefined);
    emptyShopStores();
    emptyCheckoutStore();
    emptyAccountDataStore();
  }
}


/** Tests only: a screen that throws while rendering, as a broken screen would. */
function FailingScreen(): never {
  throw new Error('The page render failed on purpose (PAGE_RENDER_TEST_FAIL_AT)');
}

const renderer: PageRendererModule = { renderPage, rendersOnServer, isPublicPage };
export default renderer;
