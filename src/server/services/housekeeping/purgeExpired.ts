import { lt, or, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, rateLimits, sessions } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { defineJob } from '../../jobs/defineJob';
import { LIMITS } from '../ratelimit/rateLimit';

const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((l) => l.windowMs));

/**
 * Deletes rows that can no longer matter: ended sessions, rate-limit windows older than the
 * longest window, and reset codes that were used or have expired. Run every hour (below), so
 * the tables stay the size of the current traffic.
 */
export async function purgeExpired(db: Db, now: Date): Promise<{ sessions: number; rateLimits: number; passwordResets: number }> {
  const oldWindows = new Date(now.getTime() - LONGEST_WINDOW_MS);
  const [s, r, p] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db.delete(rateLimits).where(lt(rateLimits.windowStart, oldWindows)).returning({ key: rateLimits.key }),
    db
      .delete(passwordResets)
      .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
      .returning({ code: passwordResets.codeHash }),
  ]);
  return { sessions: s.length, rateLimits: r.length, passwordResets: p.length };
}

export const housekeepingJob = defineJob<object, AppDeps>({
  name: 'housekeeping',
  retry: { limit: 2, delaySeconds: 60 },
  timeoutSeconds: 600,
  schedule: '0 * * * *',
  handler: async (_data, deps) => {
    deps.log.info('expired rows purged', await purgeExpired(deps.db, deps.now()));
  },
});
