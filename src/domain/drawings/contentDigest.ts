/**
 * A short digest of a value's canonical JSON, the same in a page and in Node, so a URL can name
 * what its picture is drawn from and be cached for good. Not a secret: the server recomputes it
 * and only trusts its own. cyrb53 (public domain, 53 bits) rather than SHA from Web Crypto,
 * which is asynchronous and missing outside secure contexts.
 */
import { canonicalJson } from './canonicalJson';

function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export const contentDigest = (value: unknown): string => cyrb53(canonicalJson(value)).toString(36);
