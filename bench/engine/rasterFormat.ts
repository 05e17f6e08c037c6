/**
 * `npx tsx bench/engine/rasterFormat.ts`: why the print PDF embeds JPEG (src/engine/export/pdf.ts).
 * Every page of the 13-part 20x30 calendar at 300 DPI, with a demo photo on each, is encoded as PNG and as JPEG at a few
 * qualities, embedded with pdf-lib and saved; it prints time, file size and how far each
 * decoded page is from the lossless raster (pixelmatch at 0.1, and PSNR).
 */
import { loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import pixelmatch from 'pixelmatch';
import { encodeCanvas, rasterisePart } from '../../src/engine/export';
import { PRINT_DPI } from '../../src/engine/export/printSheet';
import { everyPagePicture, thirteenPartCalendar } from '../../tests/visual/harness/calendars';
import { parsedTemplate } from '../../tests/visual/harness/nodeFixtures';
import { createNodeAssets } from '../../src/engine/render/nodeBackend';
import { demoPhotoSources, GROUP_UUID, photoResource, prepareDemoMedia } from './demoPhotos';

const template = parsedTemplate(thirteenPartCalendar());
await prepareDemoMedia();
const resources = everyPagePicture(photoResource(GROUP_UUID)) as never;
const base = { template, resources, year: 2028, lang: 'nb' as const, sources: demoPhotoSources('original'), assets: createNodeAssets() };

const variants = [
  { name: 'PNG', format: 'png' as const, quality: 1 },
  { name: 'JPEG 0.85', format: 'jpeg' as const, quality: 0.85 },
  { name: 'JPEG 0.92', format: 'jpeg' as const, quality: 0.92 },
  { name: 'JPEG 0.95', format: 'jpeg' as const, quality: 0.95 },
];
const totals = new Map(variants.map((v) => [v.name, { encodeMs: 0, pdfMs: 0, bytes: 0, differing: 0, pixels: 0, squaredError: 0 }]));
const documents = new Map<string, PDFDocument>();
for (const v of variants) documents.set(v.name, await PDFDocument.create());

for (const part of template.parts) {
  const raster = await rasterisePart({ ...base, part, target: { dpi: PRINT_DPI }, background: '#ffffff' });
  const { width, height } = raster.size;
  const lossless = (raster.canvas as unknown as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, width, height).data;
  for (const v of variants) {
    const total = totals.get(v.name)!;
    let start = performance.now();
    const bytes = await encodeCanvas(raster.canvas, v.format, v.quality);
    total.encodeMs += performance.now() - start;
    start = performance.now();
    const pdf = documents.get(v.name)!;
    const image = v.format === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    total.pdfMs += performance.now() - start;
    const decoded = await loadImage(Buffer.from(bytes));
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(decoded, 0, 0);
    const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    total.differing += pixelmatch(lossless, pixels, undefined, width, height, { threshold: 0.1 });
    total.pixels += width * height;
    for (let i = 0; i < pixels.length; i += 4) for (let c = 0; c < 3; c++) total.squaredError += (pixels[i + c] - lossless[i + c]) ** 2;
  }
}

console.log(`\nPrint raster format, 13-part 20x30 calendar at ${PRINT_DPI} DPI (Node)\n`);
for (const v of variants) {
  const total = totals.get(v.name)!;
  const start = performance.now();
  const saved = await documents.get(v.name)!.save();
  total.pdfMs += performance.now() - start;
  total.bytes = saved.byteLength;
  const psnr = 10 * Math.log10((255 * 255) / (total.squaredError / (total.pixels * 3)));
  console.log(
    `  ${v.name.padEnd(10)} encode ${total.encodeMs.toFixed(0).padStart(6)} ms  embed+save ${total.pdfMs.toFixed(0).padStart(6)} ms  ` +
      `${(total.bytes / 1e6).toFixed(1).padStart(6)} MB  differing ${((100 * total.differing) / total.pixels).toFixed(3)} %  PSNR ${psnr.toFixed(1)} dB`,
  );
}
