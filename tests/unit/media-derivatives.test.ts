import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  derivativeCachePath,
  derivativeEtag,
  DERIVATIVE_VERSION,
  etagMatches,
  isUuid,
  parseDerivative,
} from '../../src/server/services/media/derivatives';

const UUID = '3f2b8c1e-9a4d-4e5f-8a6b-1c2d3e4f5a6b';

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
    const file = derivativeCachePath('/cache', 'pictures', UUID.toUpperCase(), { size: 640, effect: 'sepia', format: 'jpg' });
    expect(file).toBe(path.join('/cache', 'pictures', '3f', UUID, `v${DERIVATIVE_VERSION}-640-sepia.jpg`));
    const others = [
      derivativeCachePath('/cache', 'pictures', UUID, { size: 320, effect: 'sepia', format: 'jpg' }),
      derivativeCachePath('/cache', 'pictures', UUID, { size: 640, effect: 'bw', format: 'jpg' }),
      derivativeCachePath('/cache', 'pictures', UUID, { size: 640, effect: 'sepia', format: 'png' }),
      derivativeCachePath('/cache', 'backgrounds', UUID, { size: 640, effect: 'sepia', format: 'jpg' }),
    ];
    expect(new Set([file, ...others]).size).toBe(5);
  });

  it('names the picture, size, effect, format and version in the ETag', () => {
    const etag = derivativeEtag(UUID, { size: 320, effect: 'bw', format: 'jpg' });
    expect(etag).toBe(`"${UUID}-320-bw-jpg-v${DERIVATIVE_VERSION}"`);
    expect(derivativeEtag(UUID, { size: 320, effect: 'sepia', format: 'jpg' })).not.toBe(etag);
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    const etag = '"abc"';
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"abcd"', etag)).toBe(false);
  });

  it('tells uuids from other path segments', () => {
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid(UUID.toUpperCase())).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid(`${UUID}x`)).toBe(false);
  });
});
