import { browserAssets } from '../render/browserAssets';
import type { RenderAssets } from '../render/renderPart';
import { useRenderHost } from './RenderHost';

/** The assets a live drawing uses: the host's own, else the page's shared ones. */
export function useRenderAssets(): RenderAssets {
  return useRenderHost().assets ?? browserAssets();
}
