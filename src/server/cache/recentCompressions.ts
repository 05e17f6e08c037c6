/**
 * Compressed copies of recent answers, found by a digest of the answer's bytes: a public page or
 * the app's shell goes out in the same bytes to every visitor, and a load profile showed
 * compressing them again on every request as the largest cost of those calls.
 *
 * - Keyed by content, so a changed answer is a new key: nothing to invalidate, never stale.
 * - Bounded by the bytes it keeps; the least recently used copies go first.
 * - Concurrent requests for the same bytes share one compression.
 *
 * A Map in insertion order is the whole LRU here; the lru-cache package would add a dependency
 * to every branch's lock file for these few lines.
 */
import { createHash } from 'node:crypto';

interface Copy {
  bytes: Promise<Uint8Array>;
  size: number;
}

export interface RecentCompressions {
  /** The compressed copy of `body` in `encoding`, made with `compress` when not kept. */
  get<B extends Uint8Array>(encoding: string, body: Buffer, compress: (body: Buffer) => Promise<B>): Promise<B>;
  /** Bytes of compressed copies kept now. */
  keptBytes(): number;
}

export function recentCompressions(maxBytes: number): RecentCompressions {
  const copies = new Map<string, Copy>();
  let kept = 0;
  const forget = (key: string, copy: Copy) => {
    if (copies.get(key) !== copy) return;
    copies.delete(key);
    kept -= copy.size;
  };

  return {
    get<B extends Uint8Array>(encoding: string, body: Buffer, compress: (body: Buffer) => Promise<B>): Promise<B> {
      const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
      const hit = copies.get(key);
      if (hit) {
        // Re-inserted: the Map's order is the order of use.
        copies.delete(key);
        copies.set(key, hit);
        return hit.bytes as Promise<B>;
      }
      const bytes = compress(body);
      const copy: Copy = { bytes, size: 0 };
      copies.set(key, copy);
      copy.bytes.then(
        (compressed) => {
          if (copies.get(key) !== copy) return;
          copy.size = compressed.length;
          kept += copy.size;
          for (const [oldKey, old] of copies) {
            if (kept <= maxBytes) break;
            forget(oldKey, old);
          }
        },
        () => forget(key, copy),
      );
      return bytes;
    },
    keptBytes: () => kept,
  };
}
