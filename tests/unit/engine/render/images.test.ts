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

  it('keeps at most its limit of pictures, dropping the least recently used (a later call loads it again)', async () => {
    const { loader, calls } = fakeLoader();
    const cache = new ImageCache(loader, 2);
    await cache.load('/a');
    await cache.load('/b');
    await cache.load('/a');
    await cache.load('/c');
    await cache.load('/a');
    await cache.load('/b');
    expect(calls).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('does not forget a newer load of a URL when an older, dropped load of it fails', async () => {
    let rejectFirst!: (error: Error) => void;
    const calls: string[] = [];
    const loader = (url: string) => {
      calls.push(url);
      if (calls.length === 1) return new Promise<LoadedImage>((_, reject) => (rejectFirst = reject));
      return Promise.resolve({ width: calls.length, height: 1 } as unknown as LoadedImage);
    };
    const cache = new ImageCache(loader, 1);
    const first = cache.load('/a');
    await cache.load('/b');
    const second = await cache.load('/a');
    rejectFirst(new Error('404'));
    await expect(first).rejects.toThrow('404');
    expect(await cache.load('/a')).toBe(second);
    expect(calls).toEqual(['/a', '/b', '/a']);
  });
});
