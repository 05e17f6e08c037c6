/**
 * `npm run bench:editor:long-frames [pinch|drag]`: where the longest frames of a gesture at 4x
 * CPU throttling go. One scripted gesture on the 4-photo card's last slot, traced with the V8
 * sampler on: the main-thread work of each frame (as bench:editor counts it), then the longest
 * tasks with the trace events inside them and the JavaScript stacks sampled in them. A
 * diagnostic to read, beside bench:editor's medians; it prints one run, not a figure to quote.
 */
import { chromium } from '@playwright/test';
import { drag, pinch } from '../../tests/support/cdpTouch';
import { fourPhotoCardPath, launchOptions, openEditor, phoneContext, setCpuRate, signedInState, slotCenter } from './editorPage';
import { mainThreadWork, TRACE_CATEGORIES, type TraceEvent } from './mainThreadWork';
import { startShopServer } from './shopServer';

const THROTTLED = 4;
const TASK = 'ThreadControllerImpl::RunTask';
const SHOWN_TASKS = 4;
const START = 'long-frames:start';
const END = 'long-frames:end';

interface TracedEvent extends TraceEvent {
  args?: { data?: { functionName?: string; url?: string; type?: string; startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const gesture = process.argv[2] === 'drag' ? 'drag' : 'pinch';
const server = await startShopServer();
const browser = await chromium.launch(launchOptions);
try {
  const card = await fourPhotoCardPath(server.baseUrl);
  const signedIn = await signedInState(browser, server.baseUrl);
  const context = await phoneContext(browser, server.baseUrl, signedIn);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await openEditor(page, card.path);
  // Untimed: the first gesture compiles the gesture code paths.
  const first = await slotCenter(page, 'two');
  await drag(cdp, first, { x: first.x, y: first.y - 30 }, { steps: 10 });
  await setCpuRate(cdp, THROTTLED);
  const center = await slotCenter(page, 'four');
  await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'] });
  await page.evaluate((mark) => performance.mark(mark), START);
  if (gesture === 'pinch') await pinch(cdp, center, 60, 150, { steps: 60 });
  else await drag(cdp, center, { x: center.x - 50, y: center.y - 35 }, { steps: 60 });
  // The lift's redraw and the frames after it.
  await page.waitForTimeout(1000);
  await page.evaluate((mark) => performance.mark(mark), END);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TracedEvent[] }).traceEvents;
  await context.close();

  const work = mainThreadWork(events, START, END);
  const start = events.find((e) => e.name === START)!;
  const end = events.find((e) => e.name === END)!;
  const ms = (us: number) => (us / 1000).toFixed(1);
  console.log(`${gesture} at ${THROTTLED}x: ${work.length} frames, main-thread work per frame max ${ms(Math.max(...work) * 1000)} ms; longest: ${[...work].sort((a, b) => b - a).slice(0, 8).map((w) => w.toFixed(1)).join(', ')} ms`);

  const onThread = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts && e.ts <= end.ts);
  // The sampler's stacks, timed on the trace's clock.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let at = events.find((e) => e.name === 'Profile' && e.pid === start.pid)?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === start.pid)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      at += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: at, node });
    });
  }
  const stackOf = (id: number) => {
    const frames: string[] = [];
    for (let node = nodes.get(id); node && frames.length < 8; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      frames.push(`${node.callFrame.functionName || '(anonymous)'} ${(node.callFrame.url ?? '').split('/').pop()}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`);
    }
    return frames.join(' < ');
  };

  const longest = onThread.filter((e) => e.name === TASK && e.ph === 'X').sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, SHOWN_TASKS);
  for (const task of longest) {
    const taskEnd = task.ts + (task.dur ?? 0);
    console.log(`\nTask of ${ms(task.dur ?? 0)} ms, ${ms(task.ts - start.ts)} ms after the first touch:`);
    for (const e of onThread.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= taskEnd && (e.dur ?? 0) >= 1000)) {
      const what = e.args?.data?.functionName ?? e.args?.data?.type ?? e.args?.data?.url?.split('/').pop() ?? '';
      console.log(`  +${ms(e.ts - task.ts).padStart(6)}  ${ms(e.dur ?? 0).padStart(6)} ms  ${e.name} ${what}`);
    }
    const counts = new Map<string, number>();
    for (const s of samples.filter((s) => s.ts >= task.ts && s.ts <= taskEnd)) counts.set(stackOf(s.node), (counts.get(stackOf(s.node)) ?? 0) + 1);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(`  JavaScript samples (${total}; "(program)" is the browser's own work: drawing, layout, compositing):`);
    for (const [stack, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  ${String(n).padStart(4)}  ${stack.slice(0, 300)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
