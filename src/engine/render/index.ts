/**
 * The renderer's shared API: a part instance as Konva nodes, the caches it draws through and
 * the font table. Platform set-up lives beside it and is imported on its own:
 * `browserAssets` (FontFace loading, bundled font URLs) in pages, `nodeBackend`
 * (@napi-rs/canvas, registered font files) in Node.
 */
export { fontsOf, loadPartAssets, pictureNeeds, renderPart, type PartAssetsOptions, type PartRender, type PictureSources, type RenderAssets, type RenderPartOptions } from './renderPart';
export { FilteredImageCache, EFFECT_FILTERS, colourMatrixFilter } from './effects';
export { ImageCache, type ImageLoader, type LoadedImage } from './images';
export { CompositeCache } from './greenScreen';
export { ALL_FONT_FILES, availableWeight, fontFilesOf, FONT_PACKAGES, type FontFile, type FontWeight } from './fontTable';
export { createCanvasMeasurer, measurersByFace, cssFont, konvaFontStyle } from './measure';
export { photoAttrs } from './imageSlot';
export { fitSlotText, TEXT_LINE_HEIGHT } from './text';
export { SAFE_AREA_MARGIN_MM, type GuideOptions } from './guides';
