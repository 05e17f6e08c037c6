/**
 * The one thing that changes on screen while a finger moves: the touched slot's photo node gets
 * the crop's attributes and only its layer is redrawn (batchDraw, on the next frame). No React
 * render, no store write: the store hears of the gesture once, at its end.
 */
import type { Rect } from '../../engine/layout/geometry';
import type { PartCanvasHandle } from '../../engine/react';
import { photoAttrs, type LoadedImage } from '../../engine/render';
import type { MovablePicture } from './cropCommit';

export function showLiveCrop(handle: PartCanvasHandle, picture: MovablePicture, cropRect: Rect): void {
  const { render, layer, fit } = handle;
  // Looked up each frame: a render that arrives mid-gesture replaces the node.
  const node = render?.photoNode(picture.slotId);
  if (!node || !layer || !fit) return;
  const image = node.image() as LoadedImage | undefined;
  if (!image) return;
  const slotPx = { width: picture.slot.rect.width * fit.scale, height: picture.slot.rect.height * fit.scale };
  // The node keeps its (possibly filtered) image; only its placement changes.
  node.setAttrs({ ...photoAttrs({ ...picture.resource, cropRect }, image, slotPx, picture.part.imageAdaption), image });
  layer.batchDraw();
}
