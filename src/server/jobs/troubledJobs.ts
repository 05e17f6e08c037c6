/**
 * Jobs that failed at least once and have not succeeded since: waiting to be retried, or given up
 * ("failed"). pg-boss 10 has no listing call, so this reads its job table (schema version 24).
 */
import type { SqlExecutor } from './sqlExecutor';

export interface TroubledJob {
  id: string;
  name: string;
  /** The job's own description of its data (JobDefinition.describe). */
  summary: string;
  state: 'retry' | 'failed';
  /** Runs so far, and the most there will be. */
  attempts: number;
  maxAttempts: number;
  lastError: string;
  createdAt: Date;
  /** When the last attempt started, if one did. */
  lastAttemptAt: Date | null;
  /** retry: when the next attempt may start; failed: null. */
  nextAttemptAt: Date | null;
  /** failed: when it was given up. */
  failedAt: Date | null;
}

interface Row {
  id: string;
  name: string;
  state: 'retry' | 'failed';
  data: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  start_after: Date | string;
  completed_on: Date | string | null;
  output: unknown;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The error pg-boss stored for the last failed run: an Error serialised by pg-boss, or its timeout text. */
export function errorText(output: unknown): string {
  const value = typeof output === 'string' ? safeJson(output) : output;
  if (value && typeof value === 'object') {
    const o = value as { message?: unknown; value?: { message?: unknown } };
    if (typeof o.message === 'string') return o.message;
    if (typeof o.value?.message === 'string') return o.value.message;
  }
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toTroubledJob(row: Row, describe: (name: string, data: unknown) => string): TroubledJob {
  const failed = row.state === 'failed';
  const ran = row.started_on !== null;
  return {
    id: row.id,
    name: row.name,
    summary: describe(row.name, typeof row.data === 'string' ? safeJson(row.data) : row.data),
    state: row.state,
    // retry_count goes up when a retried job is picked up again, so after a failed run it is one
    // less than the runs made.
    attempts: Number(row.retry_count) + (ran ? 1 : 0),
    maxAttempts: Number(row.retry_limit) + 1,
    lastError: errorText(row.output),
    createdAt: date(row.created_on),
    lastAttemptAt: row.started_on === null ? null : date(row.started_on),
    nextAttemptAt: failed ? null : date(row.start_after),
    failedAt: failed && row.completed_on !== null ? date(row.completed_on) : null,
  };
}

/** The troubled jobs of the named queues, newest first (at most `limit`). */
export async function troubledJobs(
  db: SqlExecutor,
  names: readonly string[],
  describe: (name: string, data: unknown) => string,
  limit: number,
): Promise<TroubledJob[]> {
  const { rows } = await db.executeSql(
    `SELECT id, name, state, data, retry_count, retry_limit, created_on, started_on, start_after, completed_on, output
       FROM pgboss.job
      WHERE name = ANY($1::text[]) AND state IN ('retry', 'failed')
      ORDER BY created_on DESC, id
      LIMIT $2`,
    [names, limit],
  );
  return (rows as Row[]).map((row) => toTroubledJob(row, describe));
}
