/** Payment options (spec 1 §3) and which of them a delivery type allows. */
import { asc, eq } from 'drizzle-orm';
import type { DeliveryType, PaymentOption } from '../../../api/contract/checkout';
import { textIn } from '../../../engine/model';
import type { Db } from '../../db/client';
import { paymentOptions } from '../../db/schema';
import type { Lang } from '../../messages';

export type PaymentOptionRow = typeof paymentOptions.$inferSelect;

export async function paymentOptionsFor(db: Db, deliveryType: DeliveryType): Promise<PaymentOptionRow[]> {
  const rows = await db.select().from(paymentOptions).orderBy(asc(paymentOptions.sortOrder), asc(paymentOptions.uuid));
  return rows.filter((r) => !r.excludedDeliveryTypes.includes(deliveryType));
}

export async function findPaymentOption(db: Db, uuid: string): Promise<PaymentOptionRow | null> {
  const [row] = await db.select().from(paymentOptions).where(eq(paymentOptions.uuid, uuid.toLowerCase())).limit(1);
  return row ?? null;
}

export function toPaymentOption(row: PaymentOptionRow, lang: Lang): PaymentOption {
  return {
    uuid: row.uuid,
    title: textIn(row.title, lang),
    mobileTitle: textIn(row.mobileTitle, lang),
    description: textIn(row.description, lang),
    mobileDescription: textIn(row.mobileDescription, lang),
    verifyMobile: row.verifyMobile,
    requirePersonNo: row.requirePersonNo,
    enabledPaymentMethods: row.enabledPaymentMethods,
  };
}
