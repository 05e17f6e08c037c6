/** Every e-mail the shop sends goes out through this job, enqueued with the change that causes it. */
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/context';
import { defineJob } from '../../jobs/defineJob';
import type { JobQueue } from '../../jobs/jobQueue';
import type { MailMessage } from './mailer';

export const sendMailJob = defineJob<MailMessage, AppDeps>({
  name: 'send-mail',
  // About 1.5 to 3 hours of attempts: an SMTP server or a disk that is down for a while.
  retry: { limit: 10, delaySeconds: 5 },
  timeoutSeconds: 120,
  describe: (message) => `${message.to}: ${message.subject}`,
  handler: async (message, { mailer }, run) => {
    await mailer.send(message, { id: run.id, queuedAt: run.createdOn });
  },
});

/** Queues `messages` in `tx`: they are sent once it commits, and never if it rolls back. */
export async function enqueueMail(tx: Db, jobs: JobQueue<AppDeps>, ...messages: MailMessage[]): Promise<void> {
  for (const message of messages) await jobs.enqueue(tx, sendMailJob, message);
}
