/**
 * Pictures for the renderer: fetched in full before a node draws them (no half-painted or blank
 * frames), each URL once while it is kept. The loader is injectable so Node can use its canvas's
 * loadImage while the browser decodes bitmaps.
 */
import { LruCache } from './lru';

/** A decoded picture a canvas can draw, with its pixel size. */
export type LoadedImage = CanvasImageSource & { readonly width: number; readonly height: number };

export type ImageLoader = (url: string) => Promise<LoadedImage>;

/**
 * Browser loader: the picture's bytes fetched, then decoded off the main thread into an
 * ImageBitmap. An <img> was decoded on the main thread the first time a canvas drew it (about
 * 20 ms per 800 px picture at 4x, five of them in the task that drew the editor's first canvas);
 * a bitmap draws without decoding. The fetch takes the page's preload of the same URL
 * (`<link rel=preload as=fetch crossorigin>`, server/pageHints/headHints.ts).
 */
export const loadBrowserImage: ImageLoader = async (url) => {
  const failed = () => new Error(`Picture could not be loaded: ${url}`);
  const res = await fetch(url, { credentials: 'same-origin' }).catch(() => Promise.reject(failed()));
  if (!res.ok) throw failed();
  return createImageBitmap(await res.blob()).catch(() => Promise.reject(failed()));
};

/**
 * Pictures the cache keeps at most. Bitmaps hold their decoded pixels until dropped (an <img>'s
 * could be discarded by the browser), so browsing many templates' thumbnails must not keep them
 * all; a dropped picture still on a canvas stays drawn, and is fetched again from the HTTP cache
 * if a later render asks for it.
 */
const KEPT_PICTURES = 48;

export class ImageCache {
  private readonly images: LruCache<string, Promise<LoadedImage>>;

  constructor(
    private readonly loader: ImageLoader = loadBrowserImage,
    limit = KEPT_PICTURES,
  ) {
    this.images = new LruCache(limit);
  }

  /** The decoded picture; concurrent and later calls for the same URL share one load. */
  load(url: string): Promise<LoadedImage> {
    const kept = this.images.get(url);
    if (kept) return kept;
    const loading = this.loader(url);
    // A failed load is forgotten so the next render tries again (unless a newer load took its place).
    loading.catch(() => {
      if (this.images.get(url) === loading) this.images.delete(url);
    });
    this.images.set(url, loading);
    return loading;
  }

  /** Loads every URL in parallel; resolves once all are decoded. */
  loadAll(urls: Iterable<string>): Promise<Map<string, LoadedImage>> {
    const unique = [...new Set(urls)];
    return Promise.all(unique.map((url) => this.load(url))).then((images) => new Map(unique.map((url, i) => [url, images[i]])));
  }
}
