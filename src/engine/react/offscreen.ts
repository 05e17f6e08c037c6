/**
 * A part drawn off the page into a PNG: the thumbnail's picture. The stage lives in a detached
 * element, is encoded asynchronously (toBlob) and destroyed with all its nodes afterwards.
 */
import Konva from 'konva';
import { renderPart, type RenderPartOptions } from '../render/renderPart';
import type { PartFit } from './partFit';

export interface OffscreenRenderOptions extends Omit<RenderPartOptions, 'scale'> {
  fit: PartFit;
  /** Device pixels per CSS pixel of the image. */
  pixelRatio: number;
}

export async function renderPartToBlob({ fit, pixelRatio, ...options }: OffscreenRenderOptions): Promise<Blob> {
  const render = await renderPart({ ...options, scale: fit.scale });
  const stage = new Konva.Stage({ container: document.createElement('div'), width: fit.size.width, height: fit.size.height, listening: false });
  try {
    const layer = new Konva.Layer({ listening: false });
    stage.add(layer);
    render.group.position({ x: -fit.offset.x, y: -fit.offset.y });
    layer.add(render.group);
    // The nodes are destroyed with the stage before the layer's scheduled redraw, so that draw is empty.
    return await stage.toBlob({ pixelRatio, mimeType: 'image/png' });
  } finally {
    stage.destroy();
  }
}
