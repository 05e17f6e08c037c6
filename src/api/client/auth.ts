import { call } from './call';
import { authRoutes } from './routes.gen';

/** Sign-in, registration, session and password calls (spec 1 §7). */
export const login = (username: string, password: string, code?: string) =>
  call(authRoutes.login, { body: { username, password, code } });

export const logout = () => call(authRoutes.logout);

export const getSession = () => call(authRoutes.getSession);

/** Where the next login should land; null clears it. */
export const setReferrer = (referrer: string | null) => call(authRoutes.setReferrer, { body: { referrer } });

export const setLanguage = (lang: 'nb' | 'en') => call(authRoutes.setLanguage, { body: { lang } });

export const userExistsByEmail = (email: string) => call(authRoutes.userExistsByEmail, { query: { email } });

export interface Registration {
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  code: string;
  acceptMail: boolean;
}

export const createUser = (r: Registration) =>
  call(authRoutes.createUser, {
    body: {
      email: r.email,
      mobile: r.mobile,
      password: r.password,
      confirm_password: r.confirmPassword,
      code: r.code,
      acceptmail: r.acceptMail,
      // Spec 1 §5: the form itself is the acceptance, so this is always true.
      termsofservice: true,
    },
  });

export const sendPasswordReminder = (email: string) =>
  call(authRoutes.sendPasswordReminder, { query: { json: '1', email } });

export const checkResetCode = (code: string) => call(authRoutes.checkResetCode, { params: { code } });

export const resetPassword = (code: string, password: string) =>
  call(authRoutes.resetPassword, { params: { code }, body: { password } });

export type { Session, User } from '../contract/user';
