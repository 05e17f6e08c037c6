import { z } from 'zod';

/**
 * The engine's geometry schemas; the layout's plain types (src/engine/layout/geometry.ts) are
 * inferred from them, so a parsed template is handed to the layout functions without conversion.
 * Units are the caller's: millimetres for template objects, source pixels for crop rects.
 */

/** A length in millimetres that may be zero (bleed, corner radius, offsets). */
export const nonNegativeMm = z.number().finite().nonnegative();

/** A length in millimetres that must be positive (sizes: nothing is printed at zero width). */
export const positiveMm = z.number().finite().positive();

export const point = z.object({ x: z.number().finite(), y: z.number().finite() });

export const size = z.object({ width: positiveMm, height: positiveMm });

export const rect = z.object({ x: z.number().finite(), y: z.number().finite(), width: positiveMm, height: positiveMm });

export const QUARTER_TURNS = [0, 90, 180, 270] as const;

/** A clockwise turn in degrees that keeps edges axis-aligned (how a part or photo is turned). */
export const quarterTurn = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
