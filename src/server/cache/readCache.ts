/**
 * Answers the server reads on nearly every call and the shop changes rarely (settings, the
 * catalogue, published templates), kept in memory per database.
 *
 * - A change made through the app calls `invalidate`, which drops the entries at once and tells
 *   every other server on the same database with NOTIFY (delivered when the change commits).
 * - A change made beside the app (SQL by hand) shows within `CHANGING_TTL_MS`.
 * - Immutable rows (published template versions) are kept for the life of the process.
 * - Concurrent misses share one load, so a burst after a change reads the database once.
 * - At most `MAX_ENTRIES` are kept (per-browser entries such as sessions grow with the
 *   visitors); the oldest loaded go first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** How stale a value changed beside the app may be. */
export const CHANGING_TTL_MS = 30_000;
export const IMMUTABLE = Number.POSITIVE_INFINITY;
export const MAX_ENTRIES = 10_000;

const CHANNEL = 'read_cache_invalidate';

/** Server-rendered public pages (src/server/http/pages.ts): made from the settings, dropped with them. */
export const PAGES_PREFIX = 'page:';

/** Cached values are shared by every request; freezing makes a handler that edits one fail loudly. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

export interface ReadCache {
  /**
   * The cached value of `key`, loaded with `load` when missing or older than `ttlMs`. A loaded
   * value `keep` refuses (a row not found yet) is answered but not kept.
   */
  get<T>(key: string, load: () => Promise<T>, options?: { ttlMs?: number; keep?: (value: T) => boolean }): Promise<T>;
  /** Drops every entry whose key starts with `prefix`, here and on the other servers. */
  invalidate(prefix: string): Promise<void>;
  /** Drops every entry whose key starts with `prefix` on this server only (the others hear of the change some other way). */
  forgetHere(prefix: string): void;
}

/** What both drivers' clients (PGlite, postgres.js) offer for LISTEN. */
interface Listener {
  listen(channel: string, onNotify: (payload: string) => void): unknown;
}

const caches = new WeakMap<Db, ReadCache>();

/** The cache of this database handle (pass the app's handle, not a transaction's). */
export function readCache(db: Db): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createReadCache(db);
    caches.set(db, cache);
  }
  return cache;
}

function createReadCache(db: Db): ReadCache {
  const entries = new Map<string, Entry>();
  const drop = (prefix: string) => {
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
  };
  const client = (db as unknown as { $client?: Partial<Listener> }).$client;
  // Until LISTEN is in effect another server's announcement would be missed, and a value kept
  // meanwhile would outlive that change by its whole TTL: values are answered but not kept yet.
  let keeping = typeof client?.listen !== 'function';
  if (!keeping) {
    const listening = Promise.resolve(client!.listen!(CHANNEL, drop));
    // Without the listener other servers still see a change within the TTL.
    void listening.then(
      () => (keeping = true),
      () => (keeping = true),
    );
  }

  return {
    get<T>(key: string, load: () => Promise<T>, { ttlMs = CHANGING_TTL_MS, keep }: { ttlMs?: number; keep?: (value: T) => boolean } = {}): Promise<T> {
      const now = performance.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      if (!keeping) return load();
      const value = load();
      const entry = { value, expires: now + ttlMs };
      // Deleted first so a reloaded key moves to the end of the Map's order, which is the eviction order.
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      // A failed load is not kept either: the next call tries again.
      value.then((loaded) => keep && !keep(loaded) && forget(), forget);
      return value;
    },
    async invalidate(prefix: string): Promise<void> {
      drop(prefix);
      await db.execute(sql`select pg_notify(${CHANNEL}, ${prefix})`);
    },
    forgetHere: drop,
  };
}
