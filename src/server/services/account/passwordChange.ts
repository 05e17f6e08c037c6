import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { forgetAllSessions } from '../auth/sessions';

/**
 * Stores the new password and signs the account out everywhere else (whoever knew the old one),
 * keeping the session that made the change. One transaction: never a new password with the old
 * sessions still open.
 */
export async function changePassword(db: Db, userUuid: string, password: string, keepSessionId: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.uuid, userUuid));
    await tx.delete(sessions).where(and(eq(sessions.userUuid, userUuid), ne(sessions.id, keepSessionId)));
  });
  await forgetAllSessions(db);
}
