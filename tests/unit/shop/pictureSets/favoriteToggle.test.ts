import { describe, expect, it } from 'vitest';
import { settleFavorite } from '../../../../src/shop/pictureSets/settleFavorite';

const fail = () => Promise.reject(new Error('offline'));

describe('the favourite heart after a save', () => {
  it('shows what the server saved', async () => {
    expect(await settleFavorite(true, async () => true, fail)).toBe(true);
    expect(await settleFavorite(false, async () => false, fail)).toBe(false);
  });

  it('after a failed save, shows what the server holds when asked again', async () => {
    // The save reached the server although its answer was lost.
    expect(await settleFavorite(true, fail, async () => true)).toBe(true);
    expect(await settleFavorite(true, fail, async () => false)).toBe(false);
  });

  it('returns to the state before the tap when the server cannot be asked either', async () => {
    expect(await settleFavorite(true, fail, fail)).toBe(false);
    expect(await settleFavorite(false, fail, fail)).toBe(true);
    expect(await settleFavorite(true, fail, async () => undefined)).toBe(false);
  });
});
