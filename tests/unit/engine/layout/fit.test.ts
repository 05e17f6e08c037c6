import { describe, expect, it } from 'vitest';
import { containScale, coverScale, fitRect } from '../../../../src/engine/layout/fit';

describe('coverScale and containScale', () => {
  it('cover takes the larger ratio so the box is filled', () => {
    expect(coverScale({ width: 400, height: 200 }, { width: 100, height: 100 })).toBe(0.5);
    expect(coverScale({ width: 100, height: 300 }, { width: 200, height: 200 })).toBe(2);
  });

  it('contain takes the smaller ratio so all content is visible', () => {
    expect(containScale({ width: 400, height: 200 }, { width: 100, height: 100 })).toBe(0.25);
    expect(containScale({ width: 100, height: 300 }, { width: 200, height: 200 })).toBeCloseTo(2 / 3);
  });

  it('agree when the aspect ratios match', () => {
    const content = { width: 150, height: 100 };
    const box = { width: 300, height: 200 };
    expect(coverScale(content, box)).toBe(2);
    expect(containScale(content, box)).toBe(2);
  });
});

describe('fitRect', () => {
  const box = { x: 10, y: 20, width: 100, height: 100 };

  it('covers a square box with a landscape picture, spilling left and right equally', () => {
    expect(fitRect({ width: 300, height: 150 }, box, 'cover')).toEqual({ x: -40, y: 20, width: 200, height: 100 });
  });

  it('contains a landscape picture in a square box, centred vertically', () => {
    expect(fitRect({ width: 300, height: 150 }, box, 'contain')).toEqual({ x: 10, y: 45, width: 100, height: 50 });
  });

  it('contains a portrait picture, centred horizontally', () => {
    expect(fitRect({ width: 50, height: 200 }, box, 'contain')).toEqual({ x: 47.5, y: 20, width: 25, height: 100 });
  });

  it('scales small content up', () => {
    expect(fitRect({ width: 10, height: 10 }, box, 'cover')).toEqual(box);
  });
});
