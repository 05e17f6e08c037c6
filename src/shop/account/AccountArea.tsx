/**
 * The account area's routes (spec 3 §2) under the account layout, which keeps the menu beside or
 * above each page. Loaded as one lazy screen under /my-account/*; picture set screens have more
 * specific routes of their own, which the router prefers.
 */
import { Route, Routes } from 'react-router-dom';
import { NewPictureSetPage } from '../pictureSets/NewPictureSetPage';
import { AccountHomePage } from './AccountHomePage';
import { AccountLayout } from './AccountLayout';
import { AddPictureSetPage } from './AddPictureSetPage';
import { CancelPackagesPage } from './CancelPackagesPage';
import { ChangePasswordPage } from './ChangePasswordPage';
import { CommunicationPage } from './CommunicationPage';
import { ContactInfoPage } from './ContactInfoPage';
import { OrdersPage } from './orders/OrdersPage';

export function AccountArea() {
  return (
    <Routes>
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
        <Route path="*" element={<AccountHomePage />} />
      </Route>
    </Routes>
  );
}
