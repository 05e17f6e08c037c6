/**
 * The render assets of a browser page: pictures through <img>, fonts through the FontFace API,
 * measuring on a DOM canvas. One set per page, so every editor, thumbnail and preview shares the
 * decoded and filtered pictures.
 */
import { FilteredImageCache } from './effects';
import { ensureFontLoaded } from './fonts';
import { CompositeCache } from './greenScreen';
import { ImageCache } from './images';
import { measurersByFace } from './measure';
import type { RenderAssets } from './renderPart';

export function createBrowserAssets(): RenderAssets {
  return {
    images: new ImageCache(),
    filtered: new FilteredImageCache(),
    composites: new CompositeCache(),
    loadFont: ensureFontLoaded,
    measurerFor: measurersByFace(),
  };
}

let pageAssets: RenderAssets | undefined;

/** The page's shared assets, made on first use. */
export function browserAssets(): RenderAssets {
  pageAssets ??= createBrowserAssets();
  return pageAssets;
}
