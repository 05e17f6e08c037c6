/**
 * pg-boss runs its SQL through an object with `executeSql(text, values)`. These give it one over
 * the embedded PGlite connection and one over a Drizzle transaction, so a job row is written in
 * the same transaction as the state change that causes it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss hands job data over as objects (node-postgres would serialise them); here they go as
 * JSON text, which its SQL casts to jsonb. undefined is an absent option, so NULL.
 */
export function sqlParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) return JSON.stringify(value);
  return value;
}

/**
 * Statements with parameters go through the extended protocol; pg-boss's parameterless commands
 * may be several statements with their own BEGIN/COMMIT, which only the simple protocol runs.
 * Those run inside a PGlite transaction: if one fails, PGlite rolls back, and the shop's single
 * connection is never left in an aborted transaction.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values.map(sqlParam))).rows };
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** Runs pg-boss's `$n` statements as Drizzle SQL in `tx` (either driver), each `$n` a bound parameter. */
export function transactionExecutor(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sqlParam(values[Number(part) - 1])}`));
      const result: unknown = await tx.execute(sql.join(chunks));
      return { rows: Array.isArray(result) ? result : (result as { rows: unknown[] }).rows };
    },
  };
}
