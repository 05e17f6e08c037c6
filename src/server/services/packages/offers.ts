/**
 * The package offers a customer sees (spec 3 'Package tile and offers'): those of the job of the
 * current picture set, as the API answers them, and the countdown to the earliest end.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { PackageOffer } from '../../../api/contract/packages';
import { secondsUntil } from '../../../domain/packages';
import { textIn, type Language } from '../../../engine/model';
import type { Db } from '../../db/client';
import { packageOffers } from '../../db/schema';
import { subjectsOfUser, type SubjectWithPictures } from '../templates/subjects';

export type OfferRow = typeof packageOffers.$inferSelect;

/** The session's current set when it is on the account, else the most recently added one. */
export async function currentSubject(db: Db, userUuid: string, currentPictureSetUuid: string | null): Promise<SubjectWithPictures | null> {
  const subjects = await subjectsOfUser(db, userUuid);
  return subjects.find((s) => s.pictureSetUuid === currentPictureSetUuid) ?? subjects[0] ?? null;
}

export function jobOffers(db: Db, jobUuid: string): Promise<OfferRow[]> {
  return db.select().from(packageOffers).where(eq(packageOffers.jobUuid, jobUuid)).orderBy(asc(packageOffers.sortOrder), asc(packageOffers.uuid));
}

/** An offer of a job one of the customer's sets belongs to; null otherwise (unknown and foreign alike). */
export async function offerForUser(db: Db, userUuid: string, offerUuid: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(packageOffers).where(and(eq(packageOffers.uuid, offerUuid))).limit(1);
  if (!row) return null;
  const subjects = await subjectsOfUser(db, userUuid);
  return subjects.some((s) => s.jobUuid === row.jobUuid) ? row : null;
}

/** The offers' countdown: seconds until the earliest end still ahead (0 when every offer has ended). */
export function remainingTime(rows: readonly OfferRow[], now: Date): number {
  const ahead = rows.map((r) => secondsUntil(r.endsAt, now)).filter((s) => s > 0);
  return ahead.length > 0 ? Math.min(...ahead) : 0;
}

export function toApiOffer(row: OfferRow, lang: Language): PackageOffer {
  return {
    uuid: row.uuid,
    type: row.type,
    link: row.link,
    linkInfo: row.linkInfo,
    linkText: textIn(row.linkText, lang),
    name: textIn(row.name, lang),
    description: textIn(row.description, lang),
    image: row.image,
    originalPrice: Number(row.originalPrice),
    priceIncludingDiscount: Number(row.priceIncludingDiscount),
    useTimeLimitedDiscount: row.timeLimitedDiscountPrice !== null,
    timeLimitedDiscountPrice: row.timeLimitedDiscountPrice === null ? 0 : Number(row.timeLimitedDiscountPrice),
    disabled: row.disabledReason !== null,
    disabledReason: row.disabledReason ? textIn(row.disabledReason, lang) : null,
  };
}

/** The offer's time-limited price applies while its countdown runs. */
export const countdownRunning = (row: Pick<OfferRow, 'endsAt'>, now: Date): boolean => secondsUntil(row.endsAt, now) > 0;
