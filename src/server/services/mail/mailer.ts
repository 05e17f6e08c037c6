export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Which queued mail this is: a second attempt at the same mail carries the same id. */
export interface MailDelivery {
  id: string;
  queuedAt: Date;
}

/** Sends e-mail: through SMTP when SMTP_URL is set, otherwise as .eml files in the outbox. */
export interface Mailer {
  send(message: MailMessage, delivery: MailDelivery): Promise<void>;
}
