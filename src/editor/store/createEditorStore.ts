/**
 * The editor's store: the document under zundo's history, the view state beside it. Only a
 * change of `doc` is a history step; opening the editor is not one (the history starts empty).
 */
import { temporal, type TemporalState } from 'zundo';
import { createStore, type StoreApi } from 'zustand';
import { findSlot } from '../../engine/model';
import { applyPatch, mergePatch, sameDocument } from './document';
import type { DocumentPatch, EditorDocument, EditorInit, EditorState } from './types';

/** Steps kept for undo; the issue asks for at least 100. */
export const HISTORY_LIMIT = 200;

type HistoryEntry = { doc: EditorDocument };

export type EditorStore = StoreApi<EditorState> & { temporal: StoreApi<TemporalState<HistoryEntry>> };

/** The document as the canvas shows it: doc with the open view's draft applied. */
export const renderedDoc = (state: Pick<EditorState, 'doc' | 'draft'>): EditorDocument => applyPatch(state.doc, state.draft);

/** The open view changed something (Cancel then asks before discarding). */
export const draftChanged = (state: Pick<EditorState, 'doc' | 'draft'>): boolean =>
  state.draft !== null && !sameDocument(state.doc, renderedDoc(state));

export function createEditorStore(init: EditorInit): EditorStore {
  // Read-only uploads nothing: an upload would be stored on the account of whoever is looking.
  const context = init.context.mode === 'read-only' ? { ...init.context, options: { ...init.context.options, allowOwnPhotos: false } } : init.context;
  const firstPart = init.currentPartId ?? init.doc.template.parts[0].id;
  const store = createStore<EditorState>()(
    temporal(
      (set, get) => {
        /** Sets doc when the patch changes what would print; returns whether it did. */
        const step = (patch: DocumentPatch): boolean => {
          const { doc } = get();
          const next = applyPatch(doc, patch);
          if (sameDocument(doc, next)) return false;
          set({ doc: next, currentPartId: partAfter(next, get().currentPartId) });
          return true;
        };
        return {
          doc: init.doc,
          openingDoc: init.doc,
          view: init.view ?? 'main',
          currentPartId: firstPart,
          currentResourceId: null,
          draft: null,
          context,
          actions: {
            openView(view, resourceId = null) {
              const { doc, currentPartId } = get();
              const partId = resourceId ? (findSlot(doc.template, resourceId)?.part.id ?? currentPartId) : currentPartId;
              set({ view, currentResourceId: resourceId, currentPartId: partId, draft: null });
            },
            backToMain() {
              set({ view: 'main', currentResourceId: null, draft: null });
            },
            selectPart(partId) {
              if (get().doc.template.parts.some((p) => p.id === partId)) set({ currentPartId: partId });
            },
            updateDraft(patch) {
              set({ draft: mergePatch(get().draft, patch) });
            },
            commitDraft() {
              const { draft } = get();
              if (draft) step(draft);
              set({ draft: null });
            },
            discardDraft() {
              set({ draft: null });
            },
            commit(patch) {
              step(patch);
            },
            undo() {
              const state = get();
              if (draftChanged(state)) {
                set({ draft: null });
                return;
              }
              store.temporal.getState().undo();
              set({ currentPartId: partAfter(get().doc, get().currentPartId) });
            },
            redo() {
              if (draftChanged(get())) return;
              store.temporal.getState().redo();
              set({ currentPartId: partAfter(get().doc, get().currentPartId) });
            },
          },
        };
      },
      {
        limit: HISTORY_LIMIT,
        partialize: (state): HistoryEntry => ({ doc: state.doc }),
        // Only a new document is a step; view, part and draft changes are not.
        equality: (past, current) => past.doc === current.doc,
      },
    ),
  ) as EditorStore;
  return store;
}

/** The current part stays when the document still has it (a template change may not). */
function partAfter(doc: EditorDocument, partId: string): string {
  return doc.template.parts.some((p) => p.id === partId) ? partId : doc.template.parts[0].id;
}
