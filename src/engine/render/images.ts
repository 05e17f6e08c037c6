/**
 * Pictures for the renderer: fetched in full before a node draws them (no half-painted or blank
 * frames), each URL once. The loader is injectable so Node can use its canvas's loadImage while
 * the browser uses <img>.
 */

/** A decoded picture a canvas can draw, with its pixel size. */
export type LoadedImage = CanvasImageSource & { readonly width: number; readonly height: number };

export type ImageLoader = (url: string) => Promise<LoadedImage>;

/**
 * Browser loader: an <img> handed out once all its bytes have come. Not `decode()`d first: a
 * canvas decodes a picture into a cache of its own when it draws it, so decode() only decoded each
 * picture a second time, for the page's layers, and its answer waited for a free frame on a busy
 * main thread (the cold editor's first canvas waited on it).
 */
export const loadBrowserImage: ImageLoader = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    // Same-origin in the shop; anonymous CORS keeps canvases readable (effects, exports) if not.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Picture could not be loaded: ${url}`));
    image.src = url;
  });

export class ImageCache {
  private readonly images = new Map<string, Promise<LoadedImage>>();

  constructor(private readonly loader: ImageLoader = loadBrowserImage) {}

  /** The decoded picture; concurrent and later calls for the same URL share one load. */
  load(url: string): Promise<LoadedImage> {
    let image = this.images.get(url);
    if (!image) {
      image = this.loader(url);
      // A failed load is forgotten so the next render tries again.
      image.catch(() => this.images.delete(url));
      this.images.set(url, image);
    }
    return image;
  }

  /** Loads every URL in parallel; resolves once all are decoded. */
  loadAll(urls: Iterable<string>): Promise<Map<string, LoadedImage>> {
    const unique = [...new Set(urls)];
    return Promise.all(unique.map((url) => this.load(url))).then((images) => new Map(unique.map((url, i) => [url, images[i]])));
  }
}
