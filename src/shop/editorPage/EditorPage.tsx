/**
 * The editor's pages (spec 2 §2.4, §2.13), loaded lazily with the editor and Konva: a create
 * route opens a product's template filled for the current picture set; /shopping-cart/edit/{uuid}
 * opens a cart line again in update mode. They fill the viewport without the shop's header: the
 * editor has its own top bar, and a phone needs every pixel for the canvas and the 208 px toolbox.
 */
import { Button, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Editor, ensureEditorTexts, isDirty, type EditorHandle, type EditorStore } from '../../editor';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { useLeaveGuard } from '../leaving/useLeaveGuard';
import { errorText } from '../forms/errorText';
import { currentLanguage, i18n } from '../i18n/i18n';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useSessionStore } from '../session/sessionStore';
import { useSettingsStore } from '../settings/settingsStore';
import { addToCart, updateCart } from '../editorSession/cartSteps';
import { createTarget, routeBackTarget, type CreateTarget } from '../editorSession/editorRoutes';
import { EditorPageFrame, EditorPageMessage, EditorSkeleton } from '../editorSession/EditorPageFrame';
import { editorOptionsFrom, UnreadableTemplateError, worthRetrying } from '../editorSession/editorSession';
import { loadCreateSession, loadUpdateSession, NoOrderLineError, NoPictureSetError, PackageLineError, type EditorSession, type EditorSessionEnv } from '../editorSession/loadEditorSession';
import { PackageLinePage } from '../packages/PackageEditorPage';
import { useEditorSession } from '../editorSession/useEditorSession';
import { recordEditorStates } from '../debug/editorStates';
import { CART_PATH } from '../routes';

// The editor's texts travel with the editor's code, not in the shop's first bundle.
ensureEditorTexts(i18n);

/** Read when loading starts: a later change of language or current set does not reopen the editor. */
function editorEnv(): EditorSessionEnv {
  const settings = useSettingsStore.getState().settings;
  if (!settings) throw new Error('The editor opened before the app shell loaded the settings');
  return {
    currentPictureSetUuid: useSessionStore.getState().session?.currentPictureSetUuid ?? null,
    lang: currentLanguage(),
    options: editorOptionsFrom(settings.site),
  };
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
  return <CreateSessionPage key={pathname} target={target} />;
}

function CreateSessionPage({ target }: { target: CreateTarget }) {
  const { productUuid, templateUuid, type, category } = target;
  const load = useCallback(() => loadCreateSession({ productUuid, templateUuid, type, category }, editorEnv()), [productUuid, templateUuid, type, category]);
  return <EditorSessionPage load={load} backWhileLoading={routeBackTarget(target)} />;
}

/** /shopping-cart/edit/{uuid}: a cart line made again, saved with Update cart. */
export function UpdateEditorPage() {
  const { uuid = '' } = useParams();
  const load = useCallback(() => loadUpdateSession(uuid, editorEnv()), [uuid]);
  return <EditorSessionPage key={uuid} load={load} backWhileLoading={CART_PATH} />;
}

function EditorSessionPage({ load, backWhileLoading }: { load: () => Promise<EditorSession>; backWhileLoading: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, retry } = useEditorSession(load);
  const missingLine = state.status === 'failed' && state.error instanceof NoOrderLineError;

  useEffect(() => {
    if (!missingLine) return;
    // Spec 2 §2.13 and §8: an alert, then the cart.
    window.alert(t('editorPage.noOrderLine'));
    navigate(CART_PATH, { replace: true });
  }, [missingLine, navigate, t]);

  // A package line opens in the package editor, in update mode.
  if (state.status === 'failed' && state.error instanceof PackageLineError) {
    return (
      <main id="main">
        <PackageLinePage line={state.error.line} />
      </main>
    );
  }

  if (state.status === 'ready') {
    return (
      <main id="main">
        <ReadyEditor session={state.session} store={state.store} />
      </main>
    );
  }

  return (
    <EditorPageFrame backTo={backWhileLoading}>
      {state.status === 'loading' || missingLine ? <EditorSkeleton /> : <LoadFailure error={state.error} onRetry={retry} />}
    </EditorPageFrame>
  );
}

/**
 * The editor asks its own 'Unsaved changes' for its Back and Cancel; the page asks it too for the
 * browser's Back (a phone's back gesture), which the editor does not see.
 */
function ReadyEditor({ session, store }: { session: EditorSession; store: EditorStore }) {
  const editor = useRef<EditorHandle>(null);
  const dirty = useStore(store, isDirty);
  const { leaveTo } = useLeaveGuard(dirty, () => editor.current?.askToLeave() ?? true);
  // The editor has asked (or saved) before it calls these, so the page does not ask again.
  const leave = (to: string) => leaveTo(to, { ask: false });
  const { lang, pictureSet, product } = session.init.context;
  const shown = useMemo(() => ({ lang, subjectName: pictureSet.subject.name }), [lang, pictureSet]);
  useEffect(() => recordEditorStates(store, product.uuid, shown), [store, product.uuid, shown]);
  return (
    <Editor
      ref={editor}
      store={store}
      onLeave={() => leave(session.backTo)}
      onAddToCart={async (items) => leave(await addToCart(items, shown))}
      // Update mode always names its line; create mode never updates.
      onUpdateCart={async (doc) => leave(await updateCart(session.init.context.lineUuid!, doc, shown))}
    />
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error instanceof UnreadableTemplateError) console.error('The editor could not read the template', error.message);
  }, [error]);

  if (error instanceof NoPictureSetError) {
    return (
      <EditorPageMessage>
        <Text>{t('editorPage.noPictureSet')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t('entry.addPictures')}</RouterLink>
        </Button>
      </EditorPageMessage>
    );
  }
  const message = error instanceof UnreadableTemplateError ? t('editorPage.unreadable') : errorText(error, t('common.networkError'));
  return (
    <EditorPageMessage>
      <ErrorAlert message={message} />
      {worthRetrying(error) ? (
        <Button colorPalette="brand" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </EditorPageMessage>
  );
}
