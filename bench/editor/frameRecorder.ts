/**
 * Frames in the page while something happens, from requestAnimationFrame: the timestamp each
 * frame's callbacks get (its start), and when the callback ran. Under load a frame's callbacks
 * can run long after its start, so whether a frame came before or after an event in the page is
 * told by when it ran.
 */
import type { Page } from '@playwright/test';

/** performance.now() milliseconds. */
export interface Frame {
  start: number;
  ranAt: number;
}

declare global {
  interface Window {
    /** Set while recordFrames records; stop() ends the recording. */
    __frameRecorder?: { stop(): Frame[] };
  }
}

/** Runs in the page. */
function startRecording(): void {
  const frames: Frame[] = [];
  let recording = true;
  const onFrame = (start: number) => {
    if (!recording) return;
    frames.push({ start, ranAt: performance.now() });
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  window.__frameRecorder = {
    stop() {
      recording = false;
      return frames;
    },
  };
}

/** The frames the page drew while `during` ran. */
export async function recordFrames(page: Page, during: () => Promise<void>): Promise<Frame[]> {
  await page.evaluate(startRecording);
  await during();
  return page.evaluate(() => window.__frameRecorder!.stop());
}

/** Milliseconds between consecutive frames' starts. */
export const frameIntervals = (frames: readonly Frame[]): number[] => frames.slice(1).map((frame, i) => frame.start - frames[i].start);
