import type { AppContext } from '../../http/context';
import { startSession } from '../../http/session';
import { newestPictureSetOf, ownsPictureSet } from '../codes/pictureSetAccess';
import { moveOpenRecordings } from '../debug/recordings';
import type { SessionState, UserRow } from './sessions';

/**
 * The browser's session, created for a visitor when they have none: a referrer or a debug
 * recording belongs to the browser before anyone signs in.
 */
export async function ensureBrowserSession(c: AppContext): Promise<SessionState> {
  const existing = c.get('session');
  if (existing) return existing;
  const id = await startSession(c, { userUuid: null });
  const session: SessionState = { id, user: null, simulatedBy: null, currentPictureSetUuid: null, referrer: null };
  c.set('session', session);
  return session;
}

/**
 * Signs the browser in as `user` under a new session id (login, registration, support
 * simulation). What the browser was doing comes along: the referrer, a debug recording in
 * progress, and the current picture set when the new user may see it.
 */
export async function signIn(
  c: AppContext,
  user: UserRow,
  options: { simulatedBy?: UserRow | null; pictureSetUuid?: string | null } = {},
): Promise<SessionState> {
  const { db } = c.get('deps');
  const old = c.get('session');
  const carried = old?.currentPictureSetUuid;
  const currentPictureSetUuid =
    options.pictureSetUuid ??
    (carried && (await ownsPictureSet(db, user.uuid, carried)) ? carried : await newestPictureSetOf(db, user.uuid));
  const simulatedBy = options.simulatedBy ?? null;
  const referrer = old?.referrer ?? null;
  const id = await startSession(c, { userUuid: user.uuid, simulatedByUuid: simulatedBy?.uuid ?? null, currentPictureSetUuid, referrer });
  if (old) await moveOpenRecordings(db, old.id, id, user.uuid);
  const session: SessionState = { id, user, simulatedBy, currentPictureSetUuid, referrer };
  c.set('session', session);
  return session;
}
