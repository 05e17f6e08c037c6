/** The account area's calls (spec 3 §7): contact details, password, reminders, packages, orders, sharing. */
import { z } from 'zod/mini';
import { checkoutOrderLine } from './checkout';
import { endpoint, ok } from './endpoint';
import { user } from './user';

const field = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const uuidText = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** Contact information form. address2 is ignored unless the shop gathers it (gatherAddress2). */
export const updateUserInfo = endpoint({
  method: 'POST',
  path: '/ajax/user/update_user_info.php',
  body: z.object({
    name: field(200),
    address: field(200),
    address2: z._default(field(200), ''),
    postal_code: field(20),
    city: field(100),
    mobile: field(32),
  }),
  response: z.object({ success: z.literal(true), user }),
});

export const updatePassword = endpoint({
  method: 'POST',
  path: '/ajax/user/update_password.php',
  body: z.object({ password: z.string().check(z.maxLength(200)), reTypePassword: z.string().check(z.maxLength(200)) }),
  response: z.object({ status: z.literal('OK') }),
});

/** The 'Communication' e-mail consent; the spec leaves its path open. */
export const updateAcceptMail = endpoint({
  method: 'PUT',
  path: '/api/webshop/user/accept-mail',
  body: z.object({ acceptMail: z.boolean() }),
  response: z.object({ user }),
});

export const getSubjectsWithRemindersEnabled = endpoint({
  method: 'GET',
  path: '/ajax/user/get_subjects_with_reminders_enabled.php',
  response: z.object({ subjects: z.array(z.object({ uuid: z.string() })) }),
});

export const reminderSubject = z.object({ name: z.string().check(z.maxLength(200)), uuid: uuidText, remindersEnabled: z.boolean() });
export type ReminderSubject = z.infer<typeof reminderSubject>;

export const setRemindersDisabledStatus = endpoint({
  method: 'POST',
  path: '/ajax/user/set_reminders_disabled_status.php',
  body: z.object({ subjects: z.array(reminderSubject).check(z.minLength(1), z.maxLength(200)) }),
  response: ok,
});

export const packageForInspectionSubject = z.object({ uuid: uuidText, name: z.string().check(z.maxLength(200)), enabled: z.boolean() });
export type PackageForInspectionSubject = z.infer<typeof packageForInspectionSubject>;

export const getAccountData = endpoint({
  method: 'GET',
  path: '/sections/my-account/ajax/get_account_data.php',
  response: z.object({ packageForInspectionSubjects: z.array(packageForInspectionSubject) }),
});

export const cancelPackageForInspection = endpoint({
  method: 'POST',
  path: '/sections/my-account/ajax/cancel_package_for_inspection.php',
  body: z.object({ subjects: z.array(packageForInspectionSubject).check(z.minLength(1), z.maxLength(200)) }),
  response: z.object({ subjects: z.array(packageForInspectionSubject) }),
});

export const orderListEntry = z.object({ uuid: z.string(), confirmTime: z.string() });
export type OrderListEntry = z.infer<typeof orderListEntry>;

export const getOrderList = endpoint({
  method: 'GET',
  path: '/ajax/user/get_order_list.php',
  response: z.object({ orders: z.array(orderListEntry) }),
});

export const getOrderDetails = endpoint({
  method: 'GET',
  path: '/sections/my-account/ajax/get_order_details.php',
  query: z.object({ uuid: uuidText }),
  response: z.object({ orderLines: z.array(checkoutOrderLine), rebateCode: z.nullable(z.string()) }),
});

/** Most addresses and sets one invitation may name (keeps one request from mailing a crowd). */
export const SHARE_MAX_RECIPIENTS = 20;
export const SHARE_MAX_SUBJECTS = 50;

/**
 * Share picture sets by e-mail. The spec's repeated `email[]=` and `subjects[]=` parameters;
 * subjects are the sets' subject uuids. Answers the addresses invited.
 */
export const doTipAFriend = endpoint({
  method: 'GET',
  path: '/sections/prophoto/ajax/do_tipafriend.php',
  changesState: true,
  query: z.object({
    'email[]': z.array(z.string().check(z.maxLength(254))).check(z.maxLength(SHARE_MAX_RECIPIENTS)),
    'subjects[]': z.array(uuidText).check(z.minLength(1), z.maxLength(SHARE_MAX_SUBJECTS)),
  }),
  response: z.object({ recipients: z.array(z.string()) }),
});
