/**
 * The settings table (site, page, menu, texts, digital, ...): documents every page reads and
 * the shop changes rarely, so they come from the read cache, checked against the caller's
 * schema once per stored value.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { deepFreeze, PAGES_PREFIX, readCache } from '../../cache/readCache';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

const PREFIX = 'setting:';

/** Parsed values per stored value and schema: a cached document is checked once, not per call. */
const parsed = new WeakMap<object, Map<z.ZodMiniType, unknown>>();

async function storedValue(db: Db, key: string): Promise<unknown> {
  return readCache(db).get(PREFIX + key, async () => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    return row ? deepFreeze(row.value) : null;
  });
}

/**
 * One settings document checked against `schema`, or null without the row. A row that does not
 * parse is a server fault (500, logged), not something to pass on to every page.
 */
export async function readOptionalSetting<S extends z.ZodMiniType>(db: Db, key: string, schema: S): Promise<z.infer<S> | null> {
  const value = await storedValue(db, key);
  if (value === null) return null;
  if (typeof value !== 'object') return schema.parse(value);
  let bySchema = parsed.get(value);
  if (!bySchema) parsed.set(value, (bySchema = new Map()));
  if (!bySchema.has(schema)) bySchema.set(schema, deepFreeze(schema.parse(value)));
  return bySchema.get(schema) as z.infer<S>;
}

/** A settings document every shop has (the seed writes it); its absence is a server fault. */
export async function readSetting<S extends z.ZodMiniType>(db: Db, key: string, schema: S): Promise<z.infer<S>> {
  const value = await readOptionalSetting(db, key, schema);
  if (value === null) throw new Error(`The settings row '${key}' is missing`);
  return value;
}

/** Stores a settings document; every server on the database reads the new one from the next call. */
export async function saveSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  await readCache(db).invalidate(PREFIX + key);
  await readCache(db).invalidate(PAGES_PREFIX);
}
