/**
 * Plain geometry shared by the whole engine, as types inferred from the model's zod schemas
 * (src/engine/model/geometry.ts), so one description serves parsing and computing. Units depend
 * on the caller (mm for template objects, source pixels for crops).
 */
import type { z } from 'zod';
import type { point, quarterTurn, rect, size } from '../model/geometry';

export type Size = z.infer<typeof size>;

export type Point = z.infer<typeof point>;

export type Rect = z.infer<typeof rect>;

/** A photo or object may only be turned in quarter turns, clockwise in degrees. */
export type QuarterTurn = z.infer<typeof quarterTurn>;
