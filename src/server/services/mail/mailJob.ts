/** Every e-mail the shop sends goes out through this job, enqueued with the change that causes it. */
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/context';
import { defineJob } from '../../jobs/defineJob';
import type { JobQueue } from '../../jobs/jobQueue';
import { confirmationMail } from '../orders/confirmationMail';
import { composeConfirmation, isQueuedConfirmation, type QueuedConfirmation } from '../orders/queuedConfirmation';
import type { MailMessage } from './mailer';

/** A finished mail, or an order confirmation whose line pictures the job draws before sending. */
export type QueuedMail = MailMessage | QueuedConfirmation;

export const sendMailJob = defineJob<QueuedMail, AppDeps>({
  name: 'send-mail',
  // About 1.5 to 3 hours of attempts: an SMTP server or a disk that is down for a while.
  retry: { limit: 10, delaySeconds: 5 },
  timeoutSeconds: 120,
  describe: (mail) => {
    const { to, subject } = isQueuedConfirmation(mail) ? confirmationMail(mail.orderConfirmation) : mail;
    return `${to}: ${subject}`;
  },
  handler: async (mail, { db, media, config, mailer }, run) => {
    const message = isQueuedConfirmation(mail) ? await composeConfirmation(db, media, config.mediaDir, mail) : mail;
    await mailer.send(message, { id: run.id, queuedAt: run.createdOn });
  },
});

/** Queues `mails` in `tx`: they are sent once it commits, and never if it rolls back. */
export async function enqueueMail(tx: Db, jobs: JobQueue<AppDeps>, ...mails: QueuedMail[]): Promise<void> {
  for (const mail of mails) await jobs.enqueue(tx, sendMailJob, mail);
}
