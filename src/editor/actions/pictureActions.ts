/**
 * Actions on the picture the image view edits: rotate, the effects, zoom and nudge. Each changes
 * the view's draft (Done makes it one history step).
 */
import { rotateCropRect } from '../../engine/layout/crop';
import { nextRotation } from '../../engine/layout/rotation';
import { effectiveEffect, findSlot, type ImageResource, type ImageSlot, type Part, type PictureEffect } from '../../engine/model';
import { canNudge, canZoom, cropSubject, nudgeCrop, zoomStepCrop, type NudgeDirection } from '../gestures/cropGestures';
import { renderedDoc } from '../store';
import type { ActionContext, EditorAction } from './types';

export interface PictureInView {
  slotId: string;
  slot: ImageSlot;
  part: Part;
  resource: ImageResource;
}

/** The image view's field and the picture in it (draft included), when there is one. */
export function pictureInView({ store }: ActionContext): PictureInView | null {
  const state = store.getState();
  if (state.view !== 'image' || !state.currentResourceId) return null;
  const doc = renderedDoc(state);
  const found = findSlot(doc.template, state.currentResourceId);
  const resource = doc.resources.images[state.currentResourceId];
  if (found?.slot.kind !== 'image' || !resource) return null;
  return { slotId: state.currentResourceId, slot: found.slot, part: found.part, resource };
}

const editable = (context: ActionContext): PictureInView | null => {
  const picture = pictureInView(context);
  return picture && !picture.slot.disableEdit ? picture : null;
};

/** Rotate, Black/White, Sepia, Original: the Edit image tab, hidden when the shop disables it. */
const toolbox = (context: ActionContext): PictureInView | null =>
  context.store.getState().context.options.disableImageToolbox ? null : editable(context);

function change(context: ActionContext, picture: PictureInView, next: ImageResource): void {
  context.store.getState().actions.updateDraft({ images: { [picture.slotId]: next } });
}

export const rotateAction: EditorAction = {
  id: 'rotate',
  label: 'rotate',
  keys: ['r'],
  scope: 'picture',
  enabled: (context) => toolbox(context) !== null,
  perform(context) {
    const picture = toolbox(context);
    if (!picture) return;
    const { resource, slot } = picture;
    const rotation = nextRotation(resource.rotation);
    const source = { width: resource.sourceWidth, height: resource.sourceHeight };
    const size = { width: slot.rect.width, height: slot.rect.height };
    // A stored crop follows the same spot of the photo; the default crop stays the default.
    const cropRect = resource.cropRect ? rotateCropRect(resource.cropRect, source, size, resource.rotation, rotation) : null;
    change(context, picture, { ...resource, rotation, cropRect });
  },
};

function effectAction(id: string, label: EditorAction['label'], effect: PictureEffect, keys: string[]): EditorAction {
  return {
    id,
    label,
    keys,
    scope: 'picture',
    enabled: (context) => toolbox(context) !== null,
    active(context) {
      const picture = pictureInView(context);
      return picture !== null && effectiveEffect(picture.part, picture.resource) === effect;
    },
    perform(context) {
      const picture = toolbox(context);
      if (picture) change(context, picture, { ...picture.resource, overrideEffect: effect });
    },
  };
}

export const blackWhiteAction = effectAction('effect-bw', 'blackWhite', 'bw', ['b']);
export const sepiaAction = effectAction('effect-sepia', 'sepia', 'sepia', ['s']);
export const originalAction = effectAction('effect-original', 'original', 'original', ['o']);

function zoomAction(direction: 'in' | 'out'): EditorAction {
  return {
    id: `zoom-${direction}`,
    label: direction === 'in' ? 'zoomIn' : 'zoomOut',
    keys: direction === 'in' ? ['+', '='] : ['-'],
    scope: 'picture',
    enabled(context) {
      const picture = editable(context);
      return picture !== null && canZoom(cropSubject(picture.resource, picture.slot), direction);
    },
    perform(context) {
      const picture = editable(context);
      if (!picture) return;
      const cropRect = zoomStepCrop(cropSubject(picture.resource, picture.slot), direction);
      change(context, picture, { ...picture.resource, cropRect });
    },
  };
}

export const zoomInAction = zoomAction('in');
export const zoomOutAction = zoomAction('out');

const NUDGE_LABELS = { left: 'nudgeLeft', right: 'nudgeRight', up: 'nudgeUp', down: 'nudgeDown' } as const;
const NUDGE_KEYS = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown' } as const;

function nudgeAction(direction: NudgeDirection): EditorAction {
  return {
    id: `nudge-${direction}`,
    label: NUDGE_LABELS[direction],
    keys: [NUDGE_KEYS[direction]],
    scope: 'picture',
    enabled(context) {
      const picture = editable(context);
      return picture !== null && canNudge(cropSubject(picture.resource, picture.slot), direction);
    },
    perform(context) {
      const picture = editable(context);
      if (!picture) return;
      const cropRect = nudgeCrop(cropSubject(picture.resource, picture.slot), direction);
      change(context, picture, { ...picture.resource, cropRect });
    },
  };
}

export const nudgeLeftAction = nudgeAction('left');
export const nudgeRightAction = nudgeAction('right');
export const nudgeUpAction = nudgeAction('up');
export const nudgeDownAction = nudgeAction('down');
