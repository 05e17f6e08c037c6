import type { Db } from '../../db/client';
import { healthChecks } from '../../db/schema';

/** How long a health check waits for the database before calling it unavailable. */
export const HEALTH_CHECK_TIMEOUT_MS = 5000;

/**
 * Rewrites the one health row, so the check proves that a write reaches the database and
 * commits (a read would pass on a disk that is full or read-only). Rejects after `timeoutMs`.
 */
export async function checkDatabaseWrite(db: Db, checkedBy: string, now: Date, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<void> {
  const write = db
    .insert(healthChecks)
    .values({ id: 1, checkedAt: now, checkedBy })
    .onConflictDoUpdate({ target: healthChecks.id, set: { checkedAt: now, checkedBy } });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([write, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
