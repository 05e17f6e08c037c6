import { afterEach, describe, expect, it, vi } from 'vitest';
import { markOnce } from '../../../../src/engine/react/userTiming';

describe('markOnce', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    performance.clearMarks();
  });

  it("marks a page's moment the first time only", () => {
    vi.stubGlobal('window', {});
    markOnce('part:drawn');
    const first = performance.getEntriesByName('part:drawn', 'mark')[0].startTime;
    markOnce('part:drawn');
    expect(performance.getEntriesByName('part:drawn', 'mark').map((m) => m.startTime)).toEqual([first]);
  });

  it('marks nothing on the server', () => {
    markOnce('shop:theme-start');
    expect(performance.getEntriesByName('shop:theme-start', 'mark')).toEqual([]);
  });
});
