/** Actions on the whole editor: undo, redo and replace-all. */
import { findSlot } from '../../engine/model';
import { draftChanged, renderedDoc } from '../store';
import { replaceAllPatch, replaceAllTargets } from '../views/image/replaceAll';
import { pictureInView } from './pictureActions';
import type { EditorAction } from './types';

export const undoAction: EditorAction = {
  id: 'undo',
  label: 'undo',
  keys: ['Mod+z'],
  scope: 'editor',
  enabled: ({ store }) => store.temporal.getState().pastStates.length > 0 || draftChanged(store.getState()),
  perform: ({ store }) => store.getState().actions.undo(),
};

export const redoAction: EditorAction = {
  id: 'redo',
  label: 'redo',
  keys: ['Mod+Shift+z', 'Ctrl+y'],
  scope: 'editor',
  enabled: ({ store }) => store.temporal.getState().futureStates.length > 0 && !draftChanged(store.getState()),
  perform: ({ store }) => store.getState().actions.redo(),
};

/** Puts the image view's picture into every other field that allows it (into the draft: Done commits it). */
export const replaceAllAction: EditorAction = {
  id: 'replace-all',
  label: 'replaceAll',
  keys: [],
  scope: 'picture',
  enabled(context) {
    const picture = pictureInView(context);
    const facts = picture && context.pictureFacts?.(picture.resource.pictureUuid);
    if (!picture || !facts) return false;
    return replaceAllTargets(renderedDoc(context.store.getState()).template, picture.slotId, facts).length > 0;
  },
  perform(context) {
    const picture = pictureInView(context);
    const facts = picture && context.pictureFacts?.(picture.resource.pictureUuid);
    if (!picture || !facts) return;
    const { template } = renderedDoc(context.store.getState());
    if (!findSlot(template, picture.slotId)) return;
    context.store.getState().actions.updateDraft({ images: replaceAllPatch(template, picture.slotId, picture.resource, facts) });
  },
};
