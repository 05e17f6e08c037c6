import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { deepFreeze, readCache } from '../../cache/readCache';
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

/**
 * Sessions are read on every request and change rarely, so they come from the read cache: the
 * app's own changes drop them at once (forgetSession, forgetAllSessions, here and on the other
 * servers), a change beside the app (SQL by hand) shows within this time.
 */
const SESSION_TTL_IN_MEMORY_MS = 10_000;
const SESSION_KEY = 'session:';

/** The session with its user and the simulating support user, whether expired or not. */
function buildSessionQuery(db: Db) {
  const simulator = alias(users, 'simulator');
  return db
    .select({ session: sessions, user: users, simulatedBy: simulator })
    .from(sessions)
    .leftJoin(users, eq(users.uuid, sessions.userUuid))
    .leftJoin(simulator, eq(simulator.uuid, sessions.simulatedByUuid))
    .where(eq(sessions.id, sql.placeholder('id')))
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
  const row = await readCache(db).get(
    SESSION_KEY + id,
    async () => {
      const [found] = await sessionQuery(db).execute({ id });
      return found ? deepFreeze(found) : null;
    },
    // An unknown id is asked again next time: a guessed cookie must not fill the cache.
    { ttlMs: SESSION_TTL_IN_MEMORY_MS, keep: (found) => found !== null },
  );
  // Checked here, not in the query, so a kept session still ends on the dot.
  if (!row || row.session.expiresAt.getTime() <= now.getTime()) return null;
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
  await forgetSession(db, id);
}

export async function destroySession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
  await forgetSession(db, id);
}

/** After a change to one session row (pass the app's database handle, after the commit). */
function forgetSession(db: Db, id: string): Promise<void> {
  return readCache(db).invalidate(SESSION_KEY + id);
}

/**
 * After a change to users rows or to a user's sessions (pass the app's database handle, after
 * the commit): every server reads each session from the database again. These changes are rare
 * (a password, the contact details), so dropping all is simpler than tracking whose is whose.
 */
export function forgetAllSessions(db: Db): Promise<void> {
  return readCache(db).invalidate(SESSION_KEY);
}
