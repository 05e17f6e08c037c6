/**
 * Brings a cart's derived state up to date after any change: template lines repriced (a package
 * added or removed moves campaign prices), the retouch selection trimmed to pictures still in
 * the cart, and the one retouch line priced from it. Runs inside the change's transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PRODUCT_TYPES } from '../../../api/contract/productTypes';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema';
import { repriceCartDigital } from '../digital/pricing';
import { findRetouchProduct, loadProducts } from '../templates/products';
import { cartRows, type CartLineRow } from './cartRows';
import { priceRetouch, priceTemplateLines, storedMoney } from './linePricing';
import { applicableSelection, replaceRetouchSelection, retouchablePictures, retouchSelectionOf } from './retouch';

/** Description of the retouch line as stored; answers name it by the product in the customer's language. */
const RETOUCH_DESCRIPTION = 'Retusjering';

export async function recomputeCart(db: Db, userUuid: string, now: Date): Promise<void> {
  const rows = await cartRows(db, userUuid);
  const products = await loadProducts(db, rows.flatMap((r) => (r.productUuid ? [r.productUuid] : [])), 'nb');
  for (const price of priceTemplateLines(rows, products)) {
    const row = rows.find((r) => r.uuid === price.uuid)!;
    const linePrice = storedMoney(price.actualLinePrice);
    const regularLinePrice = price.linePrice === price.actualLinePrice ? null : storedMoney(price.linePrice);
    if (row.linePrice === linePrice && row.regularLinePrice === regularLinePrice) continue;
    await db.update(cartLines).set({ linePrice, regularLinePrice, updatedAt: now }).where(eq(cartLines.uuid, row.uuid));
  }
  // Digital file prices count on from the files bought and in the cart before them (the tiers run per subject).
  await repriceCartDigital(db, userUuid, rows, now);
  const retouchRows = rows.filter((r) => r.productUuid !== null && products.get(r.productUuid)?.type === PRODUCT_TYPES.retouch);
  await syncRetouchLine(db, userUuid, rows, retouchRows, now);
}

async function syncRetouchLine(db: Db, userUuid: string, rows: readonly CartLineRow[], retouchRows: readonly CartLineRow[], now: Date): Promise<void> {
  const retouch = await findRetouchProduct(db, 'nb');
  const inCart = new Set((await retouchablePictures(db, userUuid, rows)).map((p) => p.uuid));
  const stored = await retouchSelectionOf(db, userUuid);
  const selection = applicableSelection(stored, inCart, new Set(retouch?.subproducts.map((s) => s.uuid) ?? []));
  const storedCount = Object.values(stored).reduce((n, subs) => n + subs.length, 0);
  const keptCount = Object.values(selection).reduce((n, subs) => n + subs.length, 0);
  if (keptCount !== storedCount) await replaceRetouchSelection(db, userUuid, selection);

  const priced = retouch ? priceRetouch(retouch, selection) : { pictures: 0, total: 0 };
  const [line, ...extra] = retouchRows;
  if (extra.length > 0) await db.delete(cartLines).where(inArray(cartLines.uuid, extra.map((r) => r.uuid)));
  if (!retouch || priced.pictures === 0) {
    if (line) await db.delete(cartLines).where(eq(cartLines.uuid, line.uuid));
    return;
  }
  const values = { productUuid: retouch.uuid, quantity: priced.pictures, linePrice: storedMoney(priced.total), regularLinePrice: null, updatedAt: now };
  if (line) {
    if (line.productUuid !== values.productUuid || line.quantity !== values.quantity || line.linePrice !== values.linePrice) {
      await db.update(cartLines).set(values).where(and(eq(cartLines.uuid, line.uuid), eq(cartLines.userUuid, userUuid)));
    }
  } else {
    await db.insert(cartLines).values({ ...values, userUuid, type: 0, description: RETOUCH_DESCRIPTION, createdAt: now });
  }
}
