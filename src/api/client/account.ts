import type { ContactInfo } from '../../domain/account/contactInfo';
import type { PackageForInspectionSubject, ReminderSubject } from '../contract/account';
import { call } from './call';
import { accountRoutes } from './routes.gen';

/** The account area's calls (spec 3 §7). */
export const updateUserInfo = (info: ContactInfo) => call(accountRoutes.updateUserInfo, { body: info });

export const updatePassword = (password: string, reTypePassword: string) => call(accountRoutes.updatePassword, { body: { password, reTypePassword } });

export const updateAcceptMail = (acceptMail: boolean) => call(accountRoutes.updateAcceptMail, { body: { acceptMail } });

export const getSubjectsWithRemindersEnabled = () => call(accountRoutes.getSubjectsWithRemindersEnabled);

export const setRemindersDisabledStatus = (subjects: ReminderSubject[]) => call(accountRoutes.setRemindersDisabledStatus, { body: { subjects } });

export const getAccountData = () => call(accountRoutes.getAccountData);

export const cancelPackageForInspection = (subjects: PackageForInspectionSubject[]) => call(accountRoutes.cancelPackageForInspection, { body: { subjects } });

export const getOrderList = () => call(accountRoutes.getOrderList);

export const getOrderDetails = (uuid: string) => call(accountRoutes.getOrderDetails, { query: { uuid } });

/** Invites the addresses to the sets (named by subject uuid); answers the addresses mailed. */
export const sharePictureSets = (emails: string[], subjectUuids: string[]) =>
  call(accountRoutes.doTipAFriend, { query: { 'email[]': emails, 'subjects[]': subjectUuids } });

export type { OrderListEntry, PackageForInspectionSubject, ReminderSubject } from '../contract/account';
