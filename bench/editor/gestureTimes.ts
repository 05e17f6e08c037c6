/**
 * One scripted gesture on the editor canvas, timed in the page and in a trace: the frames while
 * the fingers move (until the touchend), then the lift's cost: the editor writes the crop to
 * the document once the fingers lift, and the part is drawn again from it.
 */
import type { Page } from '@playwright/test';
import type Konva from 'konva';
import { frameIntervals, recordFrames } from './frameRecorder';
import { mainThreadWork, TRACE_CATEGORIES, type TraceEvent } from './mainThreadWork';

const REDRAW_TIMEOUT_MS = 30_000;
const TOUCH_MARK = 'editor-bench:touch';
const LIFT_MARK = 'editor-bench:lift';

export interface GestureTimes {
  /** Frames that started before the fingers lifted: intervals, and the main thread's work in each (ms). */
  moving: { intervals: number[]; work: number[] };
  /** From the touchend to the first frame showing the part drawn again with the committed crop. */
  liftToRedrawnMs: number;
  /** The longest frame interval from the last frame before the lift to the frame showing the redraw. */
  longestAroundLiftMs: number;
}

interface GestureWatch {
  touchedAt: number;
  liftedAt: number;
  /** Resolves with performance.now() in the first frame after the lift that shows a new drawing. */
  redrawn: Promise<number>;
}

declare global {
  interface Window {
    __gestureWatch?: GestureWatch;
    /** Konva puts itself here; its stages are how the page's drawing can be seen. */
    Konva?: typeof Konva;
  }
}

/**
 * Runs in the page, before the gesture starts. During a gesture PartCanvas draws at a lower pixel
 * ratio; on the lift the gesture's photo node is kept with the committed crop and the static
 * layer (the stage's first) is drawn again at its resting ratio. That draw is the redraw: its
 * data-render-state does not show it, and the layer keeps its nodes. Watching that one draw fits
 * a build that draws a gesture on a layer of its own and an older one that switched the static
 * layer's ratio, so bench:editor:compare can time both.
 */
function watchGesture([touchMark, liftMark]: readonly [string, string]): void {
  const canvasArea = document.querySelector('[data-testid="editor-canvas"]');
  const layer = window.Konva?.stages.find((stage) => canvasArea?.contains(stage.container()))?.getLayers()[0];
  if (!layer) throw new Error('No Konva stage in the editor canvas');
  const ratioAtRest = layer.getCanvas().getPixelRatio();
  const watch = { touchedAt: 0, liftedAt: 0 } as GestureWatch;
  const marker = (key: 'touchedAt' | 'liftedAt', mark: string) => () => {
    watch[key] = performance.now();
    performance.mark(mark);
  };
  addEventListener('touchstart', marker('touchedAt', touchMark), { capture: true, once: true, passive: true });
  addEventListener('touchend', marker('liftedAt', liftMark), { capture: true, once: true, passive: true });
  let drawnAfterLift = false;
  layer.on('draw.editorBench', () => {
    if (watch.liftedAt > 0 && layer.getCanvas().getPixelRatio() === ratioAtRest) drawnAfterLift = true;
  });
  watch.redrawn = new Promise((resolve) => {
    const check = () => {
      if (drawnAfterLift) {
        layer.off('draw.editorBench');
        resolve(performance.now());
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  window.__gestureWatch = watch;
}

/** Two more frames, so the frame that shows the redraw is recorded. */
const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export async function timeGesture(page: Page, gesture: () => Promise<void>): Promise<GestureTimes> {
  const browser = page.context().browser();
  if (!browser) throw new Error('Tracing needs a launched browser');
  await page.evaluate(watchGesture, [TOUCH_MARK, LIFT_MARK] as const);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let redrawnAt = 0;
  const frames = await recordFrames(page, async () => {
    await gesture();
    const redrawn = page.evaluate(() => window.__gestureWatch!.redrawn);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('The canvas was not drawn again after the gesture: did the gesture move the photo?')), REDRAW_TIMEOUT_MS).unref(),
    );
    redrawnAt = await Promise.race([redrawn, timeout]);
    await page.evaluate(twoFrames);
  });
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const { touchedAt, liftedAt } = await page.evaluate(() => ({ touchedAt: window.__gestureWatch!.touchedAt, liftedAt: window.__gestureWatch!.liftedAt }));
  const moving = frames.filter((f) => f.ranAt >= touchedAt && f.ranAt < liftedAt);
  // The watch noticed the new drawing in a frame's callbacks just before this recorder's ones.
  const shown = frames.findIndex((f) => f.ranAt >= redrawnAt);
  const aroundLift = frames.slice(Math.max(0, frames.findLastIndex((f) => f.ranAt < liftedAt)), shown === -1 ? undefined : shown + 1);
  return {
    moving: { intervals: frameIntervals(moving), work: mainThreadWork(trace.traceEvents, TOUCH_MARK, LIFT_MARK) },
    liftToRedrawnMs: redrawnAt - liftedAt,
    longestAroundLiftMs: Math.max(0, ...frameIntervals(aroundLift)),
  };
}
