import { z } from 'zod';
import { endpoint, ok } from './endpoint';
import { session, user } from './user';

const code = z.string().trim().max(64);

export const login = endpoint({
  method: 'POST',
  path: '/api/webshop/login',
  body: z.object({
    username: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(200),
    /** A subject code verified just before, added to the account on success. */
    code: code.optional(),
  }),
  response: z.object({ user, pictureSetUuid: z.string().nullable() }),
});

export const logout = endpoint({ method: 'POST', path: '/api/webshop/logout', response: ok });

export const getSession = endpoint({ method: 'GET', path: '/api/webshop/session', response: session });

export const setReferrer = endpoint({
  method: 'POST',
  path: '/api/webshop/session/referrer',
  body: z.object({ referrer: z.string().startsWith('/').max(500).nullable() }),
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
  query: z.object({ email: z.string().trim().min(1).max(254) }),
  response: z.object({ exists: z.boolean() }),
});

/** Registration (spec 1 §7). Form-style fields; termsofservice is always sent as true. */
export const createUser = endpoint({
  method: 'POST',
  path: '/ajax/create.php',
  body: z.object({
    email: z.string().trim().max(254),
    mobile: z.string().trim().max(32),
    password: z.string().max(200),
    confirm_password: z.string().max(200),
    code: code.optional().default(''),
    acceptmail: z.boolean(),
    termsofservice: z.literal(true),
  }),
  response: z.object({ success: z.literal(true), user, pictureSetUuid: z.string().nullable() }),
});

export const sendPasswordReminder = endpoint({
  method: 'GET',
  path: '/sections/prophoto/ajax/send_password_reminder.php',
  query: z.object({ json: z.literal('1').optional(), email: z.string().trim().max(254) }),
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
  body: z.object({ password: z.string().trim().max(200) }),
  response: ok,
});
