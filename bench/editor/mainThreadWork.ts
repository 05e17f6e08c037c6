/**
 * The renderer main thread's busy time per frame, from a Chromium trace. Headless Chromium
 * paces frames at 60 Hz, so a frame interval never shows whether a frame would fit the 8.3 ms
 * of a 120 Hz screen; the main thread's work per frame does. A frame's work: the task that
 * began it (BeginMainThreadFrame: input, animation callbacks such as Konva's draw, style,
 * layout, paint) and every task after it until the next frame's task.
 */

/** Trace categories that hold what mainThreadWork reads. */
export const TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline.frame', 'blink.user_timing'];

/** The fields of a Chrome trace event that are read here; times in microseconds. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

const TASK = 'ThreadControllerImpl::RunTask';
const FRAME = 'BeginMainThreadFrame';

/**
 * Milliseconds of work of each frame that began between the user-timing marks `fromMark` and
 * `toMark` (performance.mark in the page), on the thread that made them.
 */
export function mainThreadWork(events: readonly TraceEvent[], fromMark: string, toMark: string): number[] {
  const [from, to] = [fromMark, toMark].map((name) => {
    const mark = events.find((e) => e.name === name);
    if (!mark) throw new Error(`The trace has no mark ${name}`);
    return mark;
  });
  const onThread = events.filter((e) => e.pid === from.pid && e.tid === from.tid);
  const byTime = (a: TraceEvent, b: TraceEvent) => a.ts - b.ts;
  const tasks: TraceEvent[] = [];
  for (const task of onThread.filter((e) => e.name === TASK && e.ph === 'X').sort(byTime)) {
    const last = tasks.at(-1);
    // A task run inside another (a nested run loop) is already in the outer one's time.
    if (!last || task.ts >= last.ts + (last.dur ?? 0)) tasks.push(task);
  }
  const frameTasks = onThread
    .filter((e) => e.name === FRAME)
    .sort(byTime)
    .map((frame) => ({ at: frame.ts, task: tasks.findIndex((t) => t.ts <= frame.ts && frame.ts <= t.ts + (t.dur ?? 0)) }))
    // One frame per task: a second BeginMainThreadFrame in the same task adds no work of its own.
    .filter((f, i, all) => f.task >= 0 && (i === 0 || all[i - 1].task !== f.task));
  const work: number[] = [];
  // The last frame's end is not in the trace: its work is unknown.
  for (let i = 0; i + 1 < frameTasks.length; i++) {
    if (frameTasks[i].at < from.ts || frameTasks[i].at >= to.ts) continue;
    const busyUs = tasks.slice(frameTasks[i].task, frameTasks[i + 1].task).reduce((sum, t) => sum + (t.dur ?? 0), 0);
    work.push(busyUs / 1000);
  }
  return work;
}
