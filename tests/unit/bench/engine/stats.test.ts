import { afterEach, describe, expect, it, vi } from 'vitest';
import { printRows } from '../../../../bench/engine/stats';

const printed = (times: number[], targetMs: number) => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  printRows('t', [{ name: 'x', times, targetMs }]);
  return log.mock.calls.map(([line]) => String(line)).join('\n');
};

describe('printRows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('compares a figure with its target as both are printed', () => {
    // A 60 Hz frame interval of 16.74 ms prints as 16.7 ms: one frame, the target.
    expect(printed([16.74, 16.7, 16.72], 16.7)).toContain('16.7 ms  (median of 3)  target <= 16.7 ms: met');
    expect(printed([16.8, 16.8, 16.9], 16.7)).toContain('16.8 ms  (median of 3)  target <= 16.7 ms: MISSED');
    expect(printed([1496, 1504, 1499], 1500)).toContain('1.50 s  (median of 3)  target <= 1.50 s: met');
    expect(printed([1506, 1510, 1508], 1500)).toContain('1.51 s  (median of 3)  target <= 1.50 s: MISSED');
  });
});
