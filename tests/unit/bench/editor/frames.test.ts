import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from '../../../../bench/editor/mainThreadWork';
import { percentile } from '../../../../bench/editor/percentile';

const MAIN = { pid: 1, tid: 1 };
const task = (ts: number, dur: number, on = MAIN): TraceEvent => ({ name: 'ThreadControllerImpl::RunTask', ph: 'X', ts, dur, ...on });
const frame = (ts: number, on = MAIN): TraceEvent => ({ name: 'BeginMainThreadFrame', ph: 'I', ts, ...on });
const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'R', ts, ...MAIN });

describe('mainThreadWork', () => {
  it('adds up the frame task and the tasks after it until the next frame, between the marks', () => {
    const events = [
      mark('touch', 0),
      task(1_000, 6_000),
      frame(1_500),
      task(8_000, 2_000),
      // Nested in the task before: already counted there.
      task(8_500, 500),
      task(17_000, 4_000),
      frame(17_100),
      task(33_000, 1_000),
      frame(33_200),
      mark('lift', 40_000),
      task(50_000, 3_000),
      frame(50_100),
    ];
    expect(mainThreadWork(events, 'touch', 'lift')).toEqual([8, 4, 1]);
  });

  it('reads only the thread that made the marks', () => {
    const other = { pid: 2, tid: 2 };
    const events = [mark('touch', 0), task(1_000, 5_000), frame(1_100), task(2_000, 50_000, other), frame(2_100, other), task(17_000, 1_000), frame(17_100), mark('lift', 20_000)];
    expect(mainThreadWork(events, 'touch', 'lift')).toEqual([5]);
  });

  it('leaves out frames before the first mark and from the second on', () => {
    const events = [task(0, 1_000), frame(100), mark('touch', 5_000), task(6_000, 2_000), frame(6_100), mark('lift', 7_000), task(20_000, 1_000), frame(20_100)];
    expect(mainThreadWork(events, 'touch', 'lift')).toEqual([2]);
  });

  it('says which mark is missing', () => {
    expect(() => mainThreadWork([mark('touch', 0)], 'touch', 'lift')).toThrow('lift');
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
  });
});
