import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { installNodeCanvas } from '../../../../src/engine/render/nodeBackend';
import { applyEffectToColor } from '../../../../src/engine/model/effects';
import { EFFECT_FILTERS, FilteredImageCache, filteredCopy } from '../../../../src/engine/render/effects';
import type { LoadedImage } from '../../../../src/engine/render/images';

installNodeCanvas();

const COLOURS: [number, number, number][] = [
  [200, 40, 90],
  [12, 250, 7],
  [255, 255, 255],
  [0, 0, 0],
  [91, 137, 201],
];

function pixels(colours: [number, number, number][], alpha = 255) {
  return { width: colours.length, height: 1, data: new Uint8ClampedArray(colours.flatMap((c) => [...c, alpha])) };
}

describe('effect filters', () => {
  for (const effect of ['bw', 'sepia'] as const) {
    it(`${effect} gives each pixel the colour the server's weights give it (within rounding of exact halves)`, () => {
      const image = pixels(COLOURS, 77);
      EFFECT_FILTERS[effect](image);
      COLOURS.forEach((colour, i) => {
        const expected = applyEffectToColor(effect, colour);
        const actual = [...image.data.slice(i * 4, i * 4 + 3)];
        actual.forEach((value, channel) => expect(Math.abs(value - expected[channel]), `${colour} ch${channel}`).toBeLessThanOrEqual(1));
        expect(image.data[i * 4 + 3]).toBe(77);
      });
    });
  }

  it('draws the filtered copy on a canvas at the picture size', () => {
    const source = createCanvas(3, 2);
    const context = source.getContext('2d');
    context.fillStyle = 'rgb(200, 40, 90)';
    context.fillRect(0, 0, 3, 2);
    const copy = filteredCopy(source as unknown as LoadedImage, 'bw');
    expect([copy.width, copy.height]).toEqual([3, 2]);
    const [r, g, b, a] = copy.getContext('2d')!.getImageData(2, 1, 1, 1).data;
    const grey = applyEffectToColor('bw', [200, 40, 90])[0];
    expect(Math.abs(r - grey)).toBeLessThanOrEqual(1);
    expect([g, b, a]).toEqual([r, r, 255]);
  });
});

describe('filtered image cache', () => {
  const picture = { width: 4, height: 4 } as LoadedImage;

  function countingCache(limit?: number) {
    const made: string[] = [];
    const cache = new FilteredImageCache(limit, (_image, effect) => {
      made.push(effect);
      return { width: 4, height: 4, effect } as unknown as LoadedImage;
    });
    return { cache, made };
  }

  it('filters a picture once per effect, however often it is drawn', () => {
    const { cache, made } = countingCache();
    const first = cache.get('/p/1.jpg', picture, 'sepia');
    for (let i = 0; i < 50; i++) expect(cache.get('/p/1.jpg', picture, 'sepia')).toBe(first);
    cache.get('/p/1.jpg', picture, 'bw');
    cache.get('/p/2.jpg', picture, 'bw');
    expect(made).toEqual(['sepia', 'bw', 'bw']);
  });

  it('hands out the original itself for the original effect', () => {
    const { cache, made } = countingCache();
    expect(cache.get('/p/1.jpg', picture, 'original')).toBe(picture);
    expect(made).toEqual([]);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used copy past its limit', () => {
    const { cache, made } = countingCache(2);
    cache.get('/a', picture, 'bw');
    cache.get('/b', picture, 'bw');
    cache.get('/a', picture, 'bw'); // /a is now the most recent
    cache.get('/c', picture, 'bw'); // evicts /b
    expect(cache.size).toBe(2);
    cache.get('/a', picture, 'bw');
    expect(made).toHaveLength(3);
    cache.get('/b', picture, 'bw');
    expect(made).toHaveLength(4);
  });
});
