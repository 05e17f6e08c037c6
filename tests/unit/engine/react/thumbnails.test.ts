import { describe, expect, it } from 'vitest';
import { fitPart } from '../../../../src/engine/react/partFit';
import { ThumbnailCache } from '../../../../src/engine/react/thumbnailCache';
import { canonicalJson } from '../../../../src/engine/model';
import { thumbnailKey, type ThumbnailSpec } from '../../../../src/engine/react/thumbnailKey';

const PORTRAIT = '00000000-0000-4000-8000-000000000001';

const spec: ThumbnailSpec = {
  templateUuid: '75055a10-f5c4-5443-a047-47614ceb9fff',
  templateVersion: 1,
  partIndex: 0,
  resources: {
    images: { photo: { pictureUuid: PORTRAIT, sourceWidth: 2400, sourceHeight: 3000, cropRect: null, rotation: 0 } },
    texts: { greeting: { text: 'God jul' } },
  },
  year: 2028,
  lang: 'nb',
  subjectName: 'Emma Hansen',
  width: 120,
  height: 120,
  pixelRatio: 1,
};

describe('canonicalJson', () => {
  it('writes object keys in sorted order at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,{"e":0,"f":1}]},"b":1}');
  });

  it('leaves out undefined fields as JSON does', () => {
    expect(canonicalJson({ a: 1, overrideEffect: undefined })).toBe('{"a":1}');
    expect(canonicalJson([undefined, null])).toBe('[null,null]');
  });
});

describe('thumbnailKey', () => {
  it('is the same for resources written in another order', () => {
    const reordered: ThumbnailSpec = {
      ...spec,
      resources: {
        texts: { greeting: { text: 'God jul' } },
        images: { photo: { rotation: 0, cropRect: null, sourceHeight: 3000, sourceWidth: 2400, pictureUuid: PORTRAIT } },
      },
    };
    expect(thumbnailKey(reordered)).toBe(thumbnailKey(spec));
  });

  it.each<[string, Partial<ThumbnailSpec>]>([
    ['template', { templateUuid: 'f93dc35f-beb1-5e37-a3ef-1287e8f41a47' }],
    ['version', { templateVersion: 2 }],
    ['part', { partIndex: 1 }],
    ['year', { year: 2029 }],
    ['language', { lang: 'en' }],
    ['subject', { subjectName: 'Noah Hansen' }],
    ['width', { width: 400 }],
    ['height', { height: 290 }],
    ['pixel ratio', { pixelRatio: 2 }],
    ['text', { resources: { ...spec.resources, texts: { greeting: { text: 'Merry Christmas' } } } }],
    ['effect', { resources: { ...spec.resources, images: { photo: { ...spec.resources.images.photo, overrideEffect: 'bw' } } } }],
    ['rotation', { resources: { ...spec.resources, images: { photo: { ...spec.resources.images.photo, rotation: 90 } } } }],
  ])('changes with the %s', (_, change) => {
    expect(thumbnailKey({ ...spec, ...change })).not.toBe(thumbnailKey(spec));
  });
});

describe('ThumbnailCache', () => {
  it('makes an image once for concurrent and later requests of the same key', async () => {
    const cache = new ThumbnailCache(10, () => {});
    let made = 0;
    const make = async () => `blob:thumb-${++made}`;
    const [a, b] = await Promise.all([cache.load('k', make), cache.load('k', make)]);
    expect([a, b, await cache.load('k', make)]).toEqual(['blob:thumb-1', 'blob:thumb-1', 'blob:thumb-1']);
    expect(cache.peek('k')).toBe('blob:thumb-1');
    expect(made).toBe(1);
  });

  it('has nothing to show before an image is finished', () => {
    const cache = new ThumbnailCache(10, () => {});
    void cache.load('k', () => new Promise(() => {}));
    expect(cache.peek('k')).toBeUndefined();
  });

  it('forgets a failed render so the next request tries again', async () => {
    const cache = new ThumbnailCache(10, () => {});
    await expect(cache.load('k', () => Promise.reject(new Error('picture failed')))).rejects.toThrow('picture failed');
    expect(await cache.load('k', async () => 'blob:second')).toBe('blob:second');
  });

  it('keeps the most recently used images and releases the URL of the one it drops', async () => {
    const released: string[] = [];
    const cache = new ThumbnailCache(2, (url) => released.push(url));
    await cache.load('a', async () => 'blob:a');
    await cache.load('b', async () => 'blob:b');
    cache.peek('a');
    await cache.load('c', async () => 'blob:c');
    expect(released).toEqual(['blob:b']);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual(['blob:a', undefined, 'blob:c']);
    expect(cache.size).toBe(2);
  });
});

describe('fitPart', () => {
  const card = { bleed: 3 };
  const square = { size: { width: 150, height: 150 } };
  const portrait = { size: { width: 100, height: 150 } };

  it('fills a 120x120 strip tile with a square card, bleed hidden', () => {
    const fit = fitPart(card, square, { width: 120, height: 120 }, 'trim');
    expect(fit.scale).toBeCloseTo(0.8);
    expect(fit.size).toEqual({ width: 120, height: 120 });
    expect(fit.offset.x).toBeCloseTo(2.4);
  });

  it('lets the height decide for a portrait card in a 400:290 list tile', () => {
    const fit = fitPart(card, portrait, { width: 400, height: 290 }, 'trim');
    expect(fit.size).toEqual({ width: 193, height: 290 });
  });

  it('shows the bleed around the part when asked, starting at the drawing origin', () => {
    const fit = fitPart(card, square, { width: 312, height: 312 }, 'bleed');
    expect(fit.scale).toBeCloseTo(2);
    expect(fit.size).toEqual({ width: 312, height: 312 });
    expect(fit.offset).toEqual({ x: 0, y: 0 });
  });

  it('never returns a canvas larger than its box', () => {
    const fit = fitPart(card, { size: { width: 99.7, height: 100 } }, { width: 100.5, height: 101 }, 'trim');
    expect(fit.size.width).toBeLessThanOrEqual(100);
    expect(fit.size.height).toBeLessThanOrEqual(101);
  });
});
