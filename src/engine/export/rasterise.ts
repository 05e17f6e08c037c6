/**
 * One part drawn to a canvas through the renderer, the same call in a page and in Node: the
 * platform only shows in the assets handed in (browserAssets or createNodeAssets).
 */
import { Konva } from '../render/konva';
import type { Size } from '../layout/geometry';
import { renderPart, type RenderPartOptions } from '../render/renderPart';
import type { AnyCanvas } from './encode';
import { MissingPicturesError } from './missingPictures';
import { rasterPlan, type RasterArea, type RasterTarget } from './rasterSize';

export interface RasterisePartOptions extends Omit<RenderPartOptions, 'scale' | 'guides' | 'placeholders'> {
  target: RasterTarget;
  /** Default `bleed`: the printer's area. */
  area?: RasterArea;
  /** Empty slots show their placeholder colour; off by default, as print files never show them. */
  placeholders?: boolean;
  /** A colour under the drawing (the paper); left transparent when absent. */
  background?: string;
}

export interface PartRaster {
  canvas: AnyCanvas;
  size: Size;
  /** Pixels per mm of the drawing. */
  scale: number;
  overflowingTexts: string[];
}

export { MissingPicturesError };

export async function rasterisePart(options: RasterisePartOptions): Promise<PartRaster> {
  const { template, part, target, area = 'bleed', background } = options;
  const plan = rasterPlan(part.size, template.bleed, area, target);
  const render = await renderPart({ ...options, scale: plan.scale, placeholders: options.placeholders ?? false });
  try {
    if (render.failedImages.length > 0) throw new MissingPicturesError(part.id, render.failedImages);
    const origin = area === 'bleed' ? { x: 0, y: 0 } : render.trimOrigin;
    if (background) {
      const paper = new Konva.Rect({ ...origin, ...plan.size, fill: background, listening: false });
      render.group.add(paper);
      paper.moveToBottom();
    }
    const canvas = render.group.toCanvas({ ...origin, ...plan.size, pixelRatio: 1, imageSmoothingEnabled: true }) as unknown as AnyCanvas;
    return { canvas, size: plan.size, scale: plan.scale, overflowingTexts: render.overflowingTexts };
  } finally {
    render.group.destroy();
  }
}
