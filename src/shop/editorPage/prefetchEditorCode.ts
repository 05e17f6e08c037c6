/**
 * The editor's code, asked for before it is needed. A failure here is the page's to show, when it
 * asks again.
 */
import { preloadLazyCode } from '../loading/lazyCode';
import { editorPageCode } from './editorPageCode';
import { editorSessionCode } from './editorSessionCode';

export const prefetchEditorPage = (): void => void editorPageCode.load().catch(() => undefined);

export const prefetchEditorSession = (): void => void editorSessionCode.load().catch(() => undefined);

/**
 * For a screen that leads to the editor (the shell hands it to the template lists): both, fetched
 * and compiled but not run, so the screen's page stays free for taps; a tile's import() runs them.
 * Loaded outright where the page does not list their files (the dev server).
 */
export function prefetchEditorCode(): void {
  if (!preloadLazyCode('editorPage')) prefetchEditorPage();
  if (!preloadLazyCode('editor')) prefetchEditorSession();
}
