/**
 * A part drawn off the page into a PNG: the thumbnail's picture. The stage lives in a detached
 * element, is encoded asynchronously (toBlob) and destroyed with all its nodes afterwards.
 *
 * The part is drawn up to SUPERSAMPLE times its device pixels and scaled down with the browser's
 * high-quality filter: drawn straight at thumbnail size, pictures and patterned art shrink five-
 * to tenfold in one bilinear step, which drops most of their pixels and leaves aliasing (moiré on
 * knit patterns, jagged edges) that neither the editor nor the print file shows.
 */
import { Konva } from '../render/konva';
import type { Size } from '../layout/geometry';
import { renderPart, type RenderPartOptions } from '../render/renderPart';
import type { PartFit } from './partFit';

export interface OffscreenRenderOptions extends Omit<RenderPartOptions, 'scale'> {
  fit: PartFit;
  /** Device pixels per CSS pixel of the image. */
  pixelRatio: number;
}

const SUPERSAMPLE = 4;
/** The large drawing's longest side at most, so a big preview on a dense screen stays cheap to draw. */
const MAX_LARGE_SIDE = 1600;

export async function renderPartToBlob({ fit, pixelRatio, ...options }: OffscreenRenderOptions): Promise<Blob> {
  // Drawn at the large scale itself rather than through a pixel ratio, so texts are laid out (and
  // centred) with the widths the font has at that size, as in the print file, not at 9 px.
  const factor = Math.max(pixelRatio, Math.min(pixelRatio * SUPERSAMPLE, MAX_LARGE_SIDE / Math.max(fit.size.width, fit.size.height)));
  const render = await renderPart({ ...options, scale: fit.scale * factor });
  const area = shownArea(options, fit, factor);
  const stage = new Konva.Stage({ container: document.createElement('div'), width: Math.ceil(area.width), height: Math.ceil(area.height), listening: false });
  try {
    const layer = new Konva.Layer({ listening: false });
    stage.add(layer);
    render.group.position({ x: -fit.offset.x * factor, y: -fit.offset.y * factor });
    layer.add(render.group);
    // The nodes are destroyed with the stage before the layer's scheduled redraw, so that draw is empty.
    const large = stage.toCanvas({ pixelRatio: 1 });
    return await downscaleToPng(large, area, { width: Math.round(fit.size.width * pixelRatio), height: Math.round(fit.size.height * pixelRatio) });
  } finally {
    stage.destroy();
  }
}

/**
 * The shown area (the part, or the part and its bleed) in pixels of the large drawing, unrounded:
 * the thumbnail's whole-pixel size is rounded from it, and the whole area is scaled into that
 * size (a stretch below half a pixel) so the thumbnail shows every edge of the card, as the print
 * file does, instead of cutting up to a pixel off its right or bottom.
 */
function shownArea({ template, part }: Pick<RenderPartOptions, 'template' | 'part'>, fit: PartFit, factor: number): Size {
  return {
    width: ((part.size.width + 2 * template.bleed) * fit.scale - 2 * fit.offset.x) * factor,
    height: ((part.size.height + 2 * template.bleed) * fit.scale - 2 * fit.offset.y) * factor,
  };
}

function downscaleToPng(source: HTMLCanvasElement, area: Size, size: Size): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d')!;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The thumbnail could not be encoded as PNG'))), 'image/png'));
}
