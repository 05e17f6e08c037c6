import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DebugPage } from '../debug/DebugPage';
import { FrontPage } from '../entry/FrontPage';
import { ResetPasswordPage } from '../entry/ResetPasswordPage';
import { ContactPage } from '../pages/ContactPage';
import { LegacyPage } from '../pages/legacy/LegacyPage';
import { LegalTextPage } from '../pages/LegalTextPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { NewPictureSetPage } from '../pictureSets/NewPictureSetPage';
import { RequireSignIn } from '../session/RequireSignIn';
import { SupportPage } from '../support/SupportPage';
import { Layout } from './Layout';
import { Suspended } from './Suspended';

// The replay player (rrweb) is large and only support staff need it.
const RecordingReplayPage = lazy(() =>
  import('../support/RecordingReplayPage').then((m) => ({ default: m.RecordingReplayPage })),
);
const TemplateLabPage = lazy(() => import('../lab/TemplateLabPage').then((m) => ({ default: m.TemplateLabPage })));

/**
 * The shop's routes (spec 1 §2, spec 3 §2). Public routes sit directly under the layout;
 * everything that needs an account sits under RequireSignIn.
 */
export function AppRoutes() {
  return (
    <Routes>
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
          <Route path="support" element={<SupportPage />} />
          <Route
            path="support/template-lab"
            element={
              <Suspended>
                <TemplateLabPage />
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
    </Routes>
  );
}
