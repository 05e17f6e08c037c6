/**
 * The package countdown reminder job (beyond spec 3): e-mails account holders who accept mail and
 * have reminders on for a subject whose job has an offer ending within REMINDER_LEAD_HOURS, once
 * per offer and account. remindersDue (src/domain/packages) decides; this loads and sends.
 */
import { and, eq } from 'drizzle-orm';
import { remindersDue, type ReminderCandidate } from '../../../domain/packages';
import { textIn } from '../../../engine/model';
import type { Db } from '../../db/client';
import { packageOffers, packageRemindersSent, pictureSets, subjects, userPictureSets, users } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { defineJob } from '../../jobs/defineJob';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/mailJob';

/** Every (offer, account, subject set) pairing that could get a reminder, with what the rule looks at. */
export async function reminderCandidates(db: Db): Promise<(ReminderCandidate & { email: string; lang: 'nb' | 'en'; subjectName: string })[]> {
  const rows = await db
    .select({
      offerUuid: packageOffers.uuid,
      offerEndsAt: packageOffers.endsAt,
      disabledReason: packageOffers.disabledReason,
      userUuid: users.uuid,
      email: users.email,
      lang: users.lang,
      acceptMail: users.acceptMail,
      remindersEnabled: userPictureSets.remindersEnabled,
      subjectName: subjects.name,
      sentAt: packageRemindersSent.sentAt,
    })
    .from(packageOffers)
    .innerJoin(subjects, eq(subjects.jobUuid, packageOffers.jobUuid))
    .innerJoin(pictureSets, eq(pictureSets.subjectUuid, subjects.uuid))
    .innerJoin(userPictureSets, eq(userPictureSets.pictureSetUuid, pictureSets.uuid))
    .innerJoin(users, eq(users.uuid, userPictureSets.userUuid))
    .leftJoin(packageRemindersSent, and(eq(packageRemindersSent.offerUuid, packageOffers.uuid), eq(packageRemindersSent.userUuid, users.uuid)));
  return rows.map((r) => ({
    offerUuid: r.offerUuid,
    offerEndsAt: r.offerEndsAt,
    offerDisabled: r.disabledReason !== null,
    userUuid: r.userUuid,
    acceptMail: r.acceptMail,
    remindersEnabled: r.remindersEnabled,
    alreadySent: r.sentAt !== null,
    email: r.email,
    lang: r.lang,
    subjectName: r.subjectName,
  }));
}

const hoursLeft = (endsAt: Date, now: Date) => Math.max(1, Math.round((endsAt.getTime() - now.getTime()) / 3600_000));

export function packageReminderMail(lang: 'nb' | 'en', to: string, offerName: string, subjectNames: string[], hours: number, link: string): MailMessage {
  const who = subjectNames.join(', ');
  if (lang === 'en') {
    return {
      to,
      subject: `Only ${hours} hours left: ${offerName}`,
      text: ['Hello,', '', `The offer "${offerName}" with the photos of ${who} ends in ${hours} hours.`, '', link, '', 'You can turn these reminders off under My account.'].join('\n'),
    };
  }
  return {
    to,
    subject: `Bare ${hours} timer igjen: ${offerName}`,
    text: ['Hei!', '', `Tilbudet «${offerName}» med bildene av ${who} slutter om ${hours} timer.`, '', link, '', 'Du kan slå av disse påminnelsene under Min konto.'].join('\n'),
  };
}

/**
 * Queues the reminders due now; answers how many. Each is recorded as sent in the same
 * transaction that queues its mail, so it goes out once, however many servers look.
 */
export async function queuePackageReminders(db: Db, jobs: AppDeps['jobs'], publicUrl: string, now: Date): Promise<number> {
  const candidates = await reminderCandidates(db);
  const due = remindersDue(candidates, now);
  let sent = 0;
  for (const { offerUuid, userUuid } of due) {
    const mine = candidates.filter((c) => c.offerUuid === offerUuid && c.userUuid === userUuid && c.remindersEnabled);
    const [offer] = await db.select().from(packageOffers).where(eq(packageOffers.uuid, offerUuid)).limit(1);
    const { email, lang } = mine[0];
    await db.transaction(async (tx) => {
      const inserted = await tx.insert(packageRemindersSent).values({ offerUuid, userUuid, sentAt: now }).onConflictDoNothing().returning();
      // Another server instance sent it meanwhile.
      if (inserted.length === 0) return;
      await enqueueMail(
        tx,
        jobs,
        packageReminderMail(lang, email, textIn(offer.name, lang), [...new Set(mine.map((c) => c.subjectName))], hoursLeft(offer.endsAt, now), `${publicUrl}/products/packages`),
      );
      sent++;
    });
  }
  return sent;
}

/** Looks for due reminders every 15 minutes; an offer's window is two days wide, so none is missed. */
export const packageRemindersJob = defineJob<object, AppDeps>({
  name: 'package-reminders',
  retry: { limit: 2, delaySeconds: 60 },
  timeoutSeconds: 600,
  schedule: '*/15 * * * *',
  handler: async (_data, deps) => {
    const queued = await queuePackageReminders(deps.db, deps.jobs, deps.config.publicUrl, deps.now());
    if (queued > 0) deps.log.info('package reminders queued', { queued });
  },
});
