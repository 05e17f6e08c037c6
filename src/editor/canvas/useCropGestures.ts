/**
 * Touch and mouse on the editor's canvas: a drag pans the picture, two fingers pinch-zoom it,
 * the mouse wheel zooms it, a tap on the main view opens the field under it. This hook only
 * binds use-gesture's events to one crop gesture object (cropGesture.ts) and to the tap.
 */
import { useGesture } from '@use-gesture/react';
import { startTransition, useEffect, useState, type RefObject } from 'react';
import type { Point } from '../../engine/layout/geometry';
import type { PartCanvasHandle, PartFit } from '../../engine/react';
import { currentPart, renderedDoc, useEditorStore } from '../store';
import { createCropGesture } from './cropGesture';
import { showLiveCrop } from './livePhoto';
import { editableSlotFrames, tapOpening } from './slotHits';

const point = ([x, y]: [number, number]): Point => ({ x, y });

/** Where the drawing is on screen now: its fit and its top-left in client px. */
function placementOf(handle: PartCanvasHandle | null): { fit: PartFit; origin: Point } | null {
  const container = handle?.stage?.container();
  if (!handle?.fit || !container) return null;
  const box = container.getBoundingClientRect();
  return { fit: handle.fit, origin: { x: box.left, y: box.top } };
}

/** Binds the gestures to `surfaceRef` (the canvas area); `canvasRef` is the PartCanvas drawn in it. */
export function useCropGestures(surfaceRef: RefObject<HTMLElement | null>, canvasRef: RefObject<PartCanvasHandle | null>): void {
  const store = useEditorStore();
  const [gesture] = useState(() =>
    createCropGesture(store, {
      placement: () => placementOf(canvasRef.current),
      show: (picture, crop) => {
        if (canvasRef.current) showLiveCrop(canvasRef.current, picture, crop);
      },
      setMoving: (moving) => canvasRef.current?.setMoving(moving),
      keep: (slotId, crop) => canvasRef.current?.keepPhotoCrop(slotId, crop),
      // The frame after the lift draws the sharp picture (PartCanvas.setMoving); the crop reaches
      // the document in a task after the next one, so the two never make one long frame, and the
      // editor's render of it runs in the background (useEditorSlice), in slices between frames.
      afterFrame: (run) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => startTransition(run), 0))),
    }),
  );

  // A press or key anywhere (a tap on a field, Undo, Ctrl+Z) right after a lift acts on the
  // document with that lift's crop in it.
  useEffect(() => {
    const flush = () => gesture.flush();
    window.addEventListener('pointerdown', flush, true);
    window.addEventListener('keydown', flush, true);
    return () => {
      window.removeEventListener('pointerdown', flush, true);
      window.removeEventListener('keydown', flush, true);
    };
  }, [gesture]);

  const tap = (at: Point) => {
    const state = store.getState();
    const shown = placementOf(canvasRef.current);
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
        if (first) gesture.begin('drag', { pointer: point(initial) });
        if (gesture.kind !== 'drag') return;
        if (canceled) {
          gesture.cancel();
          return;
        }
        gesture.move({ pointer: point(xy) });
        if (last) gesture.end();
      },
      onPinch: ({ first, last, da, origin }) => {
        if (first) gesture.begin('pinch', { pointer: point(origin), distance: da[0] });
        if (gesture.kind !== 'pinch') {
          if (last) gesture.cancel();
          return;
        }
        gesture.move({ pointer: point(origin), distance: da[0] });
        if (last) gesture.end();
      },
      onWheel: ({ first, last, movement, xy, event }) => {
        // The page behind the full-screen editor must not scroll or zoom.
        event.preventDefault();
        if (first) gesture.begin('wheel', { pointer: point(xy) });
        if (gesture.kind !== 'wheel') return;
        gesture.move({ pointer: point(xy), wheelDeltaY: movement[1] });
        if (last) gesture.end();
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
