import type { Sharp } from 'sharp';
import { EFFECT_MATRICES } from '../../../engine/model/effects';
import type { PictureEffect } from '../../../engine/model/layers';

// The weights live in the engine's model so the editor's canvas filters and the server's
// derivatives cannot drift apart.
export { PICTURE_EFFECTS, type PictureEffect } from '../../../engine/model/layers';
export { applyEffectToColor, BW_MATRIX, EFFECT_MATRICES, SEPIA_MATRIX } from '../../../engine/model/effects';

/** Adds the effect to a sharp pipeline (the image must be 3-channel sRGB). */
export function applyEffect(image: Sharp, effect: PictureEffect): Sharp {
  return effect === 'original' ? image : image.recomb(EFFECT_MATRICES[effect]);
}
