import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Logger } from '../../log';
import type { Mailer } from './mailer';

/**
 * SMTP_URL set: mail goes through that server. Otherwise every message is written as an RFC 822
 * .eml file to the outbox folder (open it in any mail program), so a developer or a test can
 * read what a customer would have received.
 */
export function createMailer(config: Config, log: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        log.info('mail sent', { to: message.to, subject: message.subject, messageId: info.messageId });
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, outboxFileName(new Date()));
      await writeFile(file, info.message);
      log.info('mail written to outbox', { to: message.to, subject: message.subject, file });
    },
  };
}

let sequence = 0;

/** Time first, then a counter for mails within the same millisecond: names sort in sending order. */
export function outboxFileName(at: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const time = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${time}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
}
