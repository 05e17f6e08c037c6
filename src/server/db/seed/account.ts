/** The demo customer's account-area data (spec 3): one picture package sent home for inspection. */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as schema from '../schema';
import { subjectUuid } from './jobs';
import { CUSTOMER_UUID } from './users';

/** Emma's package went home with her; the demo customer can cancel it under My account. */
export const packageForInspectionRows: (typeof schema.packagesForInspection.$inferInsert)[] = [
  { userUuid: CUSTOMER_UUID, subjectUuid: subjectUuid('emma'), enabled: true, sentAt: new Date('2026-04-02T09:00:00Z') },
];

/**
 * Inserts the rows when the demo customer has the demo uuid (an account made before the seed
 * keeps its own uuid and gets none). Idempotent like the rest of the seed.
 */
export async function seedAccountData(db: Pick<Db, 'select' | 'insert'>): Promise<void> {
  const [customer] = await db.select({ uuid: schema.users.uuid }).from(schema.users).where(eq(schema.users.uuid, CUSTOMER_UUID));
  if (!customer) return;
  await db.insert(schema.packagesForInspection).values(packageForInspectionRows).onConflictDoNothing();
}
