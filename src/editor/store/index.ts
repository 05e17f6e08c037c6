/** The editor's store (zustand + zundo): the document with its history, the view state beside it. */
export { createEditorStore, HISTORY_LIMIT, type EditorStore } from './createEditorStore';
export { applyPatch, mergePatch, sameDocument } from './document';
export { currentPart, draftChanged, isComplete, isDirty, partCompleted, renderedDoc } from './selectors';
export { EditorStoreProvider, useEditor, useEditorActions, useEditorSlice, useEditorStore } from './react';
export {
  EDITOR_VIEWS,
  type DocumentPatch,
  type EditorActions,
  type EditorContext,
  type EditorDocument,
  type EditorInit,
  type EditorMode,
  type EditorOptions,
  type EditorState,
  type EditorView,
} from './types';
