import type { Point, QuarterTurn, Size } from './geometry';

/**
 * Quarter turns of a photo. A turn is clockwise in degrees, as Konva's `rotation` is, and the
 * turned photo is moved back so its top-left corner is at (0, 0) again: a W x H photo turned
 * by 90 or 270 becomes an H x W picture. Points in that turned picture are "rotated-source
 * pixels"; points in the file as decoded are "source pixels".
 */

/** The editor's Rotate button steps counter-clockwise: 0 -> 270 -> 180 -> 90 -> 0 (spec 2 §4). */
export function nextRotation(rotation: QuarterTurn): QuarterTurn {
  return quarterTurn(rotation - 90);
}

/** Any multiple of 90 degrees (negative or above 360, as stored data may hold) as a QuarterTurn. */
export function quarterTurn(degrees: number): QuarterTurn {
  const steps = Math.round(degrees / 90);
  return ((((steps % 4) + 4) % 4) * 90) as QuarterTurn;
}

export function isSideways(rotation: QuarterTurn): boolean {
  return rotation === 90 || rotation === 270;
}

/** The size of the photo as seen after the turn. */
export function rotatedSize(source: Size, rotation: QuarterTurn): Size {
  return isSideways(rotation) ? { width: source.height, height: source.width } : { ...source };
}

/** Where a source pixel lands in the turned picture. */
export function sourceToRotatedPoint(point: Point, source: Size, rotation: QuarterTurn): Point {
  switch (rotation) {
    case 0:
      return { x: point.x, y: point.y };
    case 90:
      return { x: source.height - point.y, y: point.x };
    case 180:
      return { x: source.width - point.x, y: source.height - point.y };
    case 270:
      return { x: point.y, y: source.width - point.x };
  }
}

/** The source pixel under a point of the turned picture (the inverse of sourceToRotatedPoint). */
export function rotatedToSourcePoint(point: Point, source: Size, rotation: QuarterTurn): Point {
  switch (rotation) {
    case 0:
      return { x: point.x, y: point.y };
    case 90:
      return { x: point.y, y: source.height - point.x };
    case 180:
      return { x: source.width - point.x, y: source.height - point.y };
    case 270:
      return { x: source.width - point.y, y: point.x };
  }
}
