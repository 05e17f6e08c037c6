/**
 * The editor's code, asked for before it is needed. A failure here is the page's to show, when it
 * asks again.
 */
import { editorPageCode } from './editorPageCode';
import { editorSessionCode } from './editorSessionCode';

export const prefetchEditorPage = (): void => void editorPageCode.load().catch(() => undefined);

export const prefetchEditorSession = (): void => void editorSessionCode.load().catch(() => undefined);

/** Both, for a screen that leads to the editor (the shell hands it to the template lists). */
export function prefetchEditorCode(): void {
  prefetchEditorPage();
  prefetchEditorSession();
}
