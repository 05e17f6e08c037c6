import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { assertWritableFolder } from './dataFolder';
import * as schema from './schema';
import { isStorageFailure } from './storageFailure';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database =
  | { db: Db; kind: 'postgres'; /** The server's URL, for libraries that open their own connections (the job queue). */ url: string; close(): Promise<void> }
  | { db: Db; kind: 'pglite'; /** The embedded database's one connection, shared with the job queue. */ client: PGlite; close(): Promise<void> };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /**
   * Called once when the embedded database's files fail (see isStorageFailure). PGlite cannot
   * go on after that, so the server exits and its supervisor starts it again (crash-only).
   */
  onStorageFailure?: (err: unknown) => void;
}

/**
 * Watches every call into PGlite: after a storage failure it calls `onFailure` and refuses
 * further calls itself, since a query that reaches the broken instance never returns.
 */
function guardStorage(client: PGlite, onFailure: (err: unknown) => void): void {
  let failure: unknown = null;
  const guard = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (failure) throw failure;
      try {
        return await call(...args);
      } catch (err) {
        if (!failure && isStorageFailure(err)) {
          failure = err;
          onFailure(err);
        }
        throw err;
      }
    };
  client.query = guard(client.query.bind(client)) as PGlite['query'];
  client.exec = guard(client.exec.bind(client));
  client.transaction = guard(client.transaction.bind(client)) as PGlite['transaction'];
}

/**
 * PGlite zeroes its whole buffer pool in the process's memory at start (128 MB by default). The
 * embedded database is the demo and small-shop setup, whose data fits in a few MB; a shop
 * outgrowing this runs on PostgreSQL.
 */
const PGLITE_CONF = ['shared_buffers=16MB'];

/**
 * Opens the database and applies the committed migrations. Both drivers speak the same SQL, so
 * the embedded PGlite and a PostgreSQL server run the same code.
 */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(url, { max: 10, onnotice: () => {} });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', url, close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = url === 'memory://';
  if (!inMemory) await assertWritableFolder(url);
  const client = new PGlite(inMemory ? undefined : url, { postgresqlconf: PGLITE_CONF });
  if (options.onStorageFailure) guardStorage(client, options.onStorageFailure);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', client, close: () => client.close() };
}
