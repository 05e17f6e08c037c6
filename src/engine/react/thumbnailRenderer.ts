/**
 * What a thumbnail draws with. TemplateThumbnail loads this module on its first draw, so a page
 * of thumbnails shows its text and tiles before the renderer (Konva) has arrived.
 */
export { renderPartToBlob } from './offscreen';
export { browserAssets } from '../render/browserAssets';
