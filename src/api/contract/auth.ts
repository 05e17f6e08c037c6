import { z } from 'zod/mini';
import { endpoint, ok } from './endpoint';
import { session, user } from './user';

const code = z.string().check(z.trim(), z.maxLength(64));

export const login = endpoint({
  method: 'POST',
  path: '/api/webshop/login',
  body: z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
    password: z.string().check(z.minLength(1), z.maxLength(200)),
    /** A subject code verified just before, added to the account on success. */
    code: z.optional(code),
  }),
  response: z.object({ user, pictureSetUuid: z.nullable(z.string()) }),
});

export const logout = endpoint({ method: 'POST', path: '/api/webshop/logout', response: ok });

export const getSession = endpoint({ method: 'GET', path: '/api/webshop/session', response: session });

export const setReferrer = endpoint({
  method: 'POST',
  path: '/api/webshop/session/referrer',
  body: z.object({ referrer: z.nullable(z.string().check(z.startsWith('/'), z.maxLength(500))) }),
  response: ok,
});

export const setLanguage = endpoint({
  method: 'PUT',
  path: '/api/webshop/language',
  body: z.object({ lang: z.enum(['nb', 'en']) }),
  response: ok,
});

export const userExistsByEmail = endpoint({
  method: 'GET',
  path: '/sections/prophoto/ajax/user_exists_by_email.php',
  query: z.object({ email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) }),
  response: z.object({ exists: z.boolean() }),
});

/** Registration (spec 1 §7). Form-style fields; termsofservice is always sent as true. */
export const createUser = endpoint({
  method: 'POST',
  path: '/ajax/create.php',
  body: z.object({
    email: z.string().check(z.trim(), z.maxLength(254)),
    mobile: z.string().check(z.trim(), z.maxLength(32)),
    password: z.string().check(z.maxLength(200)),
    confirm_password: z.string().check(z.maxLength(200)),
    code: z._default(z.optional(code), ''),
    acceptmail: z.boolean(),
    termsofservice: z.literal(true),
  }),
  response: z.object({ success: z.literal(true), user, pictureSetUuid: z.nullable(z.string()) }),
});

export const sendPasswordReminder = endpoint({
  method: 'GET',
  path: '/sections/prophoto/ajax/send_password_reminder.php',
  changesState: true,
  query: z.object({ json: z.optional(z.literal('1')), email: z.string().check(z.trim(), z.maxLength(254)) }),
  response: z.object({ message: z.string() }),
});

export const checkResetCode = endpoint({
  method: 'GET',
  path: '/api/webshop/reset-password/:code',
  response: z.object({ valid: z.boolean() }),
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/webshop/reset-password/:code',
  body: z.object({ password: z.string().check(z.trim(), z.maxLength(200)) }),
  response: ok,
});
