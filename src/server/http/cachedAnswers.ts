/**
 * Answers made of cached values (frozen by deepFreeze: settings, template lists, the catalogue).
 * Each value is serialised once and compressed once per encoding, and the copies live as long as
 * the value does (a WeakMap on it): a changed value is a new object, so nothing can go stale.
 *
 * The answer leaves with its Content-Encoding set, so compressAnswers passes it by without reading
 * its body back (a load profile put hashing, copying and re-wrapping it at a quarter of a public
 * read's time).
 */
import type { AppContext } from './context';
import { chosenEncoding, encoders, MIN_BYTES, type Encoding } from './compression';

/** What Hono's c.body takes; zlib's Buffers are typed over ArrayBufferLike though they own an ArrayBuffer. */
type Bytes = Uint8Array<ArrayBuffer>;

interface Copies {
  json: Bytes;
  encoded: Partial<Record<Encoding, Promise<Bytes>>>;
}

const copiesOf = new WeakMap<object, Copies>();

export const isCachedValue = (result: unknown): result is object =>
  typeof result === 'object' && result !== null && Object.isFrozen(result);

/** The JSON answer of a cached value, compressed in the first encoding the client takes. */
export async function cachedJsonAnswer(c: AppContext, value: object): Promise<Response> {
  let copies = copiesOf.get(value);
  if (!copies) copiesOf.set(value, (copies = { json: new TextEncoder().encode(JSON.stringify(value)), encoded: {} }));
  c.header('Content-Type', 'application/json');
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = copies.json.length >= MIN_BYTES ? chosenEncoding(c.req.header('Accept-Encoding')) : null;
  if (!encoding) return sent(c, copies.json);
  const kept = copies;
  const compressed = (kept.encoded[encoding] ??= encoders[encoding](Buffer.from(kept.json.buffer, kept.json.byteOffset, kept.json.byteLength)).then(
    (bytes) => bytes as Bytes,
    (error: unknown) => {
      delete kept.encoded[encoding];
      throw error;
    },
  ));
  c.header('Content-Encoding', encoding);
  return sent(c, await compressed);
}

function sent(c: AppContext, bytes: Bytes): Response {
  c.header('Content-Length', String(bytes.length));
  return c.body(bytes);
}
