/** React bindings of the engine: a live part canvas and cached, lazily drawn thumbnails. */
export { PartCanvas, type PartCanvasHandle, type PartCanvasProps } from './PartCanvas';
export { TemplateThumbnail, type TemplateThumbnailProps } from './TemplateThumbnail';
export { RenderHostProvider, useRenderHost, type RenderHost, type RenderHostProviderProps } from './RenderHost';
export { useRenderAssets } from './useRenderAssets';
export { fitPart, type PartArea, type PartFit } from './partFit';
export { createRenderQueue, yieldToPage, type RenderQueue } from './renderQueue';
export { thumbnailKey, type ThumbnailSpec } from './thumbnailKey';
export { ThumbnailCache } from './thumbnailCache';
export { markOnce } from './userTiming';
