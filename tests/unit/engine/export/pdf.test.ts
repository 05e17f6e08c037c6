import { describe, expect, it } from 'vitest';
import { exportPrintPdf, MARKS_MARGIN_MM, PDF_PRODUCER } from '../../../../src/engine/export';
import type { Point, Rect } from '../../../../src/engine/layout/geometry';
import { everyPagePicture, thirteenPartCalendar } from '../../../visual/harness/calendars';
import { RENDER_CASES } from '../../../visual/harness/cases';
import { FIXTURE_UUIDS } from '../../../visual/harness/fixturePictures';
import { nodeFixtureAssets, nodeFixtureSources, parsedTemplate } from '../../../visual/harness/nodeFixtures';
import { readPdf } from '../../../visual/harness/pdfPages';

const PT_PER_MM = 72 / 25.4;
const mm = (value: number) => value * PT_PER_MM;
const assets = nodeFixtureAssets();
const createdAt = new Date('2028-11-02T10:00:00Z');
const groupPicture = { pictureUuid: FIXTURE_UUIDS.group, sourceWidth: 900, sourceHeight: 600, cropRect: null, rotation: 0 as const };

const expectBox = (box: Rect, expected: Rect) =>
  expect([box.x, box.y, box.width, box.height].map((v) => v.toFixed(3))).toEqual([expected.x, expected.y, expected.width, expected.height].map((v) => v.toFixed(3)));
const rounded = (p: Point) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`;

describe('exportPrintPdf in Node', () => {
  it('prints a 15x15 card on one page at physical size with bleed, marks and metadata', async () => {
    const cardCase = RENDER_CASES['render-card-15x15'];
    const template = parsedTemplate(cardCase.template);
    const bytes = await exportPrintPdf({ ...cardCase, template, sources: nodeFixtureSources, assets, createdAt });
    // A reprint from the same order line and date is the same file, byte for byte.
    expect(Buffer.from(await exportPrintPdf({ ...cardCase, template, sources: nodeFixtureSources, assets, createdAt })).equals(Buffer.from(bytes))).toBe(true);
    const { document, pages } = await readPdf(bytes);
    expect(document.getTitle()).toBe('Klassekort 15x15 v1');
    expect(document.getProducer()).toBe(PDF_PRODUCER);
    expect(document.getCreationDate()?.toISOString()).toBe(createdAt.toISOString());
    expect(pages).toHaveLength(1);
    const [page] = pages;
    const side = mm(150 + 2 * 3 + 2 * MARKS_MARGIN_MM);
    expectBox(page.mediaBox, { x: 0, y: 0, width: side, height: side });
    expectBox(page.trimBox, { x: mm(10), y: mm(10), width: mm(150), height: mm(150) });
    expectBox(page.bleedBox, { x: mm(7), y: mm(7), width: mm(156), height: mm(156) });

    // The raster is the part plus bleed at 300 DPI, a JPEG drawn exactly over the bleed box.
    expect(page.images).toHaveLength(1);
    const [image] = page.images;
    expect([image.width, image.height, image.filter]).toEqual([1843, 1843, '/DCTDecode']);
    expect([...image.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(image.corners.map(rounded)).toEqual([
      { x: mm(7), y: mm(163) },
      { x: mm(163), y: mm(163) },
      { x: mm(163), y: mm(7) },
      { x: mm(7), y: mm(7) },
    ].map(rounded));

    // Eight hairline marks in registration colour on the trim lines, none reaching into the bleed.
    expect(page.lines).toHaveLength(8);
    for (const line of page.lines) {
      expect(line.width).toBe(0.25);
      expect(line.color).toBe('1 1 1 1 K');
      const onTrim = [mm(10), mm(160)].some((t) => Math.abs((line.start.y === line.end.y ? line.start.y : line.start.x) - t) < 1e-6);
      expect(onTrim).toBe(true);
      for (const p of [line.start, line.end]) {
        const inside = p.x > mm(7) - 1e-6 && p.x < mm(163) + 1e-6 && p.y > mm(7) - 1e-6 && p.y < mm(163) + 1e-6;
        expect(inside, rounded(p)).toBe(false);
      }
    }
  });

  it('prints a 13-part calendar on 13 pages in part order, a turned part on a turned sheet', async () => {
    const template = parsedTemplate(thirteenPartCalendar({ march: 90 }));
    const resources = everyPagePicture(groupPicture) as never;
    const bytes = await exportPrintPdf({ template, resources, year: 2028, lang: 'en', sources: nodeFixtureSources, assets, createdAt });
    const { document, pages } = await readPdf(bytes);
    expect(document.getTitle()).toBe('Wall calendar 20x30 (one month) v2');
    expect(pages).toHaveLength(13);
    const upright = { width: mm(200 + 20), height: mm(300 + 20) };
    pages.forEach((page, i) => {
      const expected = i === 3 ? { width: upright.height, height: upright.width } : upright;
      expect([page.mediaBox.width.toFixed(3), page.mediaBox.height.toFixed(3)], `page ${i + 1}`).toEqual([expected.width.toFixed(3), expected.height.toFixed(3)]);
      // Every raster is the upright design, 2433 x 3614 px: the turn happens on the sheet.
      expect([page.images[0].width, page.images[0].height]).toEqual([2433, 3614]);
    });

    // March is turned clockwise: the design's top-left lands at the sheet's top-right corner of the bleed box.
    const march = pages[3];
    expectBox(march.trimBox, { x: mm(10), y: mm(10), width: mm(300), height: mm(200) });
    const box = march.bleedBox;
    expect(march.images[0].corners.map(rounded)).toEqual([
      { x: box.x + box.width, y: box.y + box.height },
      { x: box.x + box.width, y: box.y },
      { x: box.x, y: box.y },
      { x: box.x, y: box.y + box.height },
    ].map(rounded));
  }, 120_000);
});
