/**
 * `npm run bench:editor:trace`: what the main thread does in each stage of a cold editor visit.
 * Each run opens the 4-photo card in a new phone context at 4x CPU throttling under Chromium's
 * tracing, then splits the page's main thread between two stages (coldStages.ts) by kind of work:
 * script, compile, HTML and preloads, style and layout, paint and commit, picture decoding, GC,
 * other, and idle. It found the five pictures the canvas decoded on the main thread; a stage's
 * idle time is time spent waiting (for the network, or for another process).
 *
 * BENCH_RUNS (3) runs; each cell is the median over runs. BENCH_TRACE_OUT=<file> also writes the
 * last run's trace (Chrome's trace format, for its performance panel). A diagnostic, figures only.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { median } from '../engine/stats';
import { STAGES, stageTimes } from './coldStages';
import { coldVisits, openEditor } from './editorPage';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const THROTTLED = 4;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'loading'];

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const KINDS = ['script', 'compile', 'HTML and preloads', 'style and layout', 'paint and commit', 'picture decoding', 'GC', 'other'] as const;
type Kind = (typeof KINDS)[number];

/** The kind of a trace event's own (self) time, by the names Chromium gives its main-thread work. */
function kindOf(name: string): Kind {
  if (/^(V8\.GC|MinorGC|MajorGC|BlinkGC|ThreadState::)/.test(name)) return 'GC';
  if (/^(v8\.compile|v8\.compileModule|V8\.Compile|v8\.parse|v8\.produceCache|v8\.produceModuleCache)/i.test(name)) return 'compile';
  if (/^(FunctionCall|v8\.callFunction|v8\.evaluateModule|v8\.run|EvaluateScript|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|V8\.Execute)/.test(name)) return 'script';
  if (/^(ParseHTML|HTMLDocumentParser|DocumentLoader|NavigationBodyLoader|DecodedDataDocumentParser|ParseAuthorStyleSheet)/.test(name)) return 'HTML and preloads';
  if (/^(UpdateLayoutTree|Layout|RecalculateStyles|ScheduleStyleRecalculation|InvalidateLayout)$/.test(name)) return 'style and layout';
  if (/^(Paint|PrePaint|Commit|Layerize|UpdateLayer|CompositeLayers|PaintImage|RasterTask)$/.test(name)) return 'paint and commit';
  if (/Decode/.test(name)) return 'picture decoding';
  return 'other';
}

/** The page's main thread: the renderer's CrRendererMain in the process that set the shop's marks. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const pid = events.find((e) => e.name === 'shop:start' && e.cat?.includes('user_timing'))?.pid;
  const thread = events.find((e) => e.pid === pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!thread) throw new Error("The trace has no main thread of the shop's page");
  return { pid: thread.pid, tid: thread.tid };
}

/** Self time (µs) by kind within [from, to] (trace µs): each complete event's duration less its children's. */
function selfTimeByKind(events: TraceEvent[], from: number, to: number): Record<Kind, number> {
  const totals = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const slices = events.filter((e) => e.ph === 'X' && e.dur && e.ts < to && e.ts + e.dur > from).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const open: { end: number; kind: Kind }[] = [];
  for (const slice of slices) {
    const start = Math.max(slice.ts, from);
    const end = Math.min(slice.ts + slice.dur!, to);
    while (open.length && open[open.length - 1].end <= slice.ts) open.pop();
    const parent = open[open.length - 1];
    // A child's time is its parent's no longer (a RunTask's whole time is 'other' until split).
    if (parent) totals[parent.kind] -= end - start;
    const kind = slice.name === 'RunTask' || slice.name === 'ThreadControllerImpl::RunTask' ? 'other' : kindOf(slice.name);
    totals[kind] += end - start;
    open.push({ end: slice.ts + slice.dur!, kind });
  }
  return totals;
}

type Split = Record<Kind | 'idle', number> & { at: number; step: number };

/** Each stage's split of the main thread in one traced visit (`marks`: the page's stage times). */
function stageSplits(trace: Buffer, marks: Record<string, number>): Record<string, Split> {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = mainThread(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // The page's clock (ms since its navigation) against the trace's (µs), by the shop's first mark.
  const shopStart = events.find((e) => e.name === 'shop:start' && e.pid === main.pid && e.cat?.includes('user_timing'))!;
  const toTrace = (ms: number) => shopStart.ts + (ms - marks['shop:start']) * 1000;
  const splits: Record<string, Split> = {};
  let previous = 0;
  // In the order this run passed them (the editor's code may run before the first paint).
  const passed = STAGES.map(([name]) => name)
    .filter((name) => marks[name] !== undefined)
    .sort((a, b) => marks[a] - marks[b]);
  for (const name of passed) {
    const self = selfTimeByKind(onMain, toTrace(previous), toTrace(marks[name]));
    const stepMs = marks[name] - previous;
    const busyMs = KINDS.reduce((sum, kind) => sum + self[kind], 0) / 1000;
    splits[name] = { at: marks[name], step: stepMs, idle: Math.max(0, stepMs - busyMs), ...(Object.fromEntries(KINDS.map((k) => [k, self[k] / 1000])) as Record<Kind, number>) };
    previous = marks[name];
  }
  return splits;
}

const { results: runs, loadBefore } = await coldVisits(RUNS, THROTTLED, async (page, cardPath, browser) => {
  await browser.startTracing(page, { categories: CATEGORIES });
  const firstInteractive = await openEditor(page, cardPath);
  const trace = await browser.stopTracing();
  if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, trace);
  return stageSplits(trace, await stageTimes(page, firstInteractive));
});

const columns = ['at', 'step', ...KINDS, 'idle'] as const;
const heading = (column: string) => ({ 'HTML and preloads': 'HTML', 'style and layout': 'style', 'paint and commit': 'paint', 'picture decoding': 'decode' })[column] ?? column;
console.log(`\nCold editor, ${THROTTLED}x CPU throttling, ${RUNS} traced first visit${RUNS === 1 ? '' : 's'} (${os.cpus().length} cores): the main thread's work in each stage, ms (median over runs)`);
console.log(`Load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0].toFixed(2)}. Tracing slows the page a little; compare stages, not the total, with bench:editor.`);
console.log(`  ${'stage'.padEnd(26)}${columns.map((c) => heading(c).padStart(8)).join('')}`);
for (const [name] of STAGES) {
  const seen = runs.map((r) => r[name]).filter((split) => split !== undefined);
  if (seen.length === 0) continue;
  console.log(`  ${name.padEnd(26)}${columns.map((c) => median(seen.map((split) => split[c])).toFixed(0).padStart(8)).join('')}`);
}
console.log(`Each row is the time since the stage passed before it in that run. Kinds: ${KINDS.join(', ')}; idle is the time with none of them on the main thread.`);
