import { lazyModule } from '../loading/lazyModule';

/** The editor's sessions with the editor and Konva: the editor page's largest script, loaded once, as early as a page knows it leads there. */
export const editorSessionCode = lazyModule(() => import('./EditorSessionPage'));
