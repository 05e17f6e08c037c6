/**
 * The editor as the shop sees it: the component and its props, the store a page makes for it,
 * and the texts the shop registers (or adds on demand with ensureEditorTexts).
 */
export { Editor } from './Editor';
export type { EditorHandle, EditorProps } from './EditorProps';
export { preloadFirstCanvas } from './canvas/preloadFirstCanvas';
export { hostPictureSources, pictureLocatorFor, PREVIEW_PICTURE_SIZE } from './canvas/pictureSources';
export {
  createEditorStore,
  isDirty,
  type EditorContext,
  type EditorDocument,
  type EditorInit,
  type EditorMode,
  type EditorOptions,
  type EditorState,
  type EditorStore,
  type EditorView,
} from './store';
export { EDITOR_NAMESPACE, editorResources, ensureEditorTexts, type EditorStrings } from './i18n';
