/**
 * Photo effects on the canvas. The colour weights are the model's (the server's sharp
 * derivatives use the same ones). A filtered copy of each picture is made once per
 * (url, effect) and kept, so dragging or zooming a photo only moves a ready canvas.
 */
import { Konva } from './konva';
import { EFFECT_MATRICES, type ColourEffect, type Matrix3 } from '../model/effects';
import type { PictureEffect } from '../model/layers';
import type { LoadedImage } from './images';
import { LruCache } from './lru';

/** The pixels a Konva filter receives (ImageData, or any object shaped like it). */
export interface PixelData {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * A Konva filter applying one colour matrix; Uint8ClampedArray clamps and rounds each channel
 * as applyEffectToColor does (exact halves go to even, so those may differ by one), and alpha
 * is left alone.
 */
export function colourMatrixFilter(matrix: Matrix3): (imageData: PixelData) => void {
  const [[rr, rg, rb], [gr, gg, gb], [br, bg, bb]] = matrix;
  return ({ data }) => {
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i];
      const g = data[i + 1];
      const b = data[i + 2];
      data[i] = rr * r + rg * g + rb * b;
      data[i + 1] = gr * r + gg * g + gb * b;
      data[i + 2] = br * r + bg * g + bb * b;
    }
  };
}

export const EFFECT_FILTERS: Record<ColourEffect, (imageData: PixelData) => void> = {
  bw: colourMatrixFilter(EFFECT_MATRICES.bw),
  sepia: colourMatrixFilter(EFFECT_MATRICES.sepia),
};

/** A new canvas holding the picture with the effect applied (at the picture's own size). */
export function filteredCopy(image: LoadedImage, effect: ColourEffect): HTMLCanvasElement {
  const canvas = Konva.Util.createCanvasElement();
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context for the photo effect');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  EFFECT_FILTERS[effect](pixels);
  context.putImageData(pixels, 0, 0);
  return canvas;
}

export type MakeFilteredCopy = (image: LoadedImage, effect: ColourEffect) => LoadedImage;

/**
 * Filtered pictures by (picture key, effect), the key being a URL or a composite's key. The
 * least recently used copies are dropped past `limit`, so browsing many photos does not keep
 * every filtered bitmap alive.
 */
export class FilteredImageCache {
  private readonly copies: LruCache<string, LoadedImage>;

  constructor(
    limit = 48,
    private readonly makeCopy: MakeFilteredCopy = filteredCopy,
  ) {
    this.copies = new LruCache(limit);
  }

  /** The picture as drawn with `effect`: the original itself, or its one filtered copy. */
  get(key: string, image: LoadedImage, effect: PictureEffect): LoadedImage {
    if (effect === 'original') return image;
    return this.copies.getOrCreate(`${effect}\n${key}`, () => this.makeCopy(image, effect));
  }

  get size(): number {
    return this.copies.size;
  }
}
