import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from './sessions';

/** E-mail addresses are stored trimmed and lower-case, so lookups ignore case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row ?? null;
}

/** Postgres' unique_violation, raised when two registrations race for one e-mail address. */
export const isUniqueViolation = (err: unknown): boolean => {
  const code = (err as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
};
