/**
 * The editor as the shop sees it: the component and its props, the store a page makes for it,
 * the texts the shop registers (or adds on demand with ensureEditorTexts), and the picture
 * lookup and sizing the shop's own drawings of templates share with it. The shop imports the
 * editor only through this file (.dependency-cruiser.cjs).
 */
export { Editor } from './Editor';
export type { EditorHandle, EditorProps } from './EditorProps';
export { preloadFirstCanvas } from './canvas/preloadFirstCanvas';
export { EditorMediaProvider } from './canvas/EditorMedia';
export { useElementSize } from './canvas/useElementSize';
export { hostPictureSources, PictureLocator, pictureLocatorFor, PREVIEW_PICTURE_SIZE, THUMBNAIL_PICTURE_SIZE, type PictureLocation } from './media/pictureSources';
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
