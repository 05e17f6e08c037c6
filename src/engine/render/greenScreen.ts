/**
 * Green-screen pictures: the cut-out foreground (a PNG with alpha) laid over the background the
 * customer chose. The composite is one bitmap at the foreground's size, so crop, turn and effect
 * treat it exactly like any photo; it is made once per (foreground, background, turn).
 */
import { Konva } from './konva';
import { fitRect } from '../layout/fit';
import type { QuarterTurn } from '../layout/geometry';
import { rotatedSize } from '../layout/rotation';
import type { LoadedImage } from './images';
import { LruCache } from './lru';

/**
 * The foreground over the background, in the foreground file's orientation. The background is
 * turned against the photo's turn, so once the slot turns the photo the background stands
 * upright, covering the turned frame.
 */
export function compositeOverBackground(foreground: LoadedImage, background: LoadedImage, rotation: QuarterTurn): HTMLCanvasElement {
  const canvas = Konva.Util.createCanvasElement();
  canvas.width = foreground.width;
  canvas.height = foreground.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context for the green-screen composite');
  // Plain sizes: an image's width and height are prototype getters that spreading would lose.
  const turned = rotatedSize({ width: foreground.width, height: foreground.height }, rotation);
  const cover = fitRect({ width: background.width, height: background.height }, { x: -turned.width / 2, y: -turned.height / 2, ...turned }, 'cover');
  context.save();
  context.translate(foreground.width / 2, foreground.height / 2);
  context.rotate((-rotation * Math.PI) / 180);
  context.drawImage(background, cover.x, cover.y, cover.width, cover.height);
  context.restore();
  context.drawImage(foreground, 0, 0, foreground.width, foreground.height);
  return canvas;
}

export const compositeKey = (foregroundUrl: string, backgroundUrl: string, rotation: QuarterTurn): string =>
  `${foregroundUrl}\n${backgroundUrl}\n${rotation}`;

export class CompositeCache {
  private readonly composites: LruCache<string, LoadedImage>;

  constructor(limit = 24) {
    this.composites = new LruCache(limit);
  }

  get(key: string, make: () => LoadedImage): LoadedImage {
    return this.composites.getOrCreate(key, make);
  }
}
