/**
 * A frozen line drawn by the engine in Node: the print PDF (every part at 300 DPI with bleed and
 * crop marks) and a raster of one print page at any width, from the same options so the support
 * view, the print file and the cart thumbnail draw the same values.
 */
import type { CartTemplateData } from '../../../api/contract/cart';
import { userResources as userResourcesSchema, type Template } from '../../../engine/model';
import type { PictureSources, RenderAssets } from '../../../engine/render';
import { nodeEngine } from '../drawing/nodeEngine';

export interface LineDrawing {
  template: Template;
  data: CartTemplateData;
  sources: PictureSources;
  assets: RenderAssets;
}

/** What a frozen line draws: its own language and texts, never the viewer's. */
export function frozenDrawing(template: Template, data: CartTemplateData) {
  return {
    template,
    resources: userResourcesSchema.parse(data.userResources),
    year: data.year,
    // Lines stored before freezing were drawn in Norwegian.
    lang: data.lang ?? ('nb' as const),
    // Every text slot is written out in a frozen line; a name only fills the defaults of older lines.
    subjectName: '',
  };
}

/** The render options of a frozen line. */
export function frozenInstance({ template, data, sources, assets }: LineDrawing) {
  return { ...frozenDrawing(template, data), sources, assets };
}

/** The print PDF; `createdAt` (the order's time) makes a reprint byte-identical. */
export async function linePrintPdf(drawing: LineDrawing, createdAt: Date): Promise<Uint8Array> {
  const { exportPrintPdf } = await nodeEngine();
  return exportPrintPdf({ ...frozenInstance(drawing), createdAt });
}

/** Page `pageIndex` (0-based, one per part) of the print file as a PNG `width` px wide: part plus bleed over white. */
export async function linePagePng(drawing: LineDrawing, pageIndex: number, width: number): Promise<Uint8Array> {
  const part = drawing.template.parts[pageIndex];
  if (!part) throw new RangeError(`The line has ${drawing.template.parts.length} pages, not ${pageIndex + 1}`);
  const { encodeCanvas, rasterisePart } = await nodeEngine();
  const raster = await rasterisePart({ ...frozenInstance(drawing), part, target: { width }, area: 'bleed', background: '#ffffff' });
  return encodeCanvas(raster.canvas, 'png');
}
