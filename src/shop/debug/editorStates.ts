/**
 * While the tab records (/debug), every document the editor's store holds (the opening one, each
 * history step, each undo and redo) goes into the recording with its time, so support can replay
 * the customer's product through the engine: rrweb alone cannot show the Konva canvas, and it
 * masks what the customer typed.
 */
import type { EditorDocument, EditorStore } from '../../editor';
import { freezeTexts } from '../../engine/model';
import { recordEditorState } from './recorder';
import { hasRecordingConsent } from './recordingSession';

/** What the editor showed: the language and the subject's name its default texts were filled with. */
interface ShownAs {
  lang: 'nb' | 'en';
  subjectName: string;
}

/** The document frozen the way a cart line is, so the replay draws the words the customer saw. */
const stateOf = (doc: EditorDocument, productUuid: string, shown: ShownAs) => ({
  at: Date.now(),
  productUuid,
  template: { uuid: doc.template.uuid, version: doc.template.version },
  templateData: { year: doc.year, lang: shown.lang, userResources: freezeTexts(doc.template, doc.resources, { ...shown, year: doc.year }) },
});

/** Follows the store's document; answers the unsubscribe. Does nothing unless the tab records. */
export function recordEditorStates(store: EditorStore, productUuid: string, shown: ShownAs): () => void {
  if (!hasRecordingConsent()) return () => undefined;
  recordEditorState(stateOf(store.getState().doc, productUuid, shown));
  return store.subscribe((state, previous) => {
    if (state.doc !== previous.doc) recordEditorState(stateOf(state.doc, productUuid, shown));
  });
}
