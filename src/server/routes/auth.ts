import { setTimeout } from 'node:timers/promises';
import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import {
  checkResetCode,
  createUser,
  getSession,
  login,
  logout,
  resetPassword,
  sendPasswordReminder,
  setLanguage,
  setReferrer,
  userExistsByEmail,
} from '../../api/contract';
import {
  emailProblem,
  passwordsMatchProblem,
  registrationPasswordProblem,
  resetPasswordProblem,
  type Problem,
} from '../../domain/validation';
import { mobileProblem } from '../../domain/validation/mobile';
import { users } from '../db/schema';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { endSession } from '../http/session';
import { defineMessages, type Lang } from '../messages';
import { toApiSession, toApiUser } from '../services/auth/apiUser';
import { ensureBrowserSession, signIn } from '../services/auth/browserSession';
import { completePasswordReset, createResetCode, isResetCodeUsable } from '../services/auth/passwordResets';
import { loginDelayMs } from '../services/auth/loginDelay';
import { hashPassword, unknownUserHash, verifyPassword } from '../services/auth/passwords';
import { forgetAllSessions, updateSession } from '../services/auth/sessions';
import { findUserByEmail, isUniqueViolation, normalizeEmail } from '../services/auth/users';
import { countCodeAttempt } from '../services/codes/codeAttempts';
import { codeMessage } from '../services/codes/codeMessages';
import { grantPictureSet } from '../services/codes/pictureSetAccess';
import { lookUpSubjectCode, type CodeLookup } from '../services/codes/subjectCodes';
import { enqueueMail } from '../services/mail/mailJob';
import { passwordResetMail } from '../services/mail/passwordResetMail';
import { clear, countIn, ensureUnder, hit, LIMITS, record } from '../services/ratelimit/rateLimit';
import { clientIp } from '../services/ratelimit/clientIp';

const t = defineMessages({
  wrongCredentials: { nb: 'Feil e-postadresse eller passord.', en: 'Wrong e-mail address or password.' },
  invalidEmail: { nb: 'Ugyldig e-postadresse', en: 'Invalid email' },
  emailRequired: { nb: 'Skriv inn e-postadressen din.', en: 'Enter your e-mail address.' },
  emailTaken: {
    nb: 'Det finnes allerede en konto med denne e-postadressen. Logg inn i stedet.',
    en: 'An account with this e-mail address already exists. Sign in instead.',
  },
  mobileRequired: { nb: 'Skriv inn mobilnummeret ditt.', en: 'Enter your mobile number.' },
  invalidMobile: { nb: 'Mobilnummeret er ikke gyldig.', en: 'The mobile number is not valid.' },
  passwordRequired: { nb: 'Velg et passord.', en: 'Choose a password.' },
  passwordTooShort: { nb: 'Passordet må ha minst 6 tegn.', en: 'The password must have at least 6 characters.' },
  passwordsDontMatch: { nb: 'De to passordene er ikke like!', en: "The two passwords doesn't match!" },
  noAccountForEmail: { nb: 'Vi fant ingen konto med denne e-postadressen.', en: 'We found no account with this e-mail address.' },
  reminderSent: {
    nb: 'Vi har sendt en e-post til {email} med en lenke for å velge nytt passord. Lenken virker i én time.',
    en: 'We have sent an e-mail to {email} with a link to choose a new password. The link works for one hour.',
  },
  noAccountForKey: { nb: 'Beklager, ingen konto er knyttet til denne nøkkelen', en: 'Sorry, no account connected to this key' },
  resetPasswordTooShort: { nb: 'Passordet må være lengre enn 6 tegn.', en: 'The password must be longer than 6 characters.' },
});

const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Sign-in, registration, password reset, session state and language (spec 1 §2, §5, §7). */
export function registerAuthRoutes(app: Hono<AppEnv>): void {
  mount(app, login, async (c, { body }) => {
    const { db } = c.get('deps');
    const email = normalizeEmail(body.username);
    const ip = clientIp(c);
    await hitLimit(c, `login:ip:${ip}`, limitOr(LIMITS.loginPerIp, c.get('deps').config.loginLimitPerIp));
    const pairKey = `login:account-ip:${email}:${ip}`;
    const accountKey = `login:account:${email}`;
    const { loginFailuresPerAccountAndIp: perPair, loginFailuresPerAccount: perAccount } = LIMITS;
    await ensureUnder(c, pairKey, perPair.limit, perPair.windowMs);
    await setTimeout(loginDelayMs(await countIn(c, accountKey, perAccount.windowMs), perAccount.limit));
    const code = body.code ? await subjectCodeOrError(c, body.code) : null;

    const user = await findUserByEmail(db, email);
    // An unknown address costs the same scrypt work as a wrong password, so timing tells nothing.
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await unknownUserHash()));
    if (!user || !passwordOk) {
      await record(c, pairKey, perPair.windowMs);
      await record(c, accountKey, perAccount.windowMs);
      throw new HttpError(401, t(c.get('lang'), 'wrongCredentials'), { code: 'wrong_credentials', data: ['password'] });
    }
    await clear(c, pairKey);
    if (code) await grantPictureSet(db, user.uuid, code.pictureSetUuid);
    await signIn(c, user, { pictureSetUuid: code?.pictureSetUuid });
    return { user: toApiUser(user), pictureSetUuid: code?.pictureSetUuid ?? null };
  });

  mount(app, logout, async (c) => {
    await endSession(c);
    return { success: true as const };
  });

  mount(app, getSession, async (c) => toApiSession(c.get('session')));

  mount(app, setReferrer, async (c, { body }) => {
    const { db } = c.get('deps');
    const session = body.referrer === null ? c.get('session') : await ensureBrowserSession(c);
    if (session) await updateSession(db, session.id, { referrer: body.referrer });
    return { success: true as const };
  });

  mount(app, setLanguage, async (c, { body }) => {
    const { db, config } = c.get('deps');
    // Readable by the front end (not httpOnly) so the first paint is already in the right language.
    setCookie(c, 'lang', body.lang, { path: '/', sameSite: 'Lax', secure: config.secureCookies, maxAge: LANG_COOKIE_MAX_AGE_S });
    c.set('lang', body.lang);
    const session = c.get('session');
    // Support staff trying a customer's view must not change the customer's preference.
    if (session?.user && !session.simulatedBy) {
      await db.update(users).set({ lang: body.lang }).where(eq(users.uuid, session.user.uuid));
      await forgetAllSessions(db);
    }
    return { success: true as const };
  });

  mount(app, userExistsByEmail, async (c, { query }) => {
    await hitLimit(c, `user-exists:ip:${clientIp(c)}`, accountLimit(c));
    if (emailProblem(query.email)) throw invalidEmail(c);
    return { exists: (await findUserByEmail(c.get('deps').db, query.email)) !== null };
  });

  mount(app, createUser, async (c, { body }) => {
    const { db } = c.get('deps');
    const lang = c.get('lang');
    await hitLimit(c, `create-user:ip:${clientIp(c)}`, accountLimit(c));

    const problems = registrationProblems(lang, body);
    const email = normalizeEmail(body.email);
    if (!problems.some((p) => p.field === 'email') && (await findUserByEmail(db, email))) {
      problems.push({ field: 'email', message: t(lang, 'emailTaken') });
    }
    let code: Extract<CodeLookup, { kind: 'found' }> | null = null;
    if (body.code) {
      const found = await lookUpSubjectCode(db, body.code);
      if (found.kind === 'found') code = found;
      else problems.push({ field: 'code', message: codeMessage(lang, 'codeNotValid') });
    }
    if (problems.length > 0) {
      throw new HttpError(400, problems[0].message, { code: 'validation', data: problems.map((p) => p.field) });
    }

    const passwordHash = await hashPassword(body.password);
    const user = await db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ email, mobile: body.mobile, passwordHash, acceptMail: body.acceptmail, lang })
          .returning();
        if (code) await grantPictureSet(tx, created.uuid, code.pictureSetUuid);
        return created;
      })
      .catch((err: unknown) => {
        // Two registrations raced for the address; the other one won.
        if (isUniqueViolation(err)) throw new HttpError(400, t(lang, 'emailTaken'), { code: 'validation', data: ['email'] });
        throw err;
      });
    await signIn(c, user, { pictureSetUuid: code?.pictureSetUuid });
    return { success: true as const, user: toApiUser(user), pictureSetUuid: code?.pictureSetUuid ?? null };
  });

  mount(app, sendPasswordReminder, async (c, { query }) => {
    const deps = c.get('deps');
    const { db, config, now } = deps;
    await hitLimit(c, `password-reminder:ip:${clientIp(c)}`, LIMITS.passwordReminderPerIp);
    if (emailProblem(query.email)) throw invalidEmail(c);
    const email = normalizeEmail(query.email);
    await hitLimit(c, `password-reminder:email:${email}`, LIMITS.passwordReminderPerEmail);
    const user = await findUserByEmail(db, email);
    if (!user) throw new HttpError(404, t(c.get('lang'), 'noAccountForEmail'), { code: 'unknown_email', data: ['email'] });

    await db.transaction(async (tx) => {
      const code = await createResetCode(tx, user.uuid, now());
      const link = `${config.publicUrl}/reset-password?resetcode=${encodeURIComponent(code)}`;
      await enqueueMail(tx, deps.jobs, passwordResetMail(user.lang, user.email, link));
    });
    return { message: t(c.get('lang'), 'reminderSent', { email: user.email }) };
  });

  mount(app, checkResetCode, async (c, { params }) => {
    const { db, now } = c.get('deps');
    return { valid: await isResetCodeUsable(db, params.code, now()) };
  });

  mount(app, resetPassword, async (c, { body, params }) => {
    const { db, now } = c.get('deps');
    const lang = c.get('lang');
    await hitLimit(c, `reset-password:ip:${clientIp(c)}`, LIMITS.resetPasswordPerIp);
    const invalidKey = () => new HttpError(400, t(lang, 'noAccountForKey'), { code: 'invalid_reset_code' });
    if (!(await isResetCodeUsable(db, params.code, now()))) throw invalidKey();
    if (resetPasswordProblem(body.password)) {
      throw new HttpError(400, t(lang, 'resetPasswordTooShort'), { code: 'validation', data: ['password'] });
    }
    const userUuid = await completePasswordReset(db, params.code, await hashPassword(body.password), now());
    if (!userUuid) throw invalidKey();
    // The reset ended this browser's session too if it belonged to the same person.
    if (c.get('session')?.user?.uuid === userUuid) await endSession(c);
    return { success: true as const };
  });
}

const hitLimit = (c: AppContext, key: string, limit: { limit: number; windowMs: number }) => hit(c, key, limit.limit, limit.windowMs);

/** A rate limit with the count the server's configuration sets instead (LOGIN_LIMIT_PER_IP, ACCOUNT_LIMIT_PER_IP), when it does. */
const limitOr = (limit: { limit: number; windowMs: number }, configured: number | null) => ({ ...limit, limit: configured ?? limit.limit });

/** Sign-ups and e-mail look-ups from one address. */
const accountLimit = (c: AppContext) => limitOr(LIMITS.accountLookupPerIp, c.get('deps').config.accountLimitPerIp);

const invalidEmail = (c: AppContext) => new HttpError(400, t(c.get('lang'), 'invalidEmail'), { code: 'validation', data: ['email'] });

/** A code sent along with a login must open a picture set, or the login is refused. */
async function subjectCodeOrError(c: AppContext, rawCode: string) {
  await countCodeAttempt(c);
  const found = await lookUpSubjectCode(c.get('deps').db, rawCode);
  if (found.kind !== 'found') throw new HttpError(400, codeMessage(c.get('lang'), 'codeNotValid'), { code: 'invalid_code', data: ['code'] });
  return found;
}

const problemKey: Record<string, Partial<Record<Problem, Parameters<typeof t>[1]>>> = {
  email: { required: 'emailRequired', invalidEmail: 'invalidEmail' },
  mobile: { required: 'mobileRequired', invalidMobile: 'invalidMobile' },
  password: { required: 'passwordRequired', tooShort: 'passwordTooShort' },
  confirm_password: { passwordsDontMatch: 'passwordsDontMatch' },
};

/** The registration rules of spec 1 §5, with the same validators the form uses. */
function registrationProblems(
  lang: Lang,
  body: { email: string; mobile: string; password: string; confirm_password: string },
): { field: string; message: string }[] {
  const checks: [string, Problem | null][] = [
    ['email', emailProblem(body.email)],
    ['mobile', mobileProblem(body.mobile)],
    ['password', registrationPasswordProblem(body.password)],
    ['confirm_password', passwordsMatchProblem(body.password, body.confirm_password)],
  ];
  return checks.flatMap(([field, problem]) => {
    if (!problem) return [];
    const key = problemKey[field][problem];
    if (!key) throw new Error(`No message for ${field}/${problem}`);
    return [{ field, message: t(lang, key) }];
  });
}
