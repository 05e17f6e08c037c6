/**
 * Reads back what a print PDF puts on each page, independently of how it was written: the page
 * boxes, the embedded raster (its JPEG bytes as stored) and, by running the page's content
 * stream's transforms, where the raster's corners land and which lines are stroked.
 */
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFPage } from 'pdf-lib';
import type { Point, Rect } from '../../../src/engine/layout/geometry';

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` applied first, then `n` (PDF's `cm` premultiplies the current matrix). */
const then = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

const apply = (m: Matrix, x: number, y: number): Point => ({ x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] });

export interface PageImage {
  width: number;
  height: number;
  filter: string;
  /** The stream as stored: a whole JPEG file for DCTDecode. */
  bytes: Uint8Array;
  /** Where the raster's top-left, top-right, bottom-right and bottom-left corners land on the page. */
  corners: [Point, Point, Point, Point];
}

export interface StrokedLine {
  start: Point;
  end: Point;
  width: number;
  /** The stroke colour's operands and operator, e.g. "1 1 1 1 K". */
  color: string;
}

export interface PdfPageContent {
  mediaBox: Rect;
  trimBox: Rect;
  bleedBox: Rect;
  images: PageImage[];
  lines: StrokedLine[];
}

function xObjects(page: PDFPage): Map<string, PDFRawStream> {
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const found = new Map<string, PDFRawStream>();
  for (const [name, ref] of dict?.entries() ?? []) {
    const stream = page.doc.context.lookup(ref);
    if (stream instanceof PDFRawStream) found.set(name.decodeText(), stream);
  }
  return found;
}

function contentText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => new TextDecoder('latin1').decode(decodePDFRawStream(s).decode()))
    .join('\n');
}

export function readPage(page: PDFPage): PdfPageContent {
  const objects = xObjects(page);
  const images: PageImage[] = [];
  const lines: StrokedLine[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  let lineWidth = 1;
  let color = '0 G';
  let path: Point[] = [];
  let operands: string[] = [];
  for (const token of contentText(page).split(/\s+/).filter(Boolean)) {
    if (/^[-+.\d]/.test(token) || token.startsWith('/')) {
      operands.push(token);
      continue;
    }
    const numbers = operands.map(Number);
    switch (token) {
      case 'q':
        stack.push(ctm);
        break;
      case 'Q':
        ctm = stack.pop() ?? IDENTITY;
        break;
      case 'cm':
        ctm = then(numbers as Matrix, ctm);
        break;
      case 'w':
        lineWidth = numbers[0];
        break;
      case 'K':
      case 'RG':
      case 'G':
        color = `${operands.join(' ')} ${token}`;
        break;
      case 'm':
        path = [apply(ctm, numbers[0], numbers[1])];
        break;
      case 'l':
        path.push(apply(ctm, numbers[0], numbers[1]));
        break;
      case 'S':
        for (let i = 1; i < path.length; i++) lines.push({ start: path[i - 1], end: path[i], width: lineWidth, color });
        path = [];
        break;
      case 'Do': {
        const stream = objects.get(operands[0].slice(1));
        if (!stream) break;
        const number = (key: string) => stream.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
        images.push({
          width: number('Width'),
          height: number('Height'),
          filter: String(stream.dict.lookup(PDFName.of('Filter'))),
          bytes: stream.contents,
          corners: [apply(ctm, 0, 1), apply(ctm, 1, 1), apply(ctm, 1, 0), apply(ctm, 0, 0)],
        });
        break;
      }
    }
    operands = [];
  }
  return { mediaBox: page.getMediaBox(), trimBox: page.getTrimBox(), bleedBox: page.getBleedBox(), images, lines };
}

export async function readPdf(bytes: Uint8Array): Promise<{ document: PDFDocument; pages: PdfPageContent[] }> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  return { document, pages: document.getPages().map(readPage) };
}
