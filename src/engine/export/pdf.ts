/**
 * The print file of an instance: one PDF page per part at physical size, the part's raster with
 * its bleed turned onto the sheet as the part says, crop marks on the trim lines outside the
 * bleed, and TrimBox/BleedBox set so imposition software finds the cut. pdf-lib runs in pages
 * and in Node alike; only the assets handed in differ.
 */
import { cmyk, degrees, PDFDocument, type PDFPage } from 'pdf-lib';
import { textIn } from '../model/localized';
import type { Part } from '../model/template';
import { encodeCanvas } from './encode';
import { printSheet, PRINT_DPI, CROP_MARKS } from './printSheet';
import { rasterisePart, type RasterisePartOptions } from './rasterise';
import type { Size } from '../layout/geometry';

export type ExportPrintPdfOptions = Omit<RasterisePartOptions, 'part' | 'target' | 'area' | 'placeholders' | 'background'> & {
  /** The file's creation date; pass the order's to make a reprint byte-identical. Default: now. */
  createdAt?: Date;
};

/**
 * JPEG at quality 0.92, chosen by measurement (`npx tsx bench/engine/rasterFormat.ts`: the
 * 13-part 20x30 calendar at 300 DPI with a demo photo on every page, in Node). PNG kept the
 * pages lossless but took 41 s against 3.2 s and made a 19.4 MB file against 5.3 MB: pdf-lib
 * decodes every PNG and deflates it again in JavaScript, while a JPEG is copied in as it is.
 * At 0.92 the pages are 44.8 dB PSNR from the lossless raster and 0.004 % of pixels pass
 * pixelmatch's 0.1 threshold (hard text edges), invisible in print; 0.95 gained 0.8 dB for
 * 28 % more bytes, 0.85 lost 1.5 dB to save 25 %.
 */
export const PRINT_RASTER = { format: 'jpeg', quality: 0.92 } as const;

/** Paper is white; JPEG has no transparency, so the raster is drawn over it. */
const PAPER = '#ffffff';

/** Registration black: printed on every plate, as crop marks must be. */
const REGISTRATION = cmyk(1, 1, 1, 1);

export const PDF_PRODUCER = 'School photo webshop template engine (Konva, pdf-lib)';

export interface PrintRaster {
  bytes: Uint8Array;
  /** Pixels of the part plus bleed, upright as designed. */
  size: Size;
}

/** One part plus bleed at 300 DPI over white, encoded as the PDF embeds it. */
export async function printRaster(options: ExportPrintPdfOptions, part: Part): Promise<PrintRaster> {
  const raster = await rasterisePart({ ...options, part, target: { dpi: PRINT_DPI }, area: 'bleed', background: PAPER });
  return { bytes: await encodeCanvas(raster.canvas, PRINT_RASTER.format, PRINT_RASTER.quality), size: raster.size };
}

function drawSheet(page: PDFPage, part: Part, bleedMm: number, image: Parameters<PDFPage['drawImage']>[0]): void {
  const sheet = printSheet(part.size, bleedMm, part.rotation);
  page.setSize(sheet.size.width, sheet.size.height);
  page.setBleedBox(sheet.bleedBox.x, sheet.bleedBox.y, sheet.bleedBox.width, sheet.bleedBox.height);
  page.setTrimBox(sheet.trimBox.x, sheet.trimBox.y, sheet.trimBox.width, sheet.trimBox.height);
  const { rotateDegrees, ...box } = sheet.raster;
  page.drawImage(image, { ...box, rotate: degrees(rotateDegrees) });
  for (const mark of sheet.cropMarks) page.drawLine({ ...mark, thickness: CROP_MARKS.lineWidthPt, color: REGISTRATION });
}

/** The print PDF of every part of the instance, in the template's part order. */
export async function exportPrintPdf(options: ExportPrintPdfOptions): Promise<Uint8Array> {
  const { template, lang } = options;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const createdAt = options.createdAt ?? new Date();
  pdf.setTitle(`${textIn(template.name, lang)} v${template.version}`);
  pdf.setSubject(`Template ${template.uuid} version ${template.version}, ${options.year}`);
  pdf.setProducer(PDF_PRODUCER);
  pdf.setCreator(PDF_PRODUCER);
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  for (const part of template.parts) {
    const raster = await printRaster(options, part);
    drawSheet(pdf.addPage(), part, template.bleed, await pdf.embedJpg(raster.bytes));
  }
  return pdf.save();
}
