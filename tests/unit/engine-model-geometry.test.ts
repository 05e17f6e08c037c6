import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Point, QuarterTurn, Rect, Size } from '../../src/engine/layout/geometry';
import { point, quarterTurn, QUARTER_TURNS, rect, size } from '../../src/engine/model';

/** True only when A and B are the same type both ways; a mismatch fails `tsc`. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape = <T extends true>(): T => true as T;

describe('model geometry mirrors the layout types', () => {
  it('infers exactly Size, Point, Rect and QuarterTurn', () => {
    expect(sameShape<Same<z.infer<typeof size>, Size>>()).toBe(true);
    expect(sameShape<Same<z.infer<typeof point>, Point>>()).toBe(true);
    expect(sameShape<Same<z.infer<typeof rect>, Rect>>()).toBe(true);
    expect(sameShape<Same<z.infer<typeof quarterTurn>, QuarterTurn>>()).toBe(true);
  });

  it('accepts quarter turns only', () => {
    expect(QUARTER_TURNS.map((t) => quarterTurn.safeParse(t).success)).toEqual([true, true, true, true]);
    expect([45, -90, 360].map((t) => quarterTurn.safeParse(t).success)).toEqual([false, false, false]);
  });

  it('lets a rect start outside the part (art in the bleed) but never have no area', () => {
    expect(rect.safeParse({ x: -3, y: -3, width: 156, height: 156 }).success).toBe(true);
    expect(rect.safeParse({ x: 0, y: 0, width: 0, height: 1 }).success).toBe(false);
    expect(size.safeParse({ width: 1, height: Number.POSITIVE_INFINITY }).success).toBe(false);
  });
});
