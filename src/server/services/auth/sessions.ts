import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

/** What a request knows about its browser session. */
export interface SessionState {
  id: string;
  user: UserRow | null;
  /** The support user when a customer is being simulated. */
  simulatedBy: UserRow | null;
  currentPictureSetUuid: string | null;
  referrer: string | null;
}

// The cookie carries a random token; only its hash is stored, so a leaked table opens no sessions.
const idOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The session with its user and the simulating support user: one query on every request. */
function buildSessionQuery(db: Db) {
  const simulator = alias(users, 'simulator');
  return db
    .select({ session: sessions, user: users, simulatedBy: simulator })
    .from(sessions)
    .leftJoin(users, eq(users.uuid, sessions.userUuid))
    .leftJoin(simulator, eq(simulator.uuid, sessions.simulatedByUuid))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('load_session');
}

// Prepared once per database: the SQL is built once, and PostgreSQL plans it once per connection.
const sessionQueries = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();
function sessionQuery(db: Db) {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = buildSessionQuery(db)));
  return query;
}

export async function loadSession(db: Db, token: string | undefined, now = new Date()): Promise<SessionState | null> {
  if (!token) return null;
  const id = idOf(token);
  const [row] = await sessionQuery(db).execute({ id, now: now.toISOString() });
  if (!row) return null;
  return { id, user: row.user, simulatedBy: row.simulatedBy, currentPictureSetUuid: row.session.currentPictureSetUuid, referrer: row.session.referrer };
}

/**
 * Starts a new session and returns its cookie token. Called at every login so a session id
 * seen before authentication is never the one that ends up signed in.
 */
export async function createSession(
  db: Db,
  fields: { userUuid: string | null; simulatedByUuid?: string | null; currentPictureSetUuid?: string | null; referrer?: string | null },
  now = new Date(),
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = idOf(token);
  await db.insert(sessions).values({
    id,
    userUuid: fields.userUuid,
    simulatedByUuid: fields.simulatedByUuid ?? null,
    currentPictureSetUuid: fields.currentPictureSetUuid ?? null,
    referrer: fields.referrer ?? null,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token, id };
}

export async function updateSession(
  db: Db,
  id: string,
  fields: Partial<{ currentPictureSetUuid: string | null; referrer: string | null; userUuid: string | null; simulatedByUuid: string | null }>,
): Promise<void> {
  await db.update(sessions).set(fields).where(eq(sessions.id, id));
}

export async function destroySession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}
