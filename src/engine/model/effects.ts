import type { PictureEffect } from './layers';

/**
 * Colour weights of the photo effects, shared by the server's sharp derivatives and the
 * renderer's canvas filters: a picture looks the same in a server thumbnail and in the editor.
 * Each row gives one output channel (r, g, b) as a weighted sum of the input r, g and b.
 */
export type Matrix3 = [[number, number, number], [number, number, number], [number, number, number]];

/** Konva's Grayscale weights: every channel gets the same brightness, so rows sum to 1. */
const GREY_WEIGHTS = [0.34, 0.5, 0.16] as const;
export const BW_MATRIX: Matrix3 = [[...GREY_WEIGHTS], [...GREY_WEIGHTS], [...GREY_WEIGHTS]];

/** Konva's Sepia weights: warm tones, with the red row summing above 1 (clipped at white). */
export const SEPIA_MATRIX: Matrix3 = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

export type ColourEffect = Exclude<PictureEffect, 'original'>;

export const EFFECT_MATRICES: Record<ColourEffect, Matrix3> = { bw: BW_MATRIX, sepia: SEPIA_MATRIX };

/** One RGB colour through an effect (0-255, rounded and clamped as an 8-bit image would be). */
export function applyEffectToColor(effect: PictureEffect, [r, g, b]: [number, number, number]): [number, number, number] {
  if (effect === 'original') return [r, g, b];
  const m = EFFECT_MATRICES[effect];
  const channel = (row: readonly number[]) => Math.min(255, Math.max(0, Math.round(row[0] * r + row[1] * g + row[2] * b)));
  return [channel(m[0]), channel(m[1]), channel(m[2])];
}
