/** Derived facts the views read (pure: they take the store's state). */
import { isComplete as templateComplete, isPartComplete } from '../../engine/model';
import { draftChanged, renderedDoc } from './createEditorStore';
import { sameDocument } from './document';
import type { EditorState } from './types';

export { draftChanged, renderedDoc };

/** The document differs from the one the editor opened with, or the open view changed something. */
export const isDirty = (state: Pick<EditorState, 'doc' | 'draft' | 'openingDoc'>): boolean =>
  !sameDocument(state.doc, state.openingDoc) || draftChanged(state);

/** Every part has its required pictures: Add to cart / Update cart may be pressed. */
export function isComplete(state: Pick<EditorState, 'doc' | 'draft'>): boolean {
  const doc = renderedDoc(state);
  return templateComplete(doc.template, doc.resources);
}

export function partCompleted(state: Pick<EditorState, 'doc' | 'draft'>, partId: string): boolean {
  const doc = renderedDoc(state);
  const part = doc.template.parts.find((p) => p.id === partId);
  return part ? isPartComplete(part, doc.resources) : false;
}

/** The part on screen. */
export function currentPart(state: Pick<EditorState, 'doc' | 'draft' | 'currentPartId'>) {
  const { template } = renderedDoc(state);
  return template.parts.find((p) => p.id === state.currentPartId) ?? template.parts[0];
}
