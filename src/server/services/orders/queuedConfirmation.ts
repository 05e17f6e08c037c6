/**
 * The order confirmation as the payment's transaction queues it: everything but the pictures of
 * the personalised lines. The mail job draws those from the frozen lines just before sending, so
 * rendering never holds the payment's transaction open and a failed drawing is retried with the
 * mail instead of failing the approval.
 */
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../../storage';
import type { MailMessage } from '../mail/mailer';
import { linePreviews } from '../prints/linePreviews';
import { confirmationMail, type ConfirmationInput } from './confirmationMail';
import { linesOf } from './orderStore';

export interface QueuedConfirmation {
  orderConfirmation: Omit<ConfirmationInput, 'linePictures'> & { orderUuid: string };
}

export const isQueuedConfirmation = (data: object): data is QueuedConfirmation => 'orderConfirmation' in data;

/** The mail as it goes out: the queued texts with a picture of each personalised line. */
export async function composeConfirmation(db: Db, media: ObjectStorage, mediaDir: string, { orderConfirmation }: QueuedConfirmation): Promise<MailMessage> {
  const { orderUuid, ...input } = orderConfirmation;
  const linePictures = await linePreviews(db, media, mediaDir, await linesOf(db, orderUuid));
  return confirmationMail({ ...input, linePictures });
}
