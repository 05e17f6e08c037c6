/** Catalogues of the jobs the customer has picture sets from (spec 1 §3 Catalogue), and putting them in the cart. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Catalogue } from '../../../api/contract/checkout';
import { textIn } from '../../../engine/model';
import type { Db } from '../../db/client';
import { cartLines, catalogues } from '../../db/schema';
import type { Lang } from '../../messages';
import { cartRows, lockCart, type CartLineRow } from '../cart/cartRows';
import { storedMoney } from '../cart/linePricing';
import { recomputeCart } from '../cart/recompute';
import { CheckoutError } from './checkoutError';
import { catalogueSubjectOf, ownedSubjects, type OwnedSubject } from './ownedSubjects';

export type CatalogueRow = typeof catalogues.$inferSelect;

/** The customer's catalogues with the subject each is for; a job without a subject on the account has none. */
export async function availableCatalogues(db: Db, owned: readonly OwnedSubject[]): Promise<{ row: CatalogueRow; subject: OwnedSubject }[]> {
  const jobUuids = [...new Set(owned.map((s) => s.jobUuid))];
  if (jobUuids.length === 0) return [];
  const rows = await db.select().from(catalogues).where(inArray(catalogues.jobUuid, jobUuids)).orderBy(asc(catalogues.sortOrder), asc(catalogues.uuid));
  return rows.map((row) => ({ row, subject: catalogueSubjectOf(owned, row.jobUuid)! }));
}

export function toCatalogue(row: CatalogueRow, subject: OwnedSubject, inCart: number, lang: Lang): Catalogue {
  return {
    uuid: row.uuid,
    name: textIn(row.name, lang),
    description: textIn(row.description, lang),
    price: Number(row.price),
    quantity: inCart,
    maxQuantity: row.maxQuantity,
    deliveryTime: { days: row.deliveryDays },
    subject: { uuid: subject.uuid, group: subject.jobName, name: subject.name },
  };
}

/** How many of a catalogue the cart holds. */
export const quantityInCart = (rows: readonly CartLineRow[], catalogueUuid: string): number =>
  rows.filter((r) => r.type === 0 && r.catalogueUuid === catalogueUuid).reduce((n, r) => n + r.quantity, 0);

/** Spec 1 §9 (catalogues ship separately): the longest delivery time of the cart's catalogues in days, null without any. */
export function catalogueMaxDeliveryTime(rows: readonly CartLineRow[], known: readonly CatalogueRow[]): number | null {
  const days = rows.flatMap((r) => (r.type === 0 && r.catalogueUuid ? [known.find((c) => c.uuid === r.catalogueUuid)?.deliveryDays ?? 0] : []));
  return days.length > 0 ? Math.max(...days) : null;
}

/**
 * Sets each catalogue's quantity in the cart: 0 removes it, more than maxQuantity is clamped to
 * it; at least one must be above 0 (spec 1 §5). Priced from the catalogue, never the client.
 */
export async function setCatalogueQuantities(db: Db, userUuid: string, items: readonly { uuid: string; quantity: number }[], now: Date): Promise<void> {
  if (!items.some((i) => i.quantity > 0)) throw new CheckoutError(400, 'noCatalogueQuantity', {}, 'catalogues');
  await db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const available = await availableCatalogues(tx, await ownedSubjects(tx, userUuid));
    const rows = await cartRows(tx, userUuid);
    for (const [index, item] of items.entries()) {
      const found = available.find((a) => a.row.uuid === item.uuid.toLowerCase());
      if (!found) throw new CheckoutError(400, 'unknownCatalogue', {}, `catalogues.${index}.uuid`);
      await writeCatalogueLine(tx, userUuid, rows, found.row, found.subject.uuid, item.quantity, now);
    }
    await recomputeCart(tx, userUuid, now);
  });
}

/** One catalogue's line set to `quantity` (clamped to its maximum; 0 removes it). */
export async function writeCatalogueLine(
  db: Db,
  userUuid: string,
  rows: readonly CartLineRow[],
  catalogue: CatalogueRow,
  subjectUuid: string,
  quantity: number,
  now: Date,
): Promise<void> {
  const clamped = Math.min(Math.max(0, Math.floor(quantity)), catalogue.maxQuantity);
  const existing = rows.filter((r) => r.type === 0 && r.catalogueUuid === catalogue.uuid);
  if (existing.length > 0) {
    await db.delete(cartLines).where(and(eq(cartLines.userUuid, userUuid), eq(cartLines.catalogueUuid, catalogue.uuid)));
  }
  if (clamped === 0) return;
  await db.insert(cartLines).values({
    userUuid,
    type: 0,
    description: textIn(catalogue.name, 'nb'),
    quantity: clamped,
    linePrice: storedMoney(Number(catalogue.price) * clamped),
    catalogueUuid: catalogue.uuid,
    subjectUuid,
    // A changed quantity keeps the line's place in the cart.
    createdAt: existing[0]?.createdAt ?? now,
    updatedAt: now,
  });
}
