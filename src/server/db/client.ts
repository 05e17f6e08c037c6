import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database =
  | { db: Db; kind: 'postgres'; /** The server's URL, for libraries that open their own connections (the job queue). */ url: string; close(): Promise<void> }
  | { db: Db; kind: 'pglite'; /** The embedded database's one connection, shared with the job queue. */ client: PGlite; close(): Promise<void> };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and applies the committed migrations. Both drivers speak the same SQL, so
 * the embedded PGlite and a PostgreSQL server run the same code.
 */
export async function openDatabase(url: string): Promise<Database> {
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
  if (!inMemory) mkdirSync(url, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(url);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', client, close: () => client.close() };
}
