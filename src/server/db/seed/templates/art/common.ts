/** Artwork shared by collections: soft shadows under photo frames, paper and linen grain. */
import type { ArtSource } from './source';
import { flecks } from './svg';

/**
 * A blurred dark rectangle to lay under a photo frame. Drawn for a 100x100 mm layer and
 * stretched (fit 'fill') to the frame's shape: a blur has no detail to distort.
 */
const softShadow: ArtSource = {
  name: 'soft-shadow',
  widthMm: 100,
  heightMm: 100,
  dpi: 60,
  body: '<defs><filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter></defs><rect x="8" y="9" width="84" height="84" rx="2" fill="#1b1410" opacity="0.42" filter="url(#s)"/>',
};

/** Fine linen weave: faint flecks in warm greys, laid over a light solid colour. */
const linen: ArtSource = {
  name: 'paper-linen',
  widthMm: 216,
  heightMm: 306,
  dpi: 120,
  body: flecks(216, 306, 5200, ['#8a7d6b', '#b3a58f', '#ffffff'], 91, [0.4, 1.6], [0.08, 0.28]),
};

/** Kraft paper fibres: darker and lighter strands over a brown ground. */
const kraft: ArtSource = {
  name: 'paper-kraft',
  widthMm: 156,
  heightMm: 156,
  dpi: 120,
  body: flecks(156, 156, 3600, ['#5e3f22', '#d9b88f', '#7a5634'], 17, [0.5, 2.6], [0.1, 0.35]),
};

export const COMMON_ART: ArtSource[] = [softShadow, linen, kraft];
