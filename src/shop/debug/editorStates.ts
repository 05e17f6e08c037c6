/**
 * While the tab records (/debug), every document the editor's store holds (the opening one, each
 * history step, each undo and redo) goes into the recording with its time, so support can replay
 * the customer's product through the engine: rrweb alone cannot show the Konva canvas, and it
 * masks what the customer typed.
 */
import type { EditorDocument, EditorStore } from '../../editor';
import { recordEditorState } from './recorder';
import { hasRecordingConsent } from './recordingSession';

const stateOf = (doc: EditorDocument, productUuid: string) => ({
  at: Date.now(),
  productUuid,
  template: { uuid: doc.template.uuid, version: doc.template.version },
  templateData: { year: doc.year, userResources: doc.resources },
});

/** Follows the store's document; answers the unsubscribe. Does nothing unless the tab records. */
export function recordEditorStates(store: EditorStore, productUuid: string): () => void {
  if (!hasRecordingConsent()) return () => undefined;
  recordEditorState(stateOf(store.getState().doc, productUuid));
  return store.subscribe((state, previous) => {
    if (state.doc !== previous.doc) recordEditorState(stateOf(state.doc, productUuid));
  });
}
