/** Digital portrait sets: a subject's portraits delivered as files, priced per job (spec 1 upsell 'Special offer'). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, jobDigitalSets, pictures } from '../../db/schema';
import { cartRows, lockCart } from '../cart/cartRows';
import { storedMoney } from '../cart/linePricing';
import { recomputeCart } from '../cart/recompute';
import { CheckoutError } from './checkoutError';
import { checkoutText } from './messages';
import { ownedSubjects } from './ownedSubjects';
import { portraitSetProductUuids } from '../digital/catalog';
import { subjectsWithBoughtPortraitSet } from '../digital/ownedDigital';

export type DigitalSetRow = typeof jobDigitalSets.$inferSelect;

/** What the customer pays for a set: the offer price when there is one. */
export const digitalSetPrice = (row: Pick<DigitalSetRow, 'price' | 'rebatedPrice'>): { linePrice: number; regular: number } => ({
  linePrice: Number(row.rebatedPrice ?? row.price),
  regular: Number(row.price),
});

export async function digitalSetsOf(db: Db, jobUuids: readonly string[]): Promise<DigitalSetRow[]> {
  if (jobUuids.length === 0) return [];
  return db.select().from(jobDigitalSets).where(inArray(jobDigitalSets.jobUuid, [...new Set(jobUuids)]));
}

/**
 * Adds the digital set of each subject, once: a subject already in the cart stays one line.
 * Every subject must be on the customer's account and its job must sell digital sets.
 */
export async function buyDigitalSets(db: Db, userUuid: string, subjects: readonly { uuid: string; name?: string }[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const owned = await ownedSubjects(tx, userUuid);
    const sets = await digitalSetsOf(tx, owned.map((s) => s.jobUuid));
    const rows = await cartRows(tx, userUuid);
    const portraitSetProducts = await portraitSetProductUuids(tx);
    const bought = await subjectsWithBoughtPortraitSet(tx, userUuid);
    for (const [index, wanted] of subjects.entries()) {
      const subject = owned.find((s) => s.uuid === wanted.uuid.toLowerCase());
      if (!subject) throw new CheckoutError(400, 'unknownSubject', { name: wanted.name ?? wanted.uuid }, `subjects.${index}.uuid`);
      const set = sets.find((s) => s.jobUuid === subject.jobUuid);
      if (!set) throw new CheckoutError(400, 'noDigitalSet', { name: subject.name }, `subjects.${index}.uuid`);
      // Single files of the subject are no set; a portrait set from the digital portraits screen is.
      if (rows.some((r) => r.type === 0 && r.catalogueUuid === null && r.subjectUuid === subject.uuid && (r.productUuid === null || portraitSetProducts.has(r.productUuid)))) continue;
      if (bought.has(subject.uuid)) continue;
      const files = await tx
        .select({ uuid: pictures.uuid, type: pictures.pictureType })
        .from(pictures)
        .where(and(eq(pictures.pictureSetUuid, subject.pictureSetUuid)))
        .orderBy(asc(pictures.sortOrder));
      // Portraits are the set; a group's set is its group pictures.
      const portraits = files.filter((f) => f.type === 'IP');
      const price = digitalSetPrice(set);
      await tx.insert(cartLines).values({
        userUuid,
        type: 0,
        description: checkoutText('nb', 'digitalSetLine', { name: subject.name }),
        quantity: 1,
        linePrice: storedMoney(price.linePrice),
        regularLinePrice: price.regular === price.linePrice ? null : storedMoney(price.regular),
        subjectUuid: subject.uuid,
        pictureUuids: (portraits.length > 0 ? portraits : files).map((f) => f.uuid),
        createdAt: new Date(now.getTime() + index),
        updatedAt: now,
      });
      rows.push({ type: 0, catalogueUuid: null, subjectUuid: subject.uuid } as (typeof rows)[number]);
    }
    await recomputeCart(tx, userUuid, now);
  });
}
