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

/** The limits of spec 1's public entry points (login, codes, password reset, registration). */
export const LIMITS = {
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  subjectCodePerIp: { limit: 20, windowMs: 10 * MINUTE },
  passwordReminderPerIp: { limit: 10, windowMs: 60 * MINUTE },
  passwordReminderPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  resetPasswordPerIp: { limit: 10, windowMs: 15 * MINUTE },
  accountLookupPerIp: { limit: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

/**
 * Counts one event under `key` and answers 429 once the window holds more than `limit`.
 * The counter lives in the database (one upsert, atomic), so every server instance shares it.
 */
export async function hit(c: AppContext, key: string, limit: number, windowMs: number): Promise<void> {
  const { count, windowStart } = await countEvent(c, key, windowMs);
  if (count > limit) throw tooMany(c, windowStart, windowMs);
}

/** Counts one event without answering 429 (e.g. a failed login, checked later by ensureUnder). */
export async function record(c: AppContext, key: string, windowMs: number): Promise<void> {
  await countEvent(c, key, windowMs);
}

/** Answers 429 when the window already holds `limit` events, without counting this request. */
export async function ensureUnder(c: AppContext, key: string, limit: number, windowMs: number): Promise<void> {
  const { db, now } = c.get('deps');
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  const current = now();
  if (row && row.windowStart.getTime() + windowMs > current.getTime() && row.count >= limit) {
    throw tooMany(c, row.windowStart, windowMs);
  }
}

/** Forgets the events under `key` (a successful login clears its failures). */
export async function clear(c: AppContext, key: string): Promise<void> {
  await c.get('deps').db.delete(rateLimits).where(eq(rateLimits.key, key));
}

async function countEvent(c: AppContext, key: string, windowMs: number): Promise<{ count: number; windowStart: Date }> {
  const { db, now } = c.get('deps');
  const current = now();
  const windowOver = sql`${rateLimits.windowStart} <= ${new Date(current.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: current })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN ${current.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
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
