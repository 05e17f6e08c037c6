import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { applyEffect, applyEffectToColor, BW_MATRIX, SEPIA_MATRIX } from '../../../../../src/server/services/media/effects';
import { removeGreenSpill } from '../../../../../src/server/services/media/render';

async function throughSharp(effect: 'original' | 'bw' | 'sepia', colour: [number, number, number]) {
  const image = sharp({ create: { width: 4, height: 4, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } });
  const data = await applyEffect(image, effect).raw().toBuffer();
  return [data[0], data[1], data[2]];
}

describe('effects', () => {
  it('keeps brightness in black and white: each row of weights sums to 1', () => {
    for (const row of BW_MATRIX) expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(applyEffectToColor('bw', [255, 255, 255])).toEqual([255, 255, 255]);
    expect(applyEffectToColor('bw', [0, 0, 0])).toEqual([0, 0, 0]);
    const [r, g, b] = applyEffectToColor('bw', [200, 40, 90]);
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('tones sepia warm: red above green above blue for any grey', () => {
    for (const level of [40, 128, 200]) {
      const [r, g, b] = applyEffectToColor('sepia', [level, level, level]);
      expect(r).toBeGreaterThan(g);
      expect(g).toBeGreaterThan(b);
    }
    // The strongest row clips at white instead of wrapping around.
    expect(applyEffectToColor('sepia', [255, 255, 255])[0]).toBe(255);
    expect(SEPIA_MATRIX[0].reduce((a, b) => a + b, 0)).toBeGreaterThan(1);
  });

  it('leaves the original alone', () => {
    expect(applyEffectToColor('original', [12, 34, 56])).toEqual([12, 34, 56]);
  });

  it('gives sharp the same colours as the pure rule', async () => {
    for (const effect of ['original', 'bw', 'sepia'] as const) {
      for (const colour of [
        [200, 40, 90],
        [30, 160, 220],
        [128, 128, 128],
      ] as [number, number, number][]) {
        const actual = await throughSharp(effect, colour);
        const expected = applyEffectToColor(effect, colour);
        actual.forEach((v, i) => expect(Math.abs(v - expected[i]), `${effect} ${colour}`).toBeLessThanOrEqual(1));
      }
    }
  });
});

describe('removeGreenSpill', () => {
  it('takes green out of the semi-transparent edge only', () => {
    const rgb = Buffer.from([
      // edge pixel: person blended with the screen
      120, 200, 90,
      // solid pixel with a green jumper: kept
      60, 220, 80,
      // edge pixel that is not green: kept
      200, 100, 150,
    ]);
    const alpha = Buffer.from([128, 255, 100]);
    expect([...removeGreenSpill(rgb, alpha)]).toEqual([120, 120, 90, 60, 220, 80, 200, 100, 150]);
    // The input is not changed.
    expect(rgb[1]).toBe(200);
  });
});
