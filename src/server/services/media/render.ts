import sharp from 'sharp';
import type { DerivativeSpec } from './derivatives';
import { applyEffect } from './effects';

const JPEG = { quality: 82, progressive: true } as const;

/**
 * Makes one derivative of an original: scaled so its long side is `spec.size` (never enlarged),
 * with the effect. A png derivative is the cut-out foreground of a green-screen picture: the
 * effect applied to the person, the mask as alpha, green fringes removed.
 */
export async function renderDerivative(source: string, maskFile: string | null, spec: Omit<DerivativeSpec, 'size'> & { size: number }): Promise<Buffer> {
  const resize = { width: spec.size, height: spec.size, fit: 'inside', withoutEnlargement: true } as const;
  const scaled = () => sharp(source, { failOn: 'none' }).rotate().resize(resize).toColourspace('srgb').removeAlpha();
  if (spec.format === 'jpg') return applyEffect(scaled(), spec.effect).jpeg(JPEG).toBuffer();
  if (!maskFile) throw new Error('A foreground needs a mask file');

  // The screen's green is taken out before the effect, so bw and sepia fringes stay neutral too.
  const colour = await scaled().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = colour.info;
  const alpha = await sharp(maskFile).ensureAlpha().extractChannel(3).resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const clean = removeGreenSpill(colour.data, alpha);
  const withEffect = await applyEffect(sharp(clean, { raw: { width, height, channels: 3 } }), spec.effect).raw().toBuffer();
  return sharp(withEffect, { raw: { width, height, channels: 3 } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * Edge pixels of a green-screen shot are part person, part green; placed on another background
 * they would glow green. Where the mask is not fully opaque, green is limited to the larger of
 * red and blue (the usual despill), which leaves the person's own colours alone.
 */
export function removeGreenSpill(rgb: Buffer, alpha: Buffer): Buffer {
  const out = Buffer.from(rgb);
  for (let i = 0, p = 0; i < alpha.length; i++, p += 3) {
    if (alpha[i] === 255) continue;
    const limit = Math.max(out[p], out[p + 2]);
    if (out[p + 1] > limit) out[p + 1] = limit;
  }
  return out;
}
