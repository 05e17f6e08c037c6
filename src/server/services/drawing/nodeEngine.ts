/**
 * The engine's drawing in Node (Konva, @napi-rs/canvas with Skia, the export code: about 45 MB
 * resident), loaded by the first drawing rather than at start. Only previews and print files
 * draw, so a server that answers the shop's calls does not carry it until one is asked for.
 */
export async function nodeEngine() {
  const [exporting, backend] = await Promise.all([import('../../../engine/export'), import('../../../engine/render/nodeBackend')]);
  return {
    exportPartPng: exporting.exportPartPng,
    exportPrintPdf: exporting.exportPrintPdf,
    rasterisePart: exporting.rasterisePart,
    encodeCanvas: exporting.encodeCanvas,
    createNodeAssets: backend.createNodeAssets,
  };
}
