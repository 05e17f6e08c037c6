/**
 * Raster and PDF export of template instances, the same code in pages and in Node: the caller
 * passes the platform's render assets (browserAssets() or createNodeAssets()).
 */
export { exportPartPng } from './png';
export { rasterisePart, MissingPicturesError, type PartRaster, type RasterisePartOptions } from './rasterise';
export { rasterPlan, areaSizeMm, targetScale, type RasterArea, type RasterPlan, type RasterTarget } from './rasterSize';
export { encodeCanvas, type AnyCanvas, type RasterFormat } from './encode';
export { exportPrintPdf, printRaster, PRINT_RASTER, PDF_PRODUCER, type ExportPrintPdfOptions, type PrintRaster } from './pdf';
export { printSheet, PRINT_DPI, CROP_MARKS, MARKS_MARGIN_MM, type CropMark, type PrintSheet, type RasterPlacement } from './printSheet';
