/**
 * Touch and mouse on the editor's canvas: a drag pans the picture, two fingers pinch-zoom it,
 * the mouse wheel zooms it, a tap on the main view opens the field under it. During a gesture
 * only the touched photo node moves (livePhoto); the crop reaches the store once, at the end
 * (cropCommit). The maths is cropGestures', from the crop the gesture started with.
 */
import { useGesture } from '@use-gesture/react';
import { useRef, type RefObject } from 'react';
import type { Point, Rect } from '../../engine/layout/geometry';
import type { PartCanvasHandle, PartFit } from '../../engine/react';
import { cropSubject, dragCrop, pinchCrop, wheelCrop, type CropSubject } from '../gestures/cropGestures';
import { partSlotFrames, slotAt, type SlotFrame } from '../gestures/slotFrame';
import { currentPart, renderedDoc, useEditorStore } from '../store';
import { commitCrop, cropMoved, movablePicture, type MovablePicture } from './cropCommit';
import { showLiveCrop } from './livePhoto';
import { editableSlotFrames, tapOpening } from './slotHits';

interface ActiveGesture {
  kind: 'drag' | 'pinch' | 'wheel';
  picture: MovablePicture;
  subject: CropSubject;
  frame: SlotFrame;
  /** Where the pinch's fingers or the wheel's pointer were at the start (CSS px). */
  originAtStart: Point;
  /** The fingers' distance at the start of a pinch. */
  distanceAtStart: number;
  /** The crop shown now; written to the store at the end. */
  crop: Rect;
}

const point = ([x, y]: [number, number]): Point => ({ x, y });

/** Binds the gestures to `surfaceRef` (the canvas area); `canvasRef` is the PartCanvas drawn in it. */
export function useCropGestures(surfaceRef: RefObject<HTMLElement | null>, canvasRef: RefObject<PartCanvasHandle | null>): void {
  const store = useEditorStore();
  const active = useRef<ActiveGesture | null>(null);

  /** The gesture under way; the canvas draws lighter while there is one. */
  const setActive = (gesture: ActiveGesture | null) => {
    if ((active.current === null) !== (gesture === null)) canvasRef.current?.setMoving(gesture !== null);
    active.current = gesture;
  };

  /** Where the drawing is on screen now: its fit and its top-left in client px. */
  const placement = (): { fit: PartFit; origin: Point } | null => {
    const handle = canvasRef.current;
    const container = handle?.stage?.container();
    if (!handle?.fit || !container) return null;
    const box = container.getBoundingClientRect();
    return { fit: handle.fit, origin: { x: box.left, y: box.top } };
  };

  const begin = (kind: ActiveGesture['kind'], at: Point, distance = 0, continuing?: ActiveGesture | null): ActiveGesture | null => {
    const shown = placement();
    if (!shown) return null;
    const state = store.getState();
    const frames = partSlotFrames(renderedDoc(state).template, currentPart(state), shown.fit, shown.origin);
    // A pinch that starts during a drag works on the dragged picture, from where the drag left it.
    const picture = movablePicture(state, continuing?.picture.slotId ?? slotAt(frames, at)?.slotId);
    const frame = picture && frames.find((f) => f.slotId === picture.slotId);
    if (!picture || !frame) return null;
    const subject = cropSubject(picture.resource, picture.slot);
    const from = continuing?.picture.slotId === picture.slotId ? { ...subject, crop: continuing.crop } : subject;
    return { kind, picture, subject: from, frame, originAtStart: at, distanceAtStart: distance, crop: from.crop };
  };

  const move = (gesture: ActiveGesture, crop: Rect) => {
    gesture.crop = crop;
    const handle = canvasRef.current;
    if (handle) showLiveCrop(handle, gesture.picture, crop);
  };

  const end = (gesture: ActiveGesture) => {
    setActive(null);
    const start = cropSubject(gesture.picture.resource, gesture.picture.slot).crop;
    if (cropMoved(start, gesture.crop)) commitCrop(store, gesture.picture.slotId, gesture.crop);
  };

  const tap = (at: Point) => {
    const state = store.getState();
    const shown = placement();
    if (state.view !== 'main' || !shown) return;
    const opening = tapOpening(editableSlotFrames(renderedDoc(state).template, currentPart(state), shown.fit, shown.origin), at);
    if (opening) state.actions.openView(opening.view, opening.resourceId);
  };

  useGesture(
    {
      onDrag: ({ first, last, xy, initial, tap: isTap, pinching, canceled, cancel }) => {
        if (pinching) {
          cancel();
          return;
        }
        if (isTap) {
          if (last) tap(point(xy));
          return;
        }
        if (first) setActive(begin('drag', point(initial)));
        const gesture = active.current;
        if (gesture?.kind !== 'drag') return;
        if (canceled) {
          setActive(null);
          return;
        }
        // From the press itself, not from where the tap threshold was crossed: the photo stays under the finger.
        move(gesture, dragCrop(gesture.subject, { x: xy[0] - initial[0], y: xy[1] - initial[1] }, gesture.frame));
        if (last) end(gesture);
      },
      onPinch: ({ first, last, da, origin }) => {
        if (first) setActive(begin('pinch', point(origin), da[0], active.current));
        const gesture = active.current;
        if (gesture?.kind !== 'pinch' || gesture.distanceAtStart <= 0) {
          if (last) setActive(null);
          return;
        }
        move(gesture, pinchCrop(gesture.subject, da[0] / gesture.distanceAtStart, gesture.originAtStart, point(origin), gesture.frame));
        if (last) end(gesture);
      },
      onWheel: ({ first, last, movement, xy, event }) => {
        // The page behind the full-screen editor must not scroll or zoom.
        event.preventDefault();
        if (first) setActive(begin('wheel', point(xy)));
        const gesture = active.current;
        if (gesture?.kind !== 'wheel') return;
        move(gesture, wheelCrop(gesture.subject, movement[1], gesture.originAtStart, gesture.frame));
        if (last) end(gesture);
      },
    },
    {
      target: surfaceRef,
      eventOptions: { passive: false },
      // Arrow keys are the editor's nudge actions, not a keyboard drag.
      drag: { filterTaps: true, keys: false },
      pinch: { pinchOnWheel: false },
    },
  );
}
