import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { forgetAllSessions } from './sessions';

export const RESET_CODE_TTL_MS = 60 * 60 * 1000;

// Only the hash is stored: someone reading the table cannot use a pending code.
const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/**
 * A new single-use code for the e-mailed link, valid for one hour from `now`. It ends the user's
 * earlier codes: only the newest e-mail's link works, so an older mail someone else saw is void.
 */
export async function createResetCode(db: Db, userUuid: string, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userUuid, userUuid), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ codeHash: hashOf(code), userUuid, expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS) });
  });
  return code;
}

const usable = (code: string, now: Date) =>
  and(eq(passwordResets.codeHash, hashOf(code)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

export async function isResetCodeUsable(db: Db, code: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ userUuid: passwordResets.userUuid }).from(passwordResets).where(usable(code, now)).limit(1);
  return Boolean(row);
}

/**
 * Uses the code: stores the new password hash, voids every pending code of the user and ends
 * all of their sessions (whoever knew the old password is signed out). Returns the user's uuid,
 * or null when the code is unknown, used or expired (also when a parallel request won).
 */
export async function completePasswordReset(db: Db, code: string, passwordHash: string, now: Date): Promise<string | null> {
  const userUuid = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usable(code, now))
      .returning({ userUuid: passwordResets.userUuid });
    if (!claimed) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.uuid, claimed.userUuid));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userUuid, claimed.userUuid), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userUuid, claimed.userUuid));
    return claimed.userUuid;
  });
  if (userUuid) await forgetAllSessions(db);
  return userUuid;
}
