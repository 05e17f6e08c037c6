/** The contact information form (spec 3 §5): what is wrong with it, and saving it on the account. */
import { eq } from 'drizzle-orm';
import { fullNameProblem } from '../../../domain/checkout';
import { mobileProblem } from '../../../domain/validation/mobile';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../auth/sessions';

export interface ContactInfo {
  name: string;
  address: string;
  address2: string;
  postal_code: string;
  city: string;
  mobile: string;
}

export type ContactField = keyof ContactInfo;
export type ContactProblem = { field: ContactField; problem: 'required' | 'invalidName' | 'invalidMobile' };

/** The first problem, fields in form order; the same rules as the checkout's address and the registration's mobile. */
export function contactInfoProblem(info: ContactInfo): ContactProblem | null {
  const name = fullNameProblem(info.name);
  if (name) return { field: 'name', problem: name === 'required' ? 'required' : 'invalidName' };
  for (const field of ['address', 'postal_code', 'city'] as const) if (!info[field].trim()) return { field, problem: 'required' };
  const mobile = mobileProblem(info.mobile);
  if (mobile) return { field: 'mobile', problem: mobile === 'required' ? 'required' : 'invalidMobile' };
  return null;
}

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
  return row;
}
