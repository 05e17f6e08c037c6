import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { message } from '../../messages';

/** A limit: at most `limit` counted events per fixed window of `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MB = 1024 * 1024;

/** The limits of spec 1's public entry points (login, codes, password reset, registration). */
export const LIMITS = {
  /** Wrong passwords one address may try for one account; other addresses are not held up. */
  loginFailuresPerAccountAndIp: { limit: 5, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from anywhere: past `limit`, every sign-in to it is slowed (loginDelay.ts). */
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  subjectCodePerIp: { limit: 20, windowMs: 10 * MINUTE },
  passwordReminderPerIp: { limit: 10, windowMs: 60 * MINUTE },
  passwordReminderPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  resetPasswordPerIp: { limit: 10, windowMs: 15 * MINUTE },
  accountLookupPerIp: { limit: 30, windowMs: 10 * MINUTE },
  /** Debug recordings a signed-out visitor may start from one address. */
  anonymousRecordingsPerIp: { limit: 50, windowMs: DAY },
  /** Bytes of events a signed-out browser session may store, and all of one address's sessions. */
  anonymousRecordingBytesPerSession: { limit: 20 * MB, windowMs: DAY },
  anonymousRecordingBytesPerIp: { limit: 100 * MB, windowMs: DAY },
} satisfies Record<string, Limit>;

/**
 * Counts `amount` (one event, or a number of bytes) under `key` and answers 429 once the window
 * holds more than `limit`. The counter lives in the database (one upsert, atomic), so every
 * server instance shares it.
 */
export async function hit(c: AppContext, key: string, limit: number, windowMs: number, amount = 1): Promise<void> {
  const { count, windowStart } = await countEvent(c, key, windowMs, amount);
  if (count > limit) throw tooMany(c, windowStart, windowMs);
}

/**
 * Takes `amount` from a quota (bytes a day, say) and answers 429 when it would go past `limit`.
 * A refused amount is not counted, so a client retrying over its quota never grows the counter.
 */
export async function takeFromQuota(c: AppContext, key: string, limit: number, windowMs: number, amount: number): Promise<void> {
  if (await countEvent(c, key, windowMs, amount, limit)) return;
  const window = await currentWindow(c, key, windowMs);
  throw tooMany(c, window?.windowStart ?? c.get('deps').now(), windowMs);
}

/** Counts one event without answering 429 (e.g. a failed login, checked later by ensureUnder). */
export async function record(c: AppContext, key: string, windowMs: number): Promise<void> {
  await countEvent(c, key, windowMs);
}

/** Answers 429 when the window already holds `limit` events, without counting this request. */
export async function ensureUnder(c: AppContext, key: string, limit: number, windowMs: number): Promise<void> {
  const row = await currentWindow(c, key, windowMs);
  if (row && row.count >= limit) throw tooMany(c, row.windowStart, windowMs);
}

/** The events counted under `key` in its current window (0 when it has none). */
export async function countIn(c: AppContext, key: string, windowMs: number): Promise<number> {
  return (await currentWindow(c, key, windowMs))?.count ?? 0;
}

async function currentWindow(c: AppContext, key: string, windowMs: number): Promise<{ count: number; windowStart: Date } | null> {
  const { db, now } = c.get('deps');
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return row && row.windowStart.getTime() + windowMs > now().getTime() ? row : null;
}

/** Forgets the events under `key` (a successful login clears its failures). */
export async function clear(c: AppContext, key: string): Promise<void> {
  await c.get('deps').db.delete(rateLimits).where(eq(rateLimits.key, key));
}

interface CountedWindow {
  count: number;
  windowStart: Date;
}

/**
 * Adds `amount` to the key's counter in its window (a new window once the old one is over). With
 * `limit`, an amount that would pass it is not counted, and the answer is undefined.
 */
async function countEvent(c: AppContext, key: string, windowMs: number, amount?: number): Promise<CountedWindow>;
async function countEvent(c: AppContext, key: string, windowMs: number, amount: number, limit: number): Promise<CountedWindow | undefined>;
async function countEvent(c: AppContext, key: string, windowMs: number, amount = 1, limit?: number): Promise<CountedWindow | undefined> {
  const { db, now } = c.get('deps');
  const current = now();
  const windowOver = sql`${rateLimits.windowStart} <= ${new Date(current.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, windowStart: current })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowOver} THEN ${amount}::integer ELSE ${rateLimits.count} + ${amount}::integer END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN ${current.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
      setWhere: limit === undefined ? undefined : sql`${windowOver} OR ${rateLimits.count} + ${amount}::integer <= ${limit}::integer`,
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row;
}

function tooMany(c: AppContext, windowStart: Date, windowMs: number): HttpError {
  const waitMs = windowStart.getTime() + windowMs - c.get('deps').now().getTime();
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, message(c.get('lang'), 'rateLimited', { seconds }), {
    code: 'rate_limited',
    headers: { 'Retry-After': String(seconds) },
  });
}
