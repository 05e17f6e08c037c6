/**
 * One crop gesture on the canvas as a plain object (as tldraw's TranslatingCrop state): begin on
 * the picture under the pointer, move with the finger, fingers or wheel, end by writing the crop
 * once (cropCommit), or cancel. While it moves only the touched photo node changes (`show`); the
 * maths is cropGestures', from the crop the gesture began with. The React hook only feeds it
 * use-gesture's events, so tests drive this same object without a browser.
 */
import type { Point, Rect } from '../../engine/layout/geometry';
import type { PartFit } from '../../engine/react';
import { cropSubject, dragCrop, pinchCrop, wheelCrop, type CropSubject } from '../gestures/cropGestures';
import { partSlotFrames, slotAt, type SlotFrame } from '../gestures/slotFrame';
import { currentPart, renderedDoc, type EditorStore } from '../store';
import { commitCrop, cropMoved, movablePicture, type MovablePicture } from './cropCommit';

export type CropGestureKind = 'drag' | 'pinch' | 'wheel';

/** What the gesture needs of the canvas. */
export interface CropGestureCanvas {
  /** Where the drawing is on screen now: its fit and its top-left in client px; null before it is drawn. */
  placement(): { fit: PartFit; origin: Point } | null;
  /** Shows a crop on the touched photo's node while the gesture moves. */
  show(picture: MovablePicture, crop: Rect): void;
  /** The canvas draws lighter while a gesture is under way. */
  setMoving(moving: boolean): void;
  /** At the lift: the drawn node already shows the crop the store is about to get, so keep it. */
  keep(slotId: string, crop: Rect): void;
  /** Runs `run` in a task of its own once the frame after the lift is drawn. */
  afterFrame(run: () => void): void;
}

/** Where the pointer is (CSS px) and, for a pinch, the fingers' distance; for a wheel, the scroll since it began (px). */
export interface CropGestureInput {
  pointer: Point;
  distance?: number;
  wheelDeltaY?: number;
}

export interface CropGesture {
  /** The kind under way, or null. */
  readonly kind: CropGestureKind | null;
  /** Starts on the movable picture under `pointer`; false when there is none. A pinch begun during a drag carries on from it. */
  begin(kind: CropGestureKind, input: CropGestureInput): boolean;
  move(input: CropGestureInput): void;
  /**
   * The finger lifted: the crop goes to the store once, if it moved, after the lift's frame (the
   * drawn node shows it already): the lift's frame stays light, and the store's change and the
   * render it causes run in a task of their own.
   */
  end(): void;
  /** Writes a lifted gesture's crop now, if it still waits for its frame: what reads the store next sees it. */
  flush(): void;
  /** Stops without writing anything; the next render shows the stored crop. */
  cancel(): void;
}

interface Active {
  kind: CropGestureKind;
  picture: MovablePicture;
  subject: CropSubject;
  frame: SlotFrame;
  pointerAtStart: Point;
  distanceAtStart: number;
  crop: Rect;
}

export function createCropGesture(store: EditorStore, canvas: CropGestureCanvas): CropGesture {
  let active: Active | null = null;
  let waiting: { slotId: string; crop: Rect } | null = null;

  const flush = () => {
    const lifted = waiting;
    waiting = null;
    if (lifted) commitCrop(store, lifted.slotId, lifted.crop);
  };

  const setActive = (next: Active | null) => {
    if ((active === null) !== (next === null)) canvas.setMoving(next !== null);
    active = next;
  };

  const cropFor = (gesture: Active, input: CropGestureInput): Rect => {
    const { subject, frame, pointerAtStart } = gesture;
    switch (gesture.kind) {
      case 'drag':
        // From the press itself: the photo stays under the finger.
        return dragCrop(subject, { x: input.pointer.x - pointerAtStart.x, y: input.pointer.y - pointerAtStart.y }, frame);
      case 'pinch':
        return pinchCrop(subject, (input.distance ?? gesture.distanceAtStart) / gesture.distanceAtStart, pointerAtStart, input.pointer, frame);
      case 'wheel':
        return wheelCrop(subject, input.wheelDeltaY ?? 0, pointerAtStart, frame);
    }
  };

  return {
    get kind() {
      return active?.kind ?? null;
    },
    begin(kind, input) {
      // The gesture starts from what the store holds: the last lift's crop included.
      flush();
      const shown = canvas.placement();
      const continuing = kind === 'pinch' ? active : null;
      if (!shown) return false;
      const state = store.getState();
      const frames = partSlotFrames(renderedDoc(state).template, currentPart(state), shown.fit, shown.origin);
      const picture = movablePicture(state, continuing?.picture.slotId ?? slotAt(frames, input.pointer)?.slotId);
      const frame = picture && frames.find((f) => f.slotId === picture.slotId);
      const distance = input.distance ?? 0;
      if (!picture || !frame || (kind === 'pinch' && distance <= 0)) {
        setActive(null);
        return false;
      }
      const subject = cropSubject(picture.resource, picture.slot);
      const from = continuing?.picture.slotId === picture.slotId ? { ...subject, crop: continuing.crop } : subject;
      setActive({ kind, picture, subject: from, frame, pointerAtStart: input.pointer, distanceAtStart: distance, crop: from.crop });
      return true;
    },
    move(input) {
      if (!active) return;
      active.crop = cropFor(active, input);
      canvas.show(active.picture, active.crop);
    },
    end() {
      const gesture = active;
      if (!gesture) return;
      setActive(null);
      const start = cropSubject(gesture.picture.resource, gesture.picture.slot).crop;
      if (!cropMoved(start, gesture.crop)) return;
      canvas.keep(gesture.picture.slotId, gesture.crop);
      waiting = { slotId: gesture.picture.slotId, crop: gesture.crop };
      canvas.afterFrame(flush);
    },
    flush,
    cancel() {
      setActive(null);
    },
  };
}
