import { LruCache } from '../render/lru';

/**
 * Finished thumbnails by key (see thumbnailKey): the newest `limit` images stay, and an evicted
 * image's URL is released. Renders in flight are shared, so two tiles of the same template
 * and resources render once; a failed render is not remembered and is tried again next time.
 */
export class ThumbnailCache {
  private readonly done: LruCache<string, string>;
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(limit: number, release: (url: string) => void) {
    this.done = new LruCache(limit, release);
  }

  /** The finished image's URL, if there is one. */
  peek(key: string): string | undefined {
    return this.done.get(key);
  }

  /** The image's URL: cached, already being made, or made now by `make`. */
  load(key: string, make: () => Promise<string>): Promise<string> {
    const cached = this.done.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = make().then(
        (url) => {
          this.inFlight.delete(key);
          this.done.set(key, url);
          return url;
        },
        (error: unknown) => {
          this.inFlight.delete(key);
          throw error;
        },
      );
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  get size(): number {
    return this.done.size;
  }
}
