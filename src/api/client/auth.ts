import * as contract from '../contract/auth';
import { call } from './call';

/** Sign-in, registration, session and password calls (spec 1 §7). */
export const login = (username: string, password: string, code?: string) =>
  call(contract.login, { body: { username, password, code } });

export const logout = () => call(contract.logout);

export const getSession = () => call(contract.getSession);

/** Where the next login should land; null clears it. */
export const setReferrer = (referrer: string | null) => call(contract.setReferrer, { body: { referrer } });

export const setLanguage = (lang: 'nb' | 'en') => call(contract.setLanguage, { body: { lang } });

export const userExistsByEmail = (email: string) => call(contract.userExistsByEmail, { query: { email } });

export interface Registration {
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  code: string;
  acceptMail: boolean;
}

export const createUser = (r: Registration) =>
  call(contract.createUser, {
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
  call(contract.sendPasswordReminder, { query: { json: '1', email } });

export const checkResetCode = (code: string) => call(contract.checkResetCode, { params: { code } });

export const resetPassword = (code: string, password: string) =>
  call(contract.resetPassword, { params: { code }, body: { password } });

export type { Session, User } from '../contract/user';
