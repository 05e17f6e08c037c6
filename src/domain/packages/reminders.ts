/**
 * Who gets a package countdown reminder now (beyond spec 3: the account's reminders switch): an
 * account that accepts mail, with the reminders of the subject's set switched on, about an offer
 * whose countdown ends within the reminder window and has not ended, once per offer and account.
 * Pure: the job loads the candidates.
 */

/** Reminders go out this long before an offer's countdown ends. */
export const REMINDER_LEAD_HOURS = 48;

export interface ReminderCandidate {
  offerUuid: string;
  offerEndsAt: Date;
  offerDisabled: boolean;
  userUuid: string;
  acceptMail: boolean;
  /** The per-subject switch of the set that brings the offer to the account. */
  remindersEnabled: boolean;
  /** A reminder for this offer and account went out already. */
  alreadySent: boolean;
}

export interface DueReminder {
  offerUuid: string;
  userUuid: string;
}

export function remindersDue(candidates: readonly ReminderCandidate[], now: Date, leadHours = REMINDER_LEAD_HOURS): DueReminder[] {
  const windowStart = now.getTime();
  const windowEnd = windowStart + leadHours * 3600 * 1000;
  const due = new Map<string, DueReminder>();
  for (const c of candidates) {
    const ends = c.offerEndsAt.getTime();
    if (ends <= windowStart || ends > windowEnd) continue;
    if (c.offerDisabled || !c.acceptMail || !c.remindersEnabled || c.alreadySent) continue;
    // An account with two children at the same job hears once per offer.
    due.set(`${c.offerUuid}/${c.userUuid}`, { offerUuid: c.offerUuid, userUuid: c.userUuid });
  }
  return [...due.values()];
}
