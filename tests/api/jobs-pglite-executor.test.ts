/**
 * pg-boss's own multi-statement commands (BEGIN ... COMMIT) on the shop's one PGlite connection:
 * one that fails must not leave that connection in an aborted transaction, where every later
 * query of the shop would be refused.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExecutor } from '../../src/server/jobs/sqlExecutor';

let client: PGlite;
// Starting PGlite belongs in the hook (its longer timeout), not in the test.
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
});
afterAll(() => client.close());

describe('the PGlite executor', () => {
  it('rolls back a failed multi-statement command, and the connection keeps working', async () => {
    const executor = pgliteExecutor(client);
    await client.exec('CREATE TABLE marks (n int)');
    await expect(executor.executeSql('BEGIN; INSERT INTO marks VALUES (1); SELECT 1/0; COMMIT;')).rejects.toThrow('division by zero');
    expect((await client.query('SELECT count(*)::int AS n FROM marks')).rows).toEqual([{ n: 0 }]);
    // Commands with parameters, and several statements, answer the rows of the last one.
    expect((await executor.executeSql('SELECT $1::int + 1 AS n', [1])).rows).toEqual([{ n: 2 }]);
    expect((await executor.executeSql('BEGIN; INSERT INTO marks VALUES (2); COMMIT; SELECT n FROM marks')).rows).toEqual([{ n: 2 }]);
    // Objects go as JSON text, undefined as NULL.
    expect((await executor.executeSql('SELECT $1::jsonb AS data, $2::text AS absent', [{ to: 'a@example.no' }, undefined])).rows).toEqual([{ data: { to: 'a@example.no' }, absent: null }]);
  });
});
