/**
 * The first canvas's pictures, artwork and fonts, asked for as soon as the session is known:
 * they then arrive while React builds the editor instead of after it, and the canvas's first
 * render finds them in the page's shared render assets (the same caches, by URL and family).
 */
import { browserAssets } from '../../engine/render/browserAssets';
import { loadPartAssets } from '../../engine/render';
import type { EditorInit } from '../store';
import { CANVAS_PICTURE_SIZE, hostPictureSources, pictureLocatorFor } from '../media/pictureSources';

export function preloadFirstCanvas({ doc, context, currentPartId }: EditorInit): void {
  const part = doc.template.parts.find((p) => p.id === currentPartId) ?? doc.template.parts[0];
  if (!part) return;
  const sources = hostPictureSources(pictureLocatorFor(context.pictureSet.pictures, context.placedUploads), CANVAS_PICTURE_SIZE);
  // A picture that fails here fails again in the render, which shows it; nothing to report twice.
  loadPartAssets({ part, resources: doc.resources, sources, assets: browserAssets() }).catch(() => undefined);
}
