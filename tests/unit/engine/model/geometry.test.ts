import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { templateImageResource } from '../../../../src/api/contract/templates';
import { quarterTurn, QUARTER_TURNS, rect, size, type ImageResource } from '../../../../src/engine/model';

/** Compiles only when T is true, so a mismatch fails `tsc`. */
const holds = <T extends true>(): T => true as T;
/** The fields the contract names, without the index signature its loose object adds. */
type Named<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
type ContractImage = Named<z.infer<typeof templateImageResource>>;

describe('the api contract describes the image resource of the engine loosely', () => {
  it('names only fields the engine has, and every engine resource passes it', () => {
    // The contract may not import the engine (it stands alone), so this pin keeps the two in step.
    expect(holds<Exclude<keyof ContractImage, keyof ImageResource> extends never ? true : false>()).toBe(true);
    expect(holds<ImageResource extends ContractImage ? true : false>()).toBe(true);
  });
});

describe('model geometry', () => {
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
