import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
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

export async function loadSession(db: Db, token: string | undefined, now = new Date()): Promise<SessionState | null> {
  if (!token) return null;
  const id = idOf(token);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const [user, simulatedBy] = await Promise.all([userByUuid(db, row.userUuid), userByUuid(db, row.simulatedByUuid)]);
  return { id, user, simulatedBy, currentPictureSetUuid: row.currentPictureSetUuid, referrer: row.referrer };
}

async function userByUuid(db: Db, uuid: string | null): Promise<UserRow | null> {
  if (!uuid) return null;
  const [row] = await db.select().from(users).where(eq(users.uuid, uuid)).limit(1);
  return row ?? null;
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
