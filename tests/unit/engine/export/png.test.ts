import { createCanvas } from '@napi-rs/canvas';
import { deflateSync, crc32 } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodeCanvas, exportPartPng, MissingPicturesError, type AnyCanvas } from '../../../../src/engine/export';
import { pngFile, unfilteredScanlines } from '../../../../src/engine/export/pngFile';
import { RENDER_CASES } from '../../../visual/harness/cases';
import { FIXTURE_UUIDS } from '../../../visual/harness/fixturePictures';
import { nodeFixtureAssets, nodeFixtureSources, parsedTemplate } from '../../../visual/harness/nodeFixtures';

const assets = nodeFixtureAssets();
const cardCase = RENDER_CASES['render-card-15x15'];
const emptyCase = RENDER_CASES['render-card-empty-with-guides'];
const card = parsedTemplate(cardCase.template);
const base = { template: card, part: card.parts[0], year: 2028, lang: 'nb' as const, subjectName: 'Ola Nordmann', sources: nodeFixtureSources, assets };

const decode = (bytes: Uint8Array) => PNG.sync.read(Buffer.from(bytes));
const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4)];

describe('exportPartPng in Node', () => {
  it('draws the part plus bleed at 300 DPI: 156 mm is 1843 px', async () => {
    const png = decode(await exportPartPng({ ...base, resources: cardCase.resources, target: { dpi: 300 } }));
    expect([png.width, png.height]).toEqual([1843, 1843]);
  });

  it('meets a thumbnail width exactly and leaves the bleed out when asked', async () => {
    const png = decode(await exportPartPng({ ...base, resources: cardCase.resources, target: { width: 320 }, area: 'trim' }));
    expect([png.width, png.height]).toEqual([320, 320]);
  });

  it('prints no placeholder: an empty slot shows the art beneath it', async () => {
    const resources = emptyCase.resources;
    const plain = decode(await exportPartPng({ ...base, resources, target: { width: 300 } }));
    const withPlaceholders = decode(await exportPartPng({ ...base, resources, target: { width: 300 }, placeholders: true }));
    // The portrait slot's middle (10 + 35 mm, 10 + 47.5 mm, plus 3 mm bleed, at 300/156 px per mm).
    const [x, y] = [Math.round(48 * (300 / 156)), Math.round(60.5 * (300 / 156))];
    expect(pixel(withPlaceholders, x, y).slice(0, 3)).toEqual([0xe8, 0xd5, 0xc4]);
    expect(pixel(plain, x, y).slice(0, 3)).not.toEqual([0xe8, 0xd5, 0xc4]);
  });

  it('refuses to export a part whose picture did not load', async () => {
    const missing = { pictureUuid: '00000000-0000-4000-8000-0000000000ff', sourceWidth: 10, sourceHeight: 10, cropRect: null, rotation: 0 as const };
    const resources = { images: { portrait: missing, class: { ...missing, pictureUuid: FIXTURE_UUIDS.group } }, texts: {} };
    await expect(exportPartPng({ ...base, resources, target: { width: 100 } })).rejects.toBeInstanceOf(MissingPicturesError);
  });
});

describe('PNG encoding in Node', () => {
  it('writes a PNG any decoder reads back pixel for pixel, transparency included', () => {
    const rgba = Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 37) % 256);
    const png = decode(pngFile(3, 2, deflateSync(unfilteredScanlines(rgba, 3, 2)), (data) => crc32(data)));
    expect([png.width, png.height]).toEqual([3, 2]);
    expect([...png.data]).toEqual([...rgba]);
  });

  it('refuses pixels that do not fill the size', () => {
    expect(() => unfilteredScanlines(new Uint8Array(10), 3, 2)).toThrow(RangeError);
  });

  it('encodes a canvas as a PNG of exactly its pixels', async () => {
    const canvas = createCanvas(40, 30);
    const context = canvas.getContext('2d');
    context.fillStyle = '#2b5d8a';
    context.fillRect(5, 5, 20, 10);
    context.fillStyle = 'rgba(200, 30, 30, 0.5)';
    context.fillRect(15, 10, 20, 15);
    const png = decode(await encodeCanvas(canvas as unknown as AnyCanvas, 'png'));
    expect([...png.data]).toEqual([...context.getImageData(0, 0, 40, 30).data]);
  });
});
