import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Logger } from '../../log';
import type { MailDelivery, Mailer } from './mailer';

/**
 * SMTP_URL set: mail goes through that server. Otherwise every message is written as an RFC 822
 * .eml file to the outbox folder (open it in any mail program), so a developer or a test can
 * read what a customer would have received.
 *
 * A mail is sent by the mail job, which may run again after a crash: the Message-ID comes from
 * the job, so mail programs drop a repeat, and the outbox file is named after the job, so a
 * repeat replaces it instead of adding a second one.
 */
export function createMailer(config: Config, log: Logger): Mailer {
  const messageId = (delivery: MailDelivery) => `<${delivery.id}@${new URL(config.publicUrl).hostname}>`;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message, delivery) {
        const info = await transport.sendMail({ from: config.mailFrom, messageId: messageId(delivery), ...message });
        log.info('mail sent', { to: message.to, subject: message.subject, messageId: info.messageId });
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, delivery) {
      const info = await transport.sendMail({ from: config.mailFrom, messageId: messageId(delivery), ...message });
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, outboxFileName(delivery));
      // Whole or not at all: a reader of the outbox never sees half a mail.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      log.info('mail written to outbox', { to: message.to, subject: message.subject, file });
    },
  };
}

/** Time the mail was queued first, so names sort in sending order; then the job's id. */
export function outboxFileName(delivery: MailDelivery): string {
  const time = delivery.queuedAt.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${time}-${delivery.id}.eml`;
}
