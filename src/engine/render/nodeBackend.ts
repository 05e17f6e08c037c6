/**
 * The renderer in Node (print files, server-side checks, unit tests): Konva draws on
 * @napi-rs/canvas, pictures load with its loadImage, and the same @fontsource files the browser
 * bundles are registered by family name, so Node and browser draw the same glyphs.
 */
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, Image, loadImage } from '@napi-rs/canvas';
import { Konva } from './konva';
import { FilteredImageCache } from './effects';
import { ALL_FONT_FILES } from './fontTable';
import { CompositeCache } from './greenScreen';
import { ImageCache, type ImageLoader, type LoadedImage } from './images';
import { measurersByFace } from './measure';
import type { RenderAssets } from './renderPart';

let canvasInstalled = false;

/** Points Konva's canvas and image factories at @napi-rs/canvas (once per process). */
export function installNodeCanvas(): void {
  if (canvasInstalled) return;
  // Konva sets `style` on its canvases; a Node canvas has none.
  Konva.Util.createCanvasElement = () => Object.assign(createCanvas(1, 1), { style: {} }) as unknown as HTMLCanvasElement;
  Konva.Util.createImageElement = () => new Image() as unknown as HTMLImageElement;
  canvasInstalled = true;
}

let fontsRegistered = false;

/** Registers every bundled font file under its family name (once per process). */
export function registerBundledFonts(): void {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  for (const file of ALL_FONT_FILES) GlobalFonts.registerFromPath(require.resolve(file.packageFile), file.family);
  fontsRegistered = true;
}

/** Loads a file path, a URL or any source @napi-rs/canvas's loadImage accepts. */
export const loadNodeImage: ImageLoader = async (source) => (await loadImage(source)) as unknown as LoadedImage;

/** Render assets for Node: the canvas and fonts set up, pictures through `loader`. */
export function createNodeAssets(loader: ImageLoader = loadNodeImage): RenderAssets {
  installNodeCanvas();
  registerBundledFonts();
  return {
    images: new ImageCache(loader),
    filtered: new FilteredImageCache(),
    composites: new CompositeCache(),
    // Every family is registered up front; there is nothing to wait for.
    loadFont: async () => undefined,
    measurerFor: measurersByFace(),
  };
}
