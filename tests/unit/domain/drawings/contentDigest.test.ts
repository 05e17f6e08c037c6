import { describe, expect, it } from 'vitest';
import { contentDigest } from '../../../../src/domain/drawings';

describe('contentDigest', () => {
  it('is the same for the same content in any key order, and short enough for a URL', () => {
    const a = contentDigest({ template: { uuid: 'u', version: 2 }, data: { texts: { t1: { text: 'God jul' } }, images: {} } });
    const b = contentDigest({ data: { images: {}, texts: { t1: { text: 'God jul' } } }, template: { version: 2, uuid: 'u' } });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-z]{1,12}$/);
  });

  it('changes with any value in it', () => {
    const base = { template: { uuid: 'u', version: 2 }, year: 2026, texts: ['God jul'] };
    const digests = new Set([
      contentDigest(base),
      contentDigest({ ...base, year: 2027 }),
      contentDigest({ ...base, template: { uuid: 'u', version: 3 } }),
      contentDigest({ ...base, texts: ['God jul!'] }),
    ]);
    expect(digests.size).toBe(4);
  });
});
