/**
 * Raster and PDF export of template instances, the same code in pages and in Node: the caller
 * passes the platform's render assets (browserAssets() in a page, createNodeAssets() in Node)
 * and picture sources (URLs in a page, file paths or URLs in Node).
 *
 * - exportPartPng({ ...instance, part, target: { width: 320 }, area: 'trim' }): a preview PNG;
 *   target { dpi: 300 } with the default area 'bleed' is a print PNG. Bytes as Uint8Array.
 * - exportPrintPdf({ ...instance, createdAt }): the print file, one page per part, 300 DPI.
 *
 * `instance` is what renderPart takes: template, resources, year, lang, subjectName, sources,
 * assets. A picture that fails to load throws MissingPicturesError rather than print a hole.
 */
export { exportPartPng } from './png';
export { rasterisePart, MissingPicturesError, type PartRaster, type RasterisePartOptions } from './rasterise';
export { rasterPlan, targetScale, type RasterArea, type RasterPlan, type RasterTarget } from './rasterSize';
export { encodeCanvas, type AnyCanvas, type RasterFormat } from './encode';
export { exportPrintPdf, printRaster, PRINT_RASTER, PDF_PRODUCER, type ExportPrintPdfOptions, type PrintRaster } from './pdf';
export { printSheet, PRINT_DPI, CROP_MARKS, MARKS_MARGIN_MM, type CropMark, type PrintSheet, type RasterPlacement } from './printSheet';
