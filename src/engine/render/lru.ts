/**
 * A map that keeps at most `limit` entries, dropping the least recently used one: caches of
 * decoded or filtered bitmaps stay bounded while the pictures in use stay warm.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The cached value, or the one `make` creates (once) for a missing key. */
  getOrCreate(key: K, make: () => V): V {
    let value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
    } else {
      value = make();
      if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as K);
    }
    // Re-inserted so Map order runs from least to most recently used.
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
