/**
 * The editor's pages (spec 2 §2.4, §2.13): a create route opens a product's template filled for
 * the current picture set; /shopping-cart/edit/{uuid} opens a cart line again in update mode.
 * They fill the viewport without the shop's header: the editor has its own top bar, and a phone
 * needs every pixel for the canvas and the 208 px toolbox.
 *
 * This module is small on purpose: it shows the page's frame with the template's preview (drawn
 * by the server) at once, while the editor and Konva (EditorSessionPage) load and draw the live
 * canvas in the same place. The server renders a create page's frame too (never the editor: Konva
 * stays out of the server's render), with the template's name and the page's opening (product,
 * template, fill) in the page's data; the editor opens from that once its code is there.
 */
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { currentTemplatePreviewPath } from '../../api/contract/editorPages';
import { textIn } from '../../engine/model/localized';
import { currentLanguage } from '../i18n/i18n';
import { NotFoundPage } from '../pages/NotFoundPage';
import { CART_PATH } from '../routes';
import { useFirstAnswer } from '../ssr/answers';
import { useHydrated } from '../ssr/useHydrated';
import { createOpeningKey, loadCreateOpening } from '../editorSession/createCalls';
import { createTarget, routeBackTarget, type CreateTarget } from '../editorSession/editorRoutes';
import { EditorPageFrame, EditorSkeleton } from '../editorSession/EditorPageFrame';

const CreateSessionPage = lazy(() => import('./EditorSessionPage').then((m) => ({ default: m.CreateSessionPage })));
const UpdateSessionPage = lazy(() => import('./EditorSessionPage').then((m) => ({ default: m.UpdateSessionPage })));

/**
 * The template's name in the page's language, from the opening the server's render loaded (and
 * the hydration finds in the page's data); undefined on a page the browser renders alone.
 */
function useOpeningTitle(target: CreateTarget | null): string | undefined {
  const opening = useFirstAnswer(target ? createOpeningKey(target) : undefined, () => loadCreateOpening(target!));
  const name = opening?.value.template.name;
  return name ? textIn(name, currentLanguage()) : undefined;
}

/** /products/{type}/..., /products/categories/...: a new product from a template. */
export function CreateEditorPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const target = createTarget(params);
  const title = useOpeningTitle(target);
  // The server's HTML and the hydration: the frame alone; the editor's code comes after.
  const hydrated = useHydrated();
  if (!target) {
    return (
      <main id="main">
        <NotFoundPage />
      </main>
    );
  }
  const preview = currentTemplatePreviewPath(target.templateUuid);
  const frame = (
    <EditorPageFrame backTo={routeBackTarget(target)} title={title}>
      <EditorSkeleton preview={preview} />
    </EditorPageFrame>
  );
  if (!hydrated) return frame;
  return (
    <Suspense fallback={frame}>
      <CreateSessionPage key={pathname} target={target} preview={preview} title={title} />
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
