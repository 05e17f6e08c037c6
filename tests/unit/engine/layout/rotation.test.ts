import { describe, expect, it } from 'vitest';
import type { QuarterTurn } from '../../../../src/engine/layout/geometry';
import {
  isSideways,
  nextRotation,
  quarterTurn,
  rotatedSize,
  rotatedToSourcePoint,
  sourceToRotatedPoint,
} from '../../../../src/engine/layout/rotation';

const turns: QuarterTurn[] = [0, 90, 180, 270];
const source = { width: 400, height: 300 };

describe('nextRotation', () => {
  it('steps 0 -> 270 -> 180 -> 90 -> 0', () => {
    expect(nextRotation(0)).toBe(270);
    expect(nextRotation(270)).toBe(180);
    expect(nextRotation(180)).toBe(90);
    expect(nextRotation(90)).toBe(0);
  });

  it('comes back to the start after four presses', () => {
    for (const start of turns) {
      expect(nextRotation(nextRotation(nextRotation(nextRotation(start))))).toBe(start);
    }
  });
});

describe('quarterTurn', () => {
  it('normalises stored multiples of 90', () => {
    expect(quarterTurn(-90)).toBe(270);
    expect(quarterTurn(360)).toBe(0);
    expect(quarterTurn(450)).toBe(90);
    expect(quarterTurn(-540)).toBe(180);
  });
});

describe('rotatedSize', () => {
  it('swaps width and height for sideways turns only', () => {
    expect(rotatedSize(source, 0)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize(source, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(source, 180)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize(source, 270)).toEqual({ width: 300, height: 400 });
    expect(turns.filter(isSideways)).toEqual([90, 270]);
  });
});

describe('sourceToRotatedPoint', () => {
  it('turns the top-left corner clockwise to the top-right at 90', () => {
    expect(sourceToRotatedPoint({ x: 0, y: 0 }, source, 90)).toEqual({ x: 300, y: 0 });
    expect(sourceToRotatedPoint({ x: 400, y: 0 }, source, 90)).toEqual({ x: 300, y: 400 });
  });

  it('turns the top-left corner to the bottom-right at 180 and the bottom-left at 270', () => {
    expect(sourceToRotatedPoint({ x: 0, y: 0 }, source, 180)).toEqual({ x: 400, y: 300 });
    expect(sourceToRotatedPoint({ x: 0, y: 0 }, source, 270)).toEqual({ x: 0, y: 400 });
  });

  it('is undone by rotatedToSourcePoint for every turn', () => {
    const point = { x: 37, y: 211 };
    for (const rotation of turns) {
      const turned = sourceToRotatedPoint(point, source, rotation);
      expect(rotatedToSourcePoint(turned, source, rotation)).toEqual(point);
    }
  });

  it('keeps every turned point inside the turned picture', () => {
    for (const rotation of turns) {
      const size = rotatedSize(source, rotation);
      const corner = sourceToRotatedPoint({ x: 400, y: 300 }, source, rotation);
      expect(corner.x === 0 || corner.x === size.width).toBe(true);
      expect(corner.y === 0 || corner.y === size.height).toBe(true);
    }
  });
});
