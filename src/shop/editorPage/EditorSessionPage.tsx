/**
 * The editor's sessions (spec 2 §2.4, §2.13), the part of the editor's pages that comes with the
 * editor and Konva: a create page opens a product's template filled for the current picture set;
 * an update page opens a cart line again. EditorPage shows the page's frame (and the template's
 * preview) while this module loads.
 */
import { Button, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Editor, ensureEditorTexts, isDirty, type EditorHandle, type EditorStore } from '../../editor';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { useLeaveGuard } from '../leaving/useLeaveGuard';
import { errorText } from '../forms/errorText';
import { currentLanguage, i18n } from '../i18n/i18n';
import { useSessionStore } from '../session/sessionStore';
import { useSettingsStore } from '../settings/settingsStore';
import { addToCart, updateCart } from '../editorSession/cartSteps';
import { CART_PATH } from '../routes';
import { routeBackTarget, type CreateTarget } from '../editorSession/editorRoutes';
import { EditorPageFrame, EditorPageMessage, EditorSkeleton } from '../editorSession/EditorPageFrame';
import { editorOptionsFrom, UnreadableTemplateError, worthRetrying } from '../editorSession/editorSession';
import { loadCreateSession, loadUpdateSession, NoOrderLineError, NoPictureSetError, PackageLineError, type EditorSession, type EditorSessionEnv } from '../editorSession/loadEditorSession';
import { useEditorSession } from '../editorSession/useEditorSession';
import { recordEditorStates } from '../debug/editorStates';
import { markOnce } from '../../engine/react';

// The editor's code (Konva and the editor) has run (bench:editor:stages).
markOnce('editor:code');

// Only an update page of a package line needs the package editor: a create page does not wait for its code.
const PackageLinePage = lazy(() => import('../packages/PackageEditorPage').then((m) => ({ default: m.PackageLinePage })));

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

/** A new product from a template; `preview` is the template's picture drawn by the server, shown until the canvas is drawn. */
export function CreateSessionPage({ target, preview }: { target: CreateTarget; preview: string }) {
  const { productUuid, templateUuid, type, category } = target;
  const load = useCallback(() => loadCreateSession({ productUuid, templateUuid, type, category }, editorEnv()), [productUuid, templateUuid, type, category]);
  return <EditorSessionPage load={load} backWhileLoading={routeBackTarget(target)} preview={preview} />;
}

/** A cart line made again, saved with Update cart. */
export function UpdateSessionPage({ lineUuid }: { lineUuid: string }) {
  const load = useCallback(() => loadUpdateSession(lineUuid, editorEnv()), [lineUuid]);
  return <EditorSessionPage load={load} backWhileLoading={CART_PATH} />;
}

function EditorSessionPage({ load, backWhileLoading, preview }: { load: () => Promise<EditorSession>; backWhileLoading: string; preview?: string }) {
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
        <Suspense fallback={<EditorSkeleton />}>
          <PackageLinePage line={state.error.line} />
        </Suspense>
      </main>
    );
  }

  if (state.status === 'ready') {
    return (
      <main id="main">
        <ReadyEditor session={state.session} store={state.store} preview={preview} />
      </main>
    );
  }

  return (
    <EditorPageFrame backTo={backWhileLoading}>
      {state.status === 'loading' || missingLine ? <EditorSkeleton preview={preview} /> : <LoadFailure error={state.error} onRetry={retry} />}
    </EditorPageFrame>
  );
}

/**
 * The editor asks its own 'Unsaved changes' for its Back and Cancel; the page asks it too for the
 * browser's Back (a phone's back gesture), which the editor does not see.
 */
function ReadyEditor({ session, store, preview }: { session: EditorSession; store: EditorStore; preview?: string }) {
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
      preview={preview}
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
