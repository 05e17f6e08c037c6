/** Saving the contact information form (spec 3 §5) on the account; its rules are in domain/account. */
import { eq } from 'drizzle-orm';
import type { ContactInfo } from '../../../domain/account/contactInfo';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { forgetAllSessions, type UserRow } from '../auth/sessions';

/** Saves the details, keeping the address's state (this form does not ask for it); answers the updated row. */
export async function saveContactInfo(db: Db, user: UserRow, info: ContactInfo, gatherAddress2: boolean): Promise<UserRow> {
  const stored = (user.address ?? {}) as Record<string, unknown>;
  const address = {
    address: info.address.trim(),
    address2: gatherAddress2 ? info.address2.trim() : '',
    postalCode: info.postal_code.trim(),
    city: info.city.trim(),
    state: typeof stored.state === 'string' ? stored.state : '',
  };
  const [row] = await db
    .update(users)
    .set({ name: info.name.trim(), mobile: info.mobile.trim(), address })
    .where(eq(users.uuid, user.uuid))
    .returning();
  await forgetAllSessions(db);
  return row;
}
