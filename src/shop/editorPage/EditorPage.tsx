/**
 * The editor's pages (spec 2 §2.4, §2.13): a create route opens a product's template filled for
 * the current picture set; /shopping-cart/edit/{uuid} opens a cart line again in update mode.
 * They fill the viewport without the shop's header: the editor has its own top bar, and a phone
 * needs every pixel for the canvas and the 208 px toolbox.
 *
 * This module is small on purpose: it shows the page's frame with the template's preview (drawn
 * by the server) at once, while the editor and Konva (EditorSessionPage) load and draw the live
 * canvas in the same place.
 */
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { currentTemplatePreviewPath } from '../../api/contract/editorPages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { CART_PATH } from '../routes';
import { createTarget, routeBackTarget } from '../editorSession/editorRoutes';
import { EditorPageFrame, EditorSkeleton } from '../editorSession/EditorPageFrame';

const CreateSessionPage = lazy(() => import('./EditorSessionPage').then((m) => ({ default: m.CreateSessionPage })));
const UpdateSessionPage = lazy(() => import('./EditorSessionPage').then((m) => ({ default: m.UpdateSessionPage })));

/** /products/{type}/..., /products/categories/...: a new product from a template. */
export function CreateEditorPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const target = createTarget(params);
  if (!target) {
    return (
      <main id="main">
        <NotFoundPage />
      </main>
    );
  }
  const preview = currentTemplatePreviewPath(target.templateUuid);
  return (
    <Suspense
      fallback={
        <EditorPageFrame backTo={routeBackTarget(target)}>
          <EditorSkeleton preview={preview} />
        </EditorPageFrame>
      }
    >
      <CreateSessionPage key={pathname} target={target} preview={preview} />
    </Suspense>
  );
}

/** /shopping-cart/edit/{uuid}: a cart line made again, saved with Update cart. */
export function UpdateEditorPage() {
  const { uuid = '' } = useParams();
  return (
    <Suspense
      fallback={
        <EditorPageFrame backTo={CART_PATH}>
          <EditorSkeleton />
        </EditorPageFrame>
      }
    >
      <UpdateSessionPage key={uuid} lineUuid={uuid} />
    </Suspense>
  );
}
