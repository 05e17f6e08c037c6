import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  cancelPackageForInspection,
  doTipAFriend,
  getAccountData,
  getOrderDetails,
  getOrderList,
  getSubjectsWithRemindersEnabled,
  setRemindersDisabledStatus,
  updateAcceptMail,
  updatePassword,
  updateUserInfo,
} from '../../api/contract/account';
import { siteSettings } from '../../api/contract/settings';
import { accountPasswordProblem } from '../../domain/account';
import { firstContactInfoProblem } from '../../domain/account/contactInfo';
import { users } from '../db/schema';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import { accountMessage } from '../services/account/accountMessages';
import { saveContactInfo } from '../services/account/contactInfo';
import { confirmedOrders, isConfirmed } from '../services/account/orderHistory';
import { packageForInspectionSubjects, updatePackagesForInspection } from '../services/account/packagesForInspection';
import { changePassword } from '../services/account/passwordChange';
import { setReminders, subjectsWithRemindersEnabled } from '../services/account/reminders';
import { ownSetsToShare, queueShareInvitations } from '../services/account/shareInvitations';
import { toApiUser } from '../services/auth/apiUser';
import { forgetAllSessions } from '../services/auth/sessions';
import { findOrder, linesOf } from '../services/orders/orderStore';
import { shownLines } from '../services/orders/receipt';
import { hit } from '../services/ratelimit/rateLimit';
import { readSetting } from '../services/settings/settingsStore';

/** Invitations mail outside addresses: a few batches an hour is plenty for a family. */
const SHARE_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

/** The account area (spec 3 §7): contact details, password, reminders, packages for inspection, orders, sharing. */
export function registerAccountRoutes(app: Hono<AppEnv>): void {
  // Sign-in first, before the body is validated: a visitor learns nothing about the fields.
  for (const { path } of [updateUserInfo, updatePassword, updateAcceptMail, getSubjectsWithRemindersEnabled, setRemindersDisabledStatus, getAccountData, cancelPackageForInspection, getOrderList, getOrderDetails, doTipAFriend]) {
    app.use(path, async (c, next) => {
      requireUser(c);
      await next();
    });
  }

  mount(app, updateUserInfo, async (c, { body }) => {
    const user = requireUser(c);
    const lang = c.get('lang');
    const problem = firstContactInfoProblem(body);
    if (problem) {
      const text = problem.problem === 'required' ? accountMessage(lang, 'required', { field: problem.field }) : accountMessage(lang, problem.problem);
      throw new HttpError(400, text, { code: 'validation', data: [problem.field] });
    }
    const { db } = c.get('deps');
    const site = await readSetting(db, 'site', siteSettings);
    const saved = await saveContactInfo(db, user, body, site.options.gatherAddress2);
    return { success: true as const, user: toApiUser(saved, c.get('session')?.simulatedBy ?? null) };
  });

  mount(app, updatePassword, async (c, { body }) => {
    const user = requireUser(c);
    const lang = c.get('lang');
    if (c.get('session')?.simulatedBy) throw new HttpError(403, accountMessage(lang, 'passwordWhileSimulating'), { code: 'forbidden' });
    const problem = accountPasswordProblem(body.password, body.reTypePassword);
    if (problem === 'tooShort') throw new HttpError(400, accountMessage(lang, 'passwordTooShort'), { code: 'validation', data: ['password'] });
    if (problem === 'passwordsDontMatch') throw new HttpError(400, accountMessage(lang, 'passwordsDontMatch'), { code: 'validation', data: ['reTypePassword'] });
    await changePassword(c.get('deps').db, user.uuid, body.password, c.get('session')!.id);
    return { status: 'OK' as const };
  });

  mount(app, updateAcceptMail, async (c, { body }) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const [row] = await db.update(users).set({ acceptMail: body.acceptMail }).where(eq(users.uuid, user.uuid)).returning();
    await forgetAllSessions(db);
    return { user: toApiUser(row, c.get('session')?.simulatedBy ?? null) };
  });

  mount(app, getSubjectsWithRemindersEnabled, async (c) => ({
    subjects: await subjectsWithRemindersEnabled(c.get('deps').db, requireUser(c).uuid),
  }));

  mount(app, setRemindersDisabledStatus, async (c, { body }) => {
    const user = requireUser(c);
    const done = await setReminders(c.get('deps').db, user.uuid, body.subjects);
    if (!done) throw new HttpError(404, accountMessage(c.get('lang'), 'subjectNotFound'), { code: 'not_found' });
    return { success: true as const };
  });

  mount(app, getAccountData, async (c) => ({
    packageForInspectionSubjects: await packageForInspectionSubjects(c.get('deps').db, requireUser(c).uuid),
  }));

  mount(app, cancelPackageForInspection, async (c, { body }) => {
    const user = requireUser(c);
    const { db, now } = c.get('deps');
    const result = await updatePackagesForInspection(db, user.uuid, body.subjects, now());
    if ('missing' in result) {
      throw new HttpError(404, accountMessage(c.get('lang'), 'packageNotFound', { name: result.missing.name || result.missing.uuid }), { code: 'not_found' });
    }
    return result;
  });

  mount(app, getOrderList, async (c) => ({ orders: await confirmedOrders(c.get('deps').db, requireUser(c).uuid) }));

  mount(app, getOrderDetails, async (c, { query }) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const order = await findOrder(db, user.uuid, query.uuid);
    if (!order || !isConfirmed(order.state)) throw new HttpError(404, accountMessage(c.get('lang'), 'orderNotFound'), { code: 'not_found' });
    return { orderLines: shownLines(await linesOf(db, order.uuid)), rebateCode: order.rebateCode };
  });

  mount(app, doTipAFriend, async (c, { query }) => {
    const user = requireUser(c);
    const deps = c.get('deps');
    const { db, config } = deps;
    const lang = c.get('lang');
    const sets = await ownSetsToShare(db, user.uuid, query['subjects[]'], config.publicUrl);
    if (!sets) throw new HttpError(404, accountMessage(lang, 'subjectNotFound'), { code: 'not_found' });
    await hit(c, `share:user:${user.uuid}`, SHARE_LIMIT.limit, SHARE_LIMIT.windowMs);
    const recipients = await queueShareInvitations(db, deps.jobs, lang, user, query['email[]'], sets);
    if (recipients.length === 0) throw new HttpError(400, accountMessage(lang, 'noRecipients'), { code: 'validation', data: ['email[]'] });
    return { recipients };
  });
}
