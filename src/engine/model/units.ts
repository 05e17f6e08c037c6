/**
 * Font sizes are stored in millimetres like every other template length, so one scale
 * (pixels per mm) turns a whole part into pixels. Customers see points, the unit of type on
 * paper, and the spec's limits (12 to 110) are in points.
 */

/** One typographic point is 1/72 inch = 25.4/72 mm. */
export const MM_PER_POINT = 25.4 / 72;

export const pointsToMm = (points: number): number => points * MM_PER_POINT;

export const mmToPoints = (mm: number): number => mm / MM_PER_POINT;

/** Text is never shrunk below, nor may a customer set it above, these sizes (spec 2 §5, §9). */
export const FONT_SIZE_MIN_POINTS = 12;
export const FONT_SIZE_MAX_POINTS = 110;
