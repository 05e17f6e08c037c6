/** A file sent with a mail; `cid` lets the HTML show it inline (`<img src="cid:...">`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64, so a queued mail stays plain JSON. */
  content: string;
  encoding: 'base64';
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
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
