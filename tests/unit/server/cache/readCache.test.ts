import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/server/db/client';
import { readCache } from '../../../../src/server/cache/readCache';

/** A database handle whose LISTEN takes effect when the test says so. */
function databaseListeningLater() {
  let listening!: () => void;
  const listen = new Promise<void>((resolve) => (listening = resolve));
  const db = { $client: { listen: () => listen } } as unknown as Db;
  return { db, listening: async () => (listening(), await listen) };
}

describe('readCache', () => {
  it('keeps nothing until LISTEN is in effect, so an announcement it could not hear cannot leave a stale value', async () => {
    const { db, listening } = databaseListeningLater();
    let loads = 0;
    const load = async () => ++loads;
    expect(await readCache(db).get('k', load)).toBe(1);
    expect(await readCache(db).get('k', load)).toBe(2);
    await listening();
    expect(await readCache(db).get('k', load)).toBe(3);
    expect(await readCache(db).get('k', load)).toBe(3);
  });

  it('keeps values at once on a database without LISTEN (they expire by their TTL)', async () => {
    const db = { $client: {} } as unknown as Db;
    let loads = 0;
    const load = async () => ++loads;
    expect(await readCache(db).get('k', load)).toBe(1);
    expect(await readCache(db).get('k', load)).toBe(1);
  });
});
