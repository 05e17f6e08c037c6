import type { Sharp } from 'sharp';

export const PICTURE_EFFECTS = ['original', 'bw', 'sepia'] as const;
export type PictureEffect = (typeof PICTURE_EFFECTS)[number];

type Matrix3 = [[number, number, number], [number, number, number], [number, number, number]];

/*
 * The same weights as Konva's Grayscale and Sepia filters, which the template engine applies in
 * the browser: a picture looks the same in a server thumbnail and in the editor.
 */
const GREY_WEIGHTS = [0.34, 0.5, 0.16] as const;
export const BW_MATRIX: Matrix3 = [[...GREY_WEIGHTS], [...GREY_WEIGHTS], [...GREY_WEIGHTS]];
export const SEPIA_MATRIX: Matrix3 = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

export const EFFECT_MATRICES: Record<Exclude<PictureEffect, 'original'>, Matrix3> = { bw: BW_MATRIX, sepia: SEPIA_MATRIX };

/** One RGB colour through an effect (0-255, clamped as an 8-bit image would be). */
export function applyEffectToColor(effect: PictureEffect, [r, g, b]: [number, number, number]): [number, number, number] {
  if (effect === 'original') return [r, g, b];
  const m = EFFECT_MATRICES[effect];
  const channel = (row: readonly number[]) => Math.min(255, Math.max(0, Math.round(row[0] * r + row[1] * g + row[2] * b)));
  return [channel(m[0]), channel(m[1]), channel(m[2])];
}

/** Adds the effect to a sharp pipeline (the image must be 3-channel sRGB). */
export function applyEffect(image: Sharp, effect: PictureEffect): Sharp {
  return effect === 'original' ? image : image.recomb(EFFECT_MATRICES[effect]);
}
