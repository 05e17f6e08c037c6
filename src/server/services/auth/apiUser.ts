import type { Session, User } from '../../../api/contract/user';
import type { SessionState, UserRow } from './sessions';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The one mapping from a users row to the API's user: every answer that names a user uses it. */
export function toApiUser(row: UserRow, simulatedBy: UserRow | null = null): User {
  // The address is a JSON column: read field by field so an older or partial value still maps.
  const stored = (row.address ?? {}) as Record<string, unknown>;
  return {
    uuid: row.uuid,
    name: row.name,
    emailAddress: row.email,
    mobilePhone: row.mobile,
    acceptMail: row.acceptMail,
    lang: row.lang,
    // Every account here has an e-mail and a password; the flag exists for the spec's clients.
    isAnonymousUser: false,
    isSimulated: simulatedBy !== null,
    isSupport: row.role === 'support',
    address: {
      address: text(stored.address),
      address2: text(stored.address2),
      postalCode: text(stored.postalCode),
      city: text(stored.city),
      state: text(stored.state),
    },
  };
}

/** The browser's signed-in state as GET /api/webshop/session answers it. */
export function toApiSession(session: SessionState | null): Session {
  if (!session?.user) {
    return { user: null, simulatedBy: null, currentPictureSetUuid: null, referrer: session?.referrer ?? null };
  }
  return {
    user: toApiUser(session.user, session.simulatedBy),
    simulatedBy: session.simulatedBy ? { name: session.simulatedBy.name, emailAddress: session.simulatedBy.email } : null,
    currentPictureSetUuid: session.currentPictureSetUuid,
    referrer: session.referrer,
  };
}
