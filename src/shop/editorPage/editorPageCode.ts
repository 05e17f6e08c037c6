import { lazyModule } from '../loading/lazyModule';

/** The editor's pages: their frame with the template's preview, small and shown at once while the editor's own code loads. */
export const editorPageCode = lazyModule(() => import('./EditorPage'));
