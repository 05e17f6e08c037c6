/**
 * A map that keeps at most `limit` entries, dropping the least recently used one: caches of
 * decoded or filtered bitmaps stay bounded while the pictures in use stay warm. `onEvict` lets a
 * cache free what a dropped value holds (an object URL, say).
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    private readonly limit: number,
    private readonly onEvict?: (value: V, key: K) => void,
  ) {}

  /** The cached value, or the one `make` creates (once) for a missing key. */
  getOrCreate(key: K, make: () => V): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = make();
    this.set(key, value);
    return value;
  }

  /** The cached value, now the most recently used; undefined when missing. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Re-inserted so Map order runs from least to most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      if (previous !== value) this.onEvict?.(previous, key);
    } else if (this.entries.size >= this.limit) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [K, V];
      this.entries.delete(oldestKey);
      this.onEvict?.(oldest, oldestKey);
    }
    this.entries.set(key, value);
  }

  /** Forgets the key without evicting it (its value was never good). */
  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
