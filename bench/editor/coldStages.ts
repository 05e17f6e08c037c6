/**
 * The stages of a cold editor visit, in the order the page passes them: the page's navigation
 * and paint timing, and the User Timing marks the shop, the editor and the engine set once per
 * page (src/engine/react/userTiming.ts). bench:editor:stages times them; bench:editor:trace
 * shows the main thread's work between them.
 */
import type { Page } from '@playwright/test';

/** The stages in the order a cold visit passes them, each with what it means. */
export const STAGES: [name: string, meaning: string][] = [
  ['domInteractive', 'the HTML is parsed (its preload hints issued)'],
  ['shop:start', "the shop's first script and its modules have run"],
  ['shop:theme-start', 'the first render starts making the Chakra system'],
  ['shop:theme-end', 'the Chakra system is made'],
  // Not first-paint: the page's background (index.html's own CSS) is painted before any script.
  ['first-contentful-paint', "the page's frame is painted (the preview shows)"],
  ['editor:code', "the editor's code (Konva, the editor) has run"],
  ['editor:frame', "the editor's shell renders"],
  ['part:draw-start', 'the canvas knows its size and starts drawing the part'],
  ['part:drawn', 'the part is drawn on the canvas'],
  ['first interactive canvas', 'the drawn canvas is on the page with its gestures'],
];

/** When the page passed each stage, ms since its navigation started; the first interactive canvas as openEditor measured it. */
export async function stageTimes(page: Page, firstInteractiveMs: number): Promise<Record<string, number>> {
  const at = await page.evaluate(() => {
    const times: Record<string, number> = {};
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation) times.domInteractive = navigation.domInteractive;
    for (const entry of [...performance.getEntriesByType('paint'), ...performance.getEntriesByType('mark')]) times[entry.name] ??= entry.startTime;
    return times;
  });
  return { ...at, 'first interactive canvas': firstInteractiveMs };
}
