/**
 * Where a gesture on the canvas acts and where its result goes (STYLE.md habit 2): in the image
 * view on the picture being edited, into the view's draft (Done makes it a step); on the main
 * view on the touched picture, as one history step when the finger lifts. Pure over the store.
 */
import type { Rect } from '../../engine/layout/geometry';
import { findSlot, type ImageResource, type ImageSlot, type Part } from '../../engine/model';
import { renderedDoc, type EditorState, type EditorStore } from '../store';

export interface MovablePicture {
  slotId: string;
  slot: ImageSlot;
  part: Part;
  resource: ImageResource;
}

/**
 * The picture a gesture moves: in the image view the one being edited, wherever the finger
 * lands (a bigger target on a phone); on the main view the one under the finger. Empty slots
 * and slots that disable editing do not move; other views only show the canvas.
 */
export function movablePicture(state: Pick<EditorState, 'view' | 'currentResourceId' | 'doc' | 'draft'>, slotIdUnderPointer: string | undefined): MovablePicture | null {
  const slotId = state.view === 'image' ? state.currentResourceId : state.view === 'main' ? slotIdUnderPointer : undefined;
  if (!slotId) return null;
  const doc = renderedDoc(state);
  const found = findSlot(doc.template, slotId);
  const resource = doc.resources.images[slotId];
  if (found?.slot.kind !== 'image' || found.slot.disableEdit || !resource) return null;
  return { slotId, slot: found.slot, part: found.part, resource };
}

/** Whether a gesture moved the crop at all (a press without movement writes nothing). */
export function cropMoved(start: Rect, end: Rect): boolean {
  const tolerance = 1e-6 * Math.max(start.width, start.height);
  return (
    Math.abs(start.x - end.x) > tolerance ||
    Math.abs(start.y - end.y) > tolerance ||
    Math.abs(start.width - end.width) > tolerance ||
    Math.abs(start.height - end.height) > tolerance
  );
}

/** The end of a gesture: the crop written once, into the image view's draft or as one history step. */
export function commitCrop(store: EditorStore, slotId: string, cropRect: Rect): void {
  const state = store.getState();
  const resource = renderedDoc(state).resources.images[slotId];
  if (!resource) return;
  const patch = { images: { [slotId]: { ...resource, cropRect } } };
  if (state.view === 'image') state.actions.updateDraft(patch);
  else state.actions.commit(patch);
}
