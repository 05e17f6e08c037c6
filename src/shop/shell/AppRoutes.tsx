import type { ReactNode } from 'react';
import { createRoutesFromElements, Navigate, Route, useRoutes, type RouteObject } from 'react-router-dom';
import { CREATE_ROUTES, UPDATE_ROUTE } from '../editorSession/editorRoutes';
import { editorPageCode } from '../editorPage/editorPageCode';
import { prefetchEditorCode } from '../editorPage/prefetchEditorCode';
import { lazyScreen } from '../loading/lazyScreen';
import { PRODUCT_OVERVIEW_ROUTES, TEMPLATE_LIST_ROUTES } from '../products/listRoute';
import { RequireSignIn } from '../session/RequireSignIn';
import { Layout } from './Layout';
import { ShopRoot } from './ShopRoot';
import { Suspended } from '../ui/Suspended';

// Only the front page is in the first bundle: every other screen is loaded when it is opened
// (main.tsx starts loading the screens of the page it opens on at once, loadRouteCode; a screen
// opened later shows the layout's spinner in the main area meanwhile). The front page as a lazy
// screen lost a code typed into it before hydration on a slow phone (ssr.spec).
const FrontPage = lazyScreen(() => import('../entry/FrontPage'), (m) => m.FrontPage);
const DebugPage = lazyScreen(() => import('../debug/DebugPage'), (m) => m.DebugPage);
const ResetPasswordPage = lazyScreen(() => import('../entry/ResetPasswordPage'), (m) => m.ResetPasswordPage);
const ContactPage = lazyScreen(() => import('../pages/ContactPage'), (m) => m.ContactPage);
const LegacyPage = lazyScreen(() => import('../pages/legacy/LegacyPage'), (m) => m.LegacyPage);
const LegalTextPage = lazyScreen(() => import('../pages/LegalTextPage'), (m) => m.LegalTextPage);
const NotFoundPage = lazyScreen(() => import('../pages/NotFoundPage'), (m) => m.NotFoundPage);
const NewPictureSetPage = lazyScreen(() => import('../pictureSets/NewPictureSetPage'), (m) => m.NewPictureSetPage);
const RetouchPage = lazyScreen(() => import('../retouch/RetouchPage'), (m) => m.RetouchPage);
const SupportPage = lazyScreen(() => import('../support/SupportPage'), (m) => m.SupportPage);
// The replay player (rrweb) is large and only support staff need it.
const RecordingReplayPage = lazyScreen(() => import('../support/RecordingReplayPage'), (m) => m.RecordingReplayPage);
// The support console: a customer's account, an order with its lines drawn by the engine, and the
// editor read-only on an order line or a recorded state (Konva and the editor, for staff only).
const SupportCustomerPage = lazyScreen(() => import('../support/customer/CustomerPage'), (m) => m.CustomerPage);
const SupportOrderPage = lazyScreen(() => import('../support/order/OrderPage'), (m) => m.OrderPage);
const OrderLineEditorPage = lazyScreen(() => import('../support/editor/SupportEditorPage'), (m) => m.OrderLineEditorPage);
const RecordedStateEditorPage = lazyScreen(() => import('../support/editor/SupportEditorPage'), (m) => m.RecordedStateEditorPage);
const TemplateLabPage = lazyScreen(() => import('../lab/TemplateLabPage'), (m) => m.TemplateLabPage);
// The editor and the cart's previews draw with Konva, which no other screen needs.
const CreateEditorPage = lazyScreen(editorPageCode, (m) => m.CreateEditorPage);
const UpdateEditorPage = lazyScreen(editorPageCode, (m) => m.UpdateEditorPage);
const CartPage = lazyScreen(() => import('../cartPage/CartPage'), (m) => m.CartPage);
// Checkout, the sandbox payment page and the receipt: only buyers need them.
const CheckoutPage = lazyScreen(() => import('../checkout/CheckoutPage'), (m) => m.CheckoutPage);
const SandboxPaymentPage = lazyScreen(() => import('../payment/SandboxPaymentPage'), (m) => m.SandboxPaymentPage);
const ReceiptPage = lazyScreen(() => import('../receipt/ReceiptPage'), (m) => m.ReceiptPage);
// The template lists draw thumbnails with the engine (Konva): kept out of the first bundle too.
const CategoryOverviewPage = lazyScreen(() => import('../products/CategoryOverviewPage'), (m) => m.CategoryOverviewPage);
const TemplateListPage = lazyScreen(() => import('../products/TemplateListPage'), (m) => m.TemplateListPage);
// The picture set flows (spec 3 §2): favourites and yearbook pose, after adding a set and from the
// account (the account's list and detail sit in its menu layout, src/shop/account/AccountArea.tsx).
const FavoritesPage = lazyScreen(() => import('../pictureSets/FavoritesPage'), (m) => m.FavoritesPage);
const YearbookPosePage = lazyScreen(() => import('../pictureSets/YearbookPosePage'), (m) => m.YearbookPosePage);
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
const DigitalPortraitsPage = lazyScreen(() => import('../digital/DigitalPortraitsPage'), (m) => m.DigitalPortraitsPage);
const DigitalSubjectPage = lazyScreen(() => import('../digital/DigitalSubjectPage'), (m) => m.DigitalSubjectPage);
const CatalogueOfferPage = lazyScreen(() => import('../catalogues/CatalogueOfferPage'), (m) => m.CatalogueOfferPage);
// Packages: the offers, and the package editor (thumbnails and the editor draw with Konva).
const PackagesPage = lazyScreen(() => import('../packages/PackagesPage'), (m) => m.PackagesPage);
const PackageCreatePage = lazyScreen(() => import('../packages/PackageEditorPage'), (m) => m.PackageCreatePage);
// The account area (spec 3): its menu and forms, one lazy screen under /my-account/*.
const AccountArea = lazyScreen(() => import('../account/AccountArea'), (m) => m.AccountArea);

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
