import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import Konva from 'konva';
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../../../src/engine/model/parse';
import type { UserResources } from '../../../../src/engine/model/resources';
import type { Template } from '../../../../src/engine/model/template';
import type { LoadedImage } from '../../../../src/engine/render/images';
import { createNodeAssets } from '../../../../src/engine/render/nodeBackend';
import { renderPart, type PictureSources, type RenderAssets } from '../../../../src/engine/render/renderPart';

function fixture(name: string): Template {
  const parsed = parseTemplate(readFileSync(`tests/fixtures/templates/${name}.json`, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** A flat-coloured picture; `transparentBelow` leaves the lower rows clear (a green-screen cut-out). */
async function picture(width: number, height: number, color: string, transparentBelow?: number): Promise<LoadedImage> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = color;
  context.fillRect(0, 0, width, transparentBelow ?? height);
  return (await loadImage(canvas.toBuffer('image/png'))) as unknown as LoadedImage;
}

const PICTURES: Record<string, () => Promise<LoadedImage>> = {
  'pic:11111111-1111-4111-8111-111111111111': () => picture(400, 600, '#3070d0'),
  'fg:11111111-1111-4111-8111-111111111111': () => picture(400, 600, '#d03030', 300),
  'bg:22222222-2222-4222-8222-222222222222': () => picture(300, 200, '#20a040'),
};

const sources: PictureSources = {
  picture: (uuid) => `pic:${uuid}`,
  foreground: (uuid) => `fg:${uuid}`,
  background: (uuid) => `bg:${uuid}`,
  art: (src) => `art:${src}`,
};

// The renderer in Node: Konva on @napi-rs/canvas with the bundled font files registered.
function nodeAssets(): RenderAssets {
  return createNodeAssets(async (url) => {
    const make = PICTURES[url];
    if (!make) throw new Error(`no fixture picture ${url}`);
    return make();
  });
}

const PHOTO = { pictureUuid: '11111111-1111-4111-8111-111111111111', sourceWidth: 400, sourceHeight: 600, cropRect: null, rotation: 0 as const };

function pixelAt(canvas: HTMLCanvasElement, x: number, y: number): number[] {
  return [...canvas.getContext('2d')!.getImageData(Math.round(x), Math.round(y), 1, 1).data];
}

async function drawCard(resources: UserResources, extra: Partial<Parameters<typeof renderPart>[0]> = {}) {
  const template = fixture('card-15x15');
  const render = await renderPart({
    template,
    part: template.parts[0],
    resources,
    year: 2028,
    lang: 'nb',
    subjectName: 'Ola Nordmann',
    sources,
    scale: 2,
    assets: nodeAssets(),
    ...extra,
  });
  const canvas = render.group.toCanvas({ x: 0, y: 0, width: render.size.width, height: render.size.height, pixelRatio: 1 });
  return { render, canvas };
}

// Slot "portrait" is at x 10..80, y 10..105 mm of the trim box; bleed 3 mm; scale 2 px/mm.
const PORTRAIT_CENTRE = { x: (3 + 45) * 2, y: (3 + 57) * 2 };

describe('renderPart', () => {
  it('draws the bleed box at the scale and exposes the photo node by slot id', async () => {
    const { render, canvas } = await drawCard({ images: { portrait: PHOTO }, texts: {} });
    expect(render.size).toEqual({ width: 312, height: 312 });
    expect(render.trimOrigin).toEqual({ x: 6, y: 6 });
    expect(render.photoNode('portrait')).toBeInstanceOf(Konva.Image);
    expect(render.photoNode('class')).toBeUndefined();
    expect(render.slotGroup('class')).toBeInstanceOf(Konva.Group);
    const [r, g, b] = pixelAt(canvas, PORTRAIT_CENTRE.x, PORTRAIT_CENTRE.y);
    expect([r, g, b]).toEqual([0x30, 0x70, 0xd0]);
    expect(render.failedImages).toEqual([]);
  });

  it('shows the placeholder colour in an empty slot, and nothing there for print', async () => {
    const withPlaceholder = await drawCard({ images: {}, texts: {} });
    expect(pixelAt(withPlaceholder.canvas, PORTRAIT_CENTRE.x, PORTRAIT_CENTRE.y).slice(0, 3)).toEqual([0xe8, 0xd5, 0xc4]);
    const forPrint = await drawCard({ images: {}, texts: {} }, { placeholders: false });
    expect(pixelAt(forPrint.canvas, PORTRAIT_CENTRE.x, PORTRAIT_CENTRE.y).slice(0, 3)).not.toEqual([0xe8, 0xd5, 0xc4]);
  });

  it('draws the photo with its effect (the customer override beats the part effect)', async () => {
    const { canvas } = await drawCard({ images: { portrait: { ...PHOTO, overrideEffect: 'bw' } }, texts: {} });
    const [r, g, b] = pixelAt(canvas, PORTRAIT_CENTRE.x, PORTRAIT_CENTRE.y);
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('composites a green-screen cut-out over its background, turned upright with the photo', async () => {
    const resource = { ...PHOTO, background: { uuid: '22222222-2222-4222-8222-222222222222' } };
    const { canvas } = await drawCard({ images: { portrait: resource }, texts: {} });
    // The slot shows the photo's middle; its upper half is the foreground, the lower the background.
    expect(pixelAt(canvas, PORTRAIT_CENTRE.x, (3 + 20) * 2).slice(0, 3)).toEqual([0xd0, 0x30, 0x30]);
    expect(pixelAt(canvas, PORTRAIT_CENTRE.x, (3 + 100) * 2).slice(0, 3)).toEqual([0x20, 0xa0, 0x40]);
  });

  it('reports texts that cannot fit even at the smallest size', async () => {
    const long = 'Dette er en altfor lang hilsen '.repeat(20);
    const { render } = await drawCard({ images: {}, texts: { greeting: { text: long } } });
    expect(render.overflowingTexts).toEqual(['greeting']);
    const short = await drawCard({ images: {}, texts: { greeting: { text: 'Hei' } } });
    expect(short.render.overflowingTexts).toEqual([]);
  });

  it('leaves a slot empty and names the URL when its picture fails to load', async () => {
    const missing = { ...PHOTO, pictureUuid: '99999999-9999-4999-8999-999999999999' };
    const { render } = await drawCard({ images: { portrait: missing }, texts: {} });
    expect(render.failedImages).toEqual(['pic:99999999-9999-4999-8999-999999999999']);
    expect(render.photoNode('portrait')).toBeUndefined();
  });

  it('draws a calendar month grid for the instance year', async () => {
    const template = fixture('calendar-20x30');
    const render = await renderPart({
      template, part: template.parts[0], resources: { images: {}, texts: {} }, year: 2028, lang: 'nb', sources, scale: 2, assets: nodeAssets(),
    });
    const grid = render.group.findOne('.calendar:grid-january');
    expect(grid).toBeInstanceOf(Konva.Shape);
  });
});
