import { describe, expect, it } from 'vitest';
import { ImageCache, type LoadedImage } from '../../../../src/engine/render/images';

function fakeLoader() {
  const calls: string[] = [];
  const failing = new Set<string>();
  const loader = async (url: string) => {
    calls.push(url);
    if (failing.has(url)) throw new Error(`404 ${url}`);
    return { width: url.length, height: 1, url } as unknown as LoadedImage;
  };
  return { loader, calls, failing };
}

describe('image cache', () => {
  it('loads each URL once, sharing a load that is still under way', async () => {
    const { loader, calls } = fakeLoader();
    const cache = new ImageCache(loader);
    const [a, b] = await Promise.all([cache.load('/p/1.jpg'), cache.load('/p/1.jpg')]);
    expect(a).toBe(b);
    expect(await cache.load('/p/1.jpg')).toBe(a);
    expect(calls).toEqual(['/p/1.jpg']);
  });

  it('forgets a failed load so the next render tries again', async () => {
    const { loader, calls, failing } = fakeLoader();
    const cache = new ImageCache(loader);
    failing.add('/p/2.jpg');
    await expect(cache.load('/p/2.jpg')).rejects.toThrow('404');
    failing.clear();
    await expect(cache.load('/p/2.jpg')).resolves.toMatchObject({ width: 8 });
    expect(calls).toEqual(['/p/2.jpg', '/p/2.jpg']);
  });

  it('loads a set of URLs once each and maps them', async () => {
    const { loader, calls } = fakeLoader();
    const cache = new ImageCache(loader);
    const images = await cache.loadAll(['/a', '/bb', '/a']);
    expect([...images.keys()]).toEqual(['/a', '/bb']);
    expect(images.get('/bb')?.width).toBe(3);
    expect(calls).toEqual(['/a', '/bb']);
  });
});
