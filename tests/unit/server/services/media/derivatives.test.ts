import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  derivativeCachePath,
  derivativeEtag,
  DERIVATIVE_VERSION,
  etagMatches,
  parseDerivative,
  sourceFingerprint,
  type DerivativeSource,
} from '../../../../../src/server/services/media/derivatives';

const UUID = '3f2b8c1e-9a4d-4e5f-8a6b-1c2d3e4f5a6b';
const SOURCE: DerivativeSource = { kind: 'pictures', uuid: UUID, fingerprint: 'f1' };

describe('parseDerivative', () => {
  it('reads every size and effect the shop makes', () => {
    for (const size of [320, 640, 800]) {
      for (const effect of ['original', 'bw', 'sepia'] as const) {
        expect(parseDerivative(String(size), `${effect}.jpg`)).toEqual({ size, effect, format: 'jpg' });
      }
    }
    expect(parseDerivative('640', 'bw.png')).toEqual({ size: 640, effect: 'bw', format: 'png' });
  });

  it('refuses anything else', () => {
    for (const [size, file] of [
      ['500', 'original.jpg'],
      ['0320', 'original.jpg'],
      ['320.0', 'original.jpg'],
      ['', 'original.jpg'],
      ['320', 'blur.jpg'],
      ['320', 'original.gif'],
      ['320', 'original'],
      ['320', 'Original.jpg'],
      ['320', '../original.jpg'],
    ]) {
      expect(parseDerivative(size, file), `${size}/${file}`).toBeNull();
    }
  });
});

describe('derivative cache path and ETag', () => {
  it('keeps each derivative in its own file under the cache dir, sharded by uuid', () => {
    const file = derivativeCachePath('/cache', { ...SOURCE, uuid: UUID.toUpperCase() }, { size: 640, effect: 'sepia', format: 'jpg' });
    expect(file).toBe(path.join('/cache', 'pictures', '3f', UUID, `v${DERIVATIVE_VERSION}-f1-640-sepia.jpg`));
    const others = [
      derivativeCachePath('/cache', SOURCE, { size: 320, effect: 'sepia', format: 'jpg' }),
      derivativeCachePath('/cache', SOURCE, { size: 640, effect: 'bw', format: 'jpg' }),
      derivativeCachePath('/cache', SOURCE, { size: 640, effect: 'sepia', format: 'png' }),
      derivativeCachePath('/cache', { ...SOURCE, kind: 'backgrounds' }, { size: 640, effect: 'sepia', format: 'jpg' }),
      derivativeCachePath('/cache', { ...SOURCE, fingerprint: 'f2' }, { size: 640, effect: 'sepia', format: 'jpg' }),
    ];
    expect(new Set([file, ...others]).size).toBe(6);
  });

  it('names the picture, its version on disk, size, effect, format and derivative version in the ETag', () => {
    const etag = derivativeEtag(SOURCE, { size: 320, effect: 'bw', format: 'jpg' });
    expect(etag).toBe(`"${UUID}-f1-320-bw-jpg-v${DERIVATIVE_VERSION}"`);
    expect(derivativeEtag(SOURCE, { size: 320, effect: 'sepia', format: 'jpg' })).not.toBe(etag);
    expect(derivativeEtag({ ...SOURCE, fingerprint: 'f2' }, { size: 320, effect: 'bw', format: 'jpg' })).not.toBe(etag);
  });

  it('fingerprints an original by size and modification time, mask included', () => {
    const original = { size: 123456, mtimeMs: 1790000000123.7 };
    expect(sourceFingerprint([original])).toBe(`${(123456).toString(36)}.${(1790000000123).toString(36)}`);
    expect(sourceFingerprint([original])).not.toBe(sourceFingerprint([{ ...original, mtimeMs: original.mtimeMs + 1000 }]));
    expect(sourceFingerprint([original])).not.toBe(sourceFingerprint([{ ...original, size: 123457 }]));
    expect(sourceFingerprint([original, { size: 1, mtimeMs: 2 }])).not.toBe(sourceFingerprint([original]));
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    const etag = '"abc"';
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"abcd"', etag)).toBe(false);
  });
});
