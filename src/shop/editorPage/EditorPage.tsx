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
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { currentTemplatePreviewPath } from '../../api/contract/editorPages';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { useLazyModule } from '../loading/lazyModule';
import { NotFoundPage } from '../pages/NotFoundPage';
import { CART_PATH } from '../routes';
import { createTarget, routeBackTarget } from '../editorSession/editorRoutes';
import { EditorPageFrame, EditorPageMessage, EditorSkeleton } from '../editorSession/EditorPageFrame';
import { editorSessionCode } from './editorSessionCode';

type SessionPages = typeof import('./EditorSessionPage');

/** The page's frame with the skeleton (or what failed) until the editor's code has loaded, then `render` of it. */
function WithEditorCode({ backTo, preview, render }: { backTo: string; preview?: string; render: (pages: SessionPages) => ReactNode }) {
  const { t } = useTranslation();
  const { state, retry } = useLazyModule(editorSessionCode);
  if (state.status === 'ready') return render(state.value);
  return (
    <EditorPageFrame backTo={backTo}>
      {state.status === 'loading' ? (
        <EditorSkeleton preview={preview} />
      ) : (
        <EditorPageMessage>
          <ErrorAlert message={t('common.networkError')} />
          <Button colorPalette="brand" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
        </EditorPageMessage>
      )}
    </EditorPageFrame>
  );
}

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
    <WithEditorCode backTo={routeBackTarget(target)} preview={preview} render={({ CreateSessionPage }) => <CreateSessionPage key={pathname} target={target} preview={preview} />} />
  );
}

/** /shopping-cart/edit/{uuid}: a cart line made again, saved with Update cart. */
export function UpdateEditorPage() {
  const { uuid = '' } = useParams();
  return <WithEditorCode backTo={CART_PATH} render={({ UpdateSessionPage }) => <UpdateSessionPage key={uuid} lineUuid={uuid} />} />;
}
