import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from './context';
import { HttpError } from './errors';
import { message } from '../messages';
import { createSession, destroySession, loadSession, SESSION_COOKIE, SESSION_TTL_MS, type UserRow } from '../services/auth/sessions';

/** Loads the browser's session (if any) and the language every answer is written in. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db } = c.get('deps');
  const session = await loadSession(db, getCookie(c, SESSION_COOKIE), c.get('deps').now());
  c.set('session', session);
  const cookieLang = getCookie(c, 'lang');
  c.set('lang', cookieLang === 'en' || cookieLang === 'nb' ? cookieLang : (session?.user?.lang ?? 'nb'));
  await next();
};

/**
 * Gives the browser a fresh session id, ending the one it had. A visitor's session is one
 * without a user (a referrer or a debug recording belongs to the browser before sign-in).
 */
export async function startSession(
  c: AppContext,
  fields: { userUuid: string | null; simulatedByUuid?: string | null; currentPictureSetUuid?: string | null; referrer?: string | null },
): Promise<string> {
  const { db, config, now } = c.get('deps');
  const old = c.get('session');
  if (old) await destroySession(db, old.id);
  const { token, id } = await createSession(db, fields, now());
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
  return id;
}

export async function endSession(c: AppContext): Promise<void> {
  const session = c.get('session');
  if (session) await destroySession(c.get('deps').db, session.id);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  c.set('session', null);
}

/** The signed-in user (the simulated customer when support is simulating), or 401. */
export function requireUser(c: AppContext): UserRow {
  const user = c.get('session')?.user;
  if (!user) throw new HttpError(401, message(c.get('lang'), 'loginRequired'), { code: 'unauthorized' });
  return user;
}

/** Whether the real user behind the request (also while simulating) is support staff. */
export function isSupportStaff(c: AppContext): boolean {
  const session = c.get('session');
  return (session?.simulatedBy ?? session?.user)?.role === 'support';
}

/** The real support user behind the request (not the simulated customer), or 403. */
export function requireSupport(c: AppContext): UserRow {
  const session = c.get('session');
  const actor = session?.simulatedBy ?? session?.user;
  if (!actor) throw new HttpError(401, message(c.get('lang'), 'loginRequired'), { code: 'unauthorized' });
  if (actor.role !== 'support') throw new HttpError(403, message(c.get('lang'), 'forbidden'), { code: 'forbidden' });
  return actor;
}
