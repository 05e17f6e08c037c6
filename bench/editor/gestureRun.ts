/**
 * The scripted gestures bench:editor and bench:editor:compare time on the 4-photo card: a pinch
 * out on a slot, then a drag of the zoomed photo, as a customer frames a face.
 */
import type { CDPSession, Page } from '@playwright/test';
import { drag, pinch } from '../../tests/support/cdpTouch';
import { slotCenter } from './editorPage';
import { timeGesture, type GestureTimes } from './gestureTimes';

const GESTURE_STEPS = 60;
/** Finger distances of the pinch, CSS px: a slot is about 150 px wide on this phone. */
export const PINCH_FROM = 60;
export const PINCH_TO = 150;
const DRAG_BY = { x: -50, y: -35 };

export type GestureName = 'pinch' | 'drag';

/** Untimed: the first gesture of a page compiles the gesture code paths. */
export async function warmUpGestures(page: Page, cdp: CDPSession): Promise<void> {
  const first = await slotCenter(page, 'two');
  await timeGesture(page, () => drag(cdp, first, { x: first.x, y: first.y - 30 }, { steps: 10 }));
}

/** Pinch out on the slot, then drag the zoomed photo. */
export async function gestures(page: Page, cdp: CDPSession, slotId: string): Promise<Record<GestureName, GestureTimes>> {
  const center = await slotCenter(page, slotId);
  const pinched = await timeGesture(page, () => pinch(cdp, center, PINCH_FROM, PINCH_TO, { steps: GESTURE_STEPS }));
  const dragged = await timeGesture(page, () => drag(cdp, center, { x: center.x + DRAG_BY.x, y: center.y + DRAG_BY.y }, { steps: GESTURE_STEPS }));
  return { pinch: pinched, drag: dragged };
}
