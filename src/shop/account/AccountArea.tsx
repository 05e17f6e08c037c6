/**
 * The account area's routes (spec 3 §2) under the account layout, which keeps the menu beside or
 * above each page. Loaded as one lazy screen under /my-account/*; the favourites and yearbook pose
 * flows of a picture set have more specific routes of their own, which the router prefers.
 */
import { createRoutesFromElements, Route, useRoutes } from 'react-router-dom';
import { lazyScreen } from '../loading/lazyScreen';
import { NewPictureSetPage } from '../pictureSets/NewPictureSetPage';
import { Suspended } from '../ui/Suspended';
import { AccountHomePage } from './AccountHomePage';
import { AccountLayout } from './AccountLayout';
import { AddPictureSetPage } from './AddPictureSetPage';
import { CancelPackagesPage } from './CancelPackagesPage';
import { ChangePasswordPage } from './ChangePasswordPage';
import { CommunicationPage } from './CommunicationPage';
import { ContactInfoPage } from './ContactInfoPage';
import { OrdersPage } from './orders/OrdersPage';

// The picture set list and detail bring the digital downloads and the picture grid: loaded when opened.
const PictureSetListPage = lazyScreen(() => import('../pictureSets/PictureSetListPage'), (m) => m.PictureSetListPage);
const PictureSetDetailPage = lazyScreen(() => import('../pictureSets/PictureSetDetailPage'), (m) => m.PictureSetDetailPage);

/** The routes under /my-account/; loadRouteCode reads them to load a page's screens before it is hydrated. */
export const nestedRoutes = createRoutesFromElements(
  <Route element={<AccountLayout />}>
    <Route index element={<AccountHomePage />} />
    <Route path="contact-info" element={<ContactInfoPage />} />
    <Route path="change-password" element={<ChangePasswordPage />} />
    <Route path="communication" element={<CommunicationPage />} />
    <Route path="cancel-picture-packages" element={<CancelPackagesPage />} />
    <Route path="orders" element={<OrdersPage />} />
    <Route path="orders/:orderUuid" element={<OrdersPage />} />
    <Route path="add-picture-set" element={<AddPictureSetPage />} />
    <Route path="new-set" element={<NewPictureSetPage />} />
    <Route
      path="picture-sets"
      element={
        <Suspended>
          <PictureSetListPage />
        </Suspended>
      }
    />
    <Route
      path="picture-sets/:pictureSetUuid"
      element={
        <Suspended>
          <PictureSetDetailPage />
        </Suspended>
      }
    />
    <Route path="*" element={<AccountHomePage />} />
  </Route>,
);

export function AccountArea() {
  return useRoutes(nestedRoutes);
}
