/**
 * Plain geometry shared by the whole engine. Units depend on the caller
 * (mm for template objects, source pixels for crops); the engine's zod model
 * mirrors these shapes exactly, so keep the names stable.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Rect extends Point, Size {}

/** A photo or object may only be turned in quarter turns, clockwise in degrees. */
export type QuarterTurn = 0 | 90 | 180 | 270;
