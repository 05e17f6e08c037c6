export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail: through SMTP when SMTP_URL is set, otherwise as .eml files in the outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
