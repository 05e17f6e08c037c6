/**
 * Two changes to pg-boss's job table (schema version 24) that pg-boss 10 has no call for: both
 * make a job due at once, which its own retry() does not (it keeps the last backoff wait, hours
 * after many attempts).
 */
import type { SqlExecutor } from './sqlExecutor';

/**
 * A job waiting for a retry runs now; a failed one gets one more attempt, now. Answers whether
 * the job was either.
 */
export async function retryNow(db: SqlExecutor, name: string, id: string): Promise<boolean> {
  const { rows } = await db.executeSql(
    `UPDATE pgboss.job
        SET retry_limit = CASE WHEN state = 'failed' THEN retry_limit + 1 ELSE retry_limit END,
            state = 'retry', start_after = now()
      WHERE name = $1 AND id = $2::uuid AND state IN ('retry', 'failed')
      RETURNING id`,
    [name, id],
  );
  return rows.length > 0;
}

/** Jobs still marked active go back in line, due now, with why; answers them. */
export async function resumeActive(db: SqlExecutor, names: readonly string[], reason: string): Promise<unknown[]> {
  const { rows } = await db.executeSql(
    `UPDATE pgboss.job SET state = 'retry', start_after = now(), output = $2::jsonb
      WHERE name = ANY($1::text[]) AND state = 'active'
      RETURNING id, name`,
    [names, { message: reason }],
  );
  return rows;
}
