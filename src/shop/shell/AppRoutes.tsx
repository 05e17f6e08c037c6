import { lazy, type ReactNode } from 'react';
import { createRoutesFromElements, Navigate, Route, useRoutes, type RouteObject } from 'react-router-dom';
import { CREATE_ROUTES, UPDATE_ROUTE } from '../editorSession/editorRoutes';
import { editorPageCode } from '../editorPage/editorPageCode';
import { prefetchEditorCode } from '../editorPage/prefetchEditorCode';
import { lazyScreen } from '../loading/lazyScreen';
import { FrontPage } from '../entry/FrontPage';
import { PRODUCT_OVERVIEW_ROUTES, TEMPLATE_LIST_ROUTES } from '../products/listRoute';
import { RequireSignIn } from '../session/RequireSignIn';
import { Layout } from './Layout';
import { ShopRoot } from './ShopRoot';
import { pageLoaders } from './pageLoaders';
import { Suspended } from '../ui/Suspended';

// Only the front page is in the first bundle: every other screen is loaded when it is opened
// (the layout's Suspense shows a spinner in the main area meanwhile; main.tsx starts loading the
// screen a page is opened on at once).
const DebugPage = lazy(() => pageLoaders.debug().then((m) => ({ default: m.DebugPage })));
const ResetPasswordPage = lazy(() => pageLoaders.resetPassword().then((m) => ({ default: m.ResetPasswordPage })));
const ContactPage = lazy(() => pageLoaders.contact().then((m) => ({ default: m.ContactPage })));
const LegacyPage = lazy(() => pageLoaders.legacy().then((m) => ({ default: m.LegacyPage })));
const LegalTextPage = lazy(() => pageLoaders.legalText().then((m) => ({ default: m.LegalTextPage })));
const NotFoundPage = lazy(() => pageLoaders.notFound().then((m) => ({ default: m.NotFoundPage })));
const NewPictureSetPage = lazy(() => pageLoaders.newPictureSet().then((m) => ({ default: m.NewPictureSetPage })));
const RetouchPage = lazy(() => pageLoaders.retouch().then((m) => ({ default: m.RetouchPage })));
const SupportPage = lazy(() => pageLoaders.support().then((m) => ({ default: m.SupportPage })));
// The replay player (rrweb) is large and only support staff need it.
const RecordingReplayPage = lazy(() =>
  import('../support/RecordingReplayPage').then((m) => ({ default: m.RecordingReplayPage })),
);
// The support console: a customer's account, an order with its lines drawn by the engine, and the
// editor read-only on an order line or a recorded state (Konva and the editor, for staff only).
const SupportCustomerPage = lazy(() => import('../support/customer/CustomerPage').then((m) => ({ default: m.CustomerPage })));
const SupportOrderPage = lazy(() => import('../support/order/OrderPage').then((m) => ({ default: m.OrderPage })));
const OrderLineEditorPage = lazy(() => import('../support/editor/SupportEditorPage').then((m) => ({ default: m.OrderLineEditorPage })));
const RecordedStateEditorPage = lazy(() => import('../support/editor/SupportEditorPage').then((m) => ({ default: m.RecordedStateEditorPage })));
const TemplateLabPage = lazy(() => import('../lab/TemplateLabPage').then((m) => ({ default: m.TemplateLabPage })));
// The editor and the cart's previews draw with Konva, which no other screen needs.
// Rendered at once when main.tsx has loaded the code already (a page opened on an editor route).
const CreateEditorPage = lazyScreen(editorPageCode, (m) => m.CreateEditorPage);
const UpdateEditorPage = lazyScreen(editorPageCode, (m) => m.UpdateEditorPage);
const CartPage = lazy(() => import('../cartPage/CartPage').then((m) => ({ default: m.CartPage })));
// Checkout, the sandbox payment page and the receipt: only buyers need them.
const CheckoutPage = lazy(() => import('../checkout/CheckoutPage').then((m) => ({ default: m.CheckoutPage })));
const SandboxPaymentPage = lazy(() => import('../payment/SandboxPaymentPage').then((m) => ({ default: m.SandboxPaymentPage })));
const ReceiptPage = lazy(() => import('../receipt/ReceiptPage').then((m) => ({ default: m.ReceiptPage })));
// The template lists draw thumbnails with the engine (Konva): kept out of the first bundle too.
const CategoryOverviewPage = lazy(() => import('../products/CategoryOverviewPage').then((m) => ({ default: m.CategoryOverviewPage })));
const TemplateListPage = lazy(() => import('../products/TemplateListPage').then((m) => ({ default: m.TemplateListPage })));
// The picture set flows (spec 3 §2): favourites and yearbook pose, after adding a set and from the
// account (the account's list and detail sit in its menu layout, src/shop/account/AccountArea.tsx).
const FavoritesPage = lazy(() => import('../pictureSets/FavoritesPage').then((m) => ({ default: m.FavoritesPage })));
const YearbookPosePage = lazy(() => import('../pictureSets/YearbookPosePage').then((m) => ({ default: m.YearbookPosePage })));
const PICTURE_SET_SCREENS: [string, ReactNode][] = [
  ['my-account/picture-sets/:pictureSetUuid/favorites', <FavoritesPage variant="account" />],
  ['my-account/picture-sets/:pictureSetUuid/yearbook-pose', <YearbookPosePage variant="account" />],
  ['my-account/picture-sets/:pictureSetUuid/yearbook-pose/:jobPoseUuid', <YearbookPosePage variant="account" />],
  ['new-picture-set/favorites', <FavoritesPage variant="new" />],
  ['new-picture-set/yearbook-pose', <YearbookPosePage variant="new" />],
  ['new-picture-set/yearbook-pose/:jobPoseUuid', <YearbookPosePage variant="new" />],
];
// The catalogue offer over the products list (spec 1 'Catalogue offer dialog').
// Digital portraits (spec 3 §2).
const DigitalPortraitsPage = lazy(() => import('../digital/DigitalPortraitsPage').then((m) => ({ default: m.DigitalPortraitsPage })));
const DigitalSubjectPage = lazy(() => import('../digital/DigitalSubjectPage').then((m) => ({ default: m.DigitalSubjectPage })));
const CatalogueOfferPage = lazy(() => import('../catalogues/CatalogueOfferPage').then((m) => ({ default: m.CatalogueOfferPage })));
// Packages: the offers, and the package editor (thumbnails and the editor draw with Konva).
const PackagesPage = lazy(() => import('../packages/PackagesPage').then((m) => ({ default: m.PackagesPage })));
const PackageCreatePage = lazy(() => import('../packages/PackageEditorPage').then((m) => ({ default: m.PackageCreatePage })));
// The account area (spec 3): its menu and forms, one lazy screen under /my-account/*.
const AccountArea = lazy(() => import('../account/AccountArea').then((m) => ({ default: m.AccountArea })));

/**
 * The shop's routes (spec 1 §2, spec 3 §2) as route objects, for the browser's router and the
 * server's render alike. Public routes sit directly under the layout; everything that needs an
 * account sits under RequireSignIn. The editor fills the viewport with its own top bar, so its
 * routes sit outside the layout's header and banners. Written as JSX (createRoutesFromElements):
 * the nesting reads as the screens nest.
 */
export const shopRoutes: RouteObject[] = createRoutesFromElements(
  <Route element={<ShopRoot />}>
    <Route element={<RequireSignIn />}>
      {CREATE_ROUTES.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspended>
              <CreateEditorPage />
            </Suspended>
          }
        />
      ))}
      <Route
        path={UPDATE_ROUTE}
        element={
          <Suspended>
            <UpdateEditorPage />
          </Suspended>
        }
      />
      <Route
        path="support/orders/:uuid/lines/:lineUuid/editor"
        element={
          <Suspended>
            <OrderLineEditorPage />
          </Suspended>
        }
      />
      <Route
        path="support/recordings/:uuid/states/:seq/editor"
        element={
          <Suspended>
            <RecordedStateEditorPage />
          </Suspended>
        }
      />
    </Route>
    <Route element={<Layout />}>
      <Route index element={<FrontPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="contact-us" element={<ContactPage />} />
      <Route path="privacy-policy" element={<LegalTextPage kind="privacyPolicy" />} />
      <Route path="terms-of-service" element={<LegalTextPage kind="termsOfService" />} />
      <Route path="terms-of-purchase" element={<LegalTextPage kind="termsOfPurchase" />} />
      <Route path="pages/:id" element={<LegacyPage />} />
      <Route path="debug" element={<DebugPage />} />

      <Route element={<RequireSignIn />}>
        <Route path="new-picture-set" element={<NewPictureSetPage />} />
        {PICTURE_SET_SCREENS.map(([path, screen]) => (
          <Route key={path} path={path} element={<Suspended>{screen}</Suspended>} />
        ))}
        <Route
          path="my-account/*"
          element={
            <Suspended>
              <AccountArea />
            </Suspended>
          }
        />
        <Route path="support" element={<SupportPage />} />
        <Route
          path="shopping-cart"
          element={
            <Suspended>
              <CartPage />
            </Suspended>
          }
        />
        <Route path="shopping-cart/retouch" element={<RetouchPage />} />
        <Route
          path="shopping-cart/checkout"
          element={
            <Suspended>
              <CheckoutPage />
            </Suspended>
          }
        />
        <Route
          path="m/shopping-cart/checkout/payment/:transactionUuid"
          element={
            <Suspended>
              <SandboxPaymentPage />
            </Suspended>
          }
        />
        <Route
          path="shopping-cart/checkout/payment/receipt/:orderUuid"
          element={
            <Suspended>
              <ReceiptPage />
            </Suspended>
          }
        />
        {/* /products replaces itself with the package offers when there are any (spec 3 §2). */}
        <Route path="products" element={<Navigate to="/products/packages" replace />} />
        <Route
          path="products/packages"
          element={
            <Suspended>
              <PackagesPage />
            </Suspended>
          }
        />
        <Route
          path="products/packages/:packageUuid"
          element={
            <Suspended>
              <PackageCreatePage />
            </Suspended>
          }
        />
        <Route
          path="products/catalogues"
          element={
            <Suspended>
              <CatalogueOfferPage />
            </Suspended>
          }
        />
        {PRODUCT_OVERVIEW_ROUTES.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspended>
                <CategoryOverviewPage />
              </Suspended>
            }
          />
        ))}
        {TEMPLATE_LIST_ROUTES.map(({ path, family }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspended>
                <TemplateListPage family={family} prefetchEditor={prefetchEditorCode} />
              </Suspended>
            }
          />
        ))}
        <Route
          path="products/digital-portraits"
          element={
            <Suspended>
              <DigitalPortraitsPage />
            </Suspended>
          }
        />
        <Route
          path="products/digital-portraits/:subjectUuid"
          element={
            <Suspended>
              <DigitalSubjectPage />
            </Suspended>
          }
        />
        {/* The cart's Edit link of a digital line and the 'Special offer' (spec 1) name the route without the hyphen. */}
        <Route
          path="products/digitalportraits"
          element={
            <Suspended>
              <DigitalPortraitsPage />
            </Suspended>
          }
        />
        <Route
          path="products/digitalportraits/:subjectUuid"
          element={
            <Suspended>
              <DigitalSubjectPage />
            </Suspended>
          }
        />
        <Route
          path="support/template-lab"
          element={
            <Suspended>
              <TemplateLabPage />
            </Suspended>
          }
        />
        <Route
          path="support/customers/:uuid"
          element={
            <Suspended>
              <SupportCustomerPage />
            </Suspended>
          }
        />
        <Route
          path="support/orders/:uuid"
          element={
            <Suspended>
              <SupportOrderPage />
            </Suspended>
          }
        />
        <Route
          path="support/recordings/:uuid"
          element={
            <Suspended>
              <RecordingReplayPage />
            </Suspended>
          }
        />
      </Route>

      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>,
);

/**
 * The shop's screens for the current address, under the browser's router (main.tsx) or the
 * server's (entry.server.tsx). A plain router, not a data router: no route loads data through
 * the router (screens load their own), and the data router's machinery was 17 KB gzip of every
 * page's first script.
 */
export function ShopRoutes() {
  return useRoutes(shopRoutes);
}
