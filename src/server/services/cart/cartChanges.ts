/** The cart page's changes: quantity, removing a line, and the retouch page's selection. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, cartRetouchSelections } from '../../db/schema';
import { findProduct, findRetouchProduct } from '../templates/products';
import { CartError, noOrderLine, type CartProblem } from './cartError';
import { cartRows, findCartRow, lockCart } from './cartRows';
import { canChangeQuantity } from './orderLines';
import { recomputeCart } from './recompute';
import { replaceRetouchSelection, retouchablePictures } from './retouch';

/** A new quantity for a template line (at least the product's minimum); the cart is repriced. */
export async function setLineQuantity(db: Db, userUuid: string, lineUuid: string, quantity: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const row = await findCartRow(tx, userUuid, lineUuid);
    if (!row) throw noOrderLine();
    const product = row.productUuid ? ((await findProduct(tx, row.productUuid, 'nb')) ?? undefined) : undefined;
    if (!canChangeQuantity(row, product)) throw new CartError(400, [{ field: 'quantity', key: 'quantityFixed' }]);
    if (quantity < product!.minorderpartquantity) {
      throw new CartError(400, [{ field: 'quantity', key: 'belowMinimum', vars: { minimum: product!.minorderpartquantity } }]);
    }
    await tx.update(cartLines).set({ quantity, updatedAt: now }).where(eq(cartLines.uuid, row.uuid));
    await recomputeCart(tx, userUuid, now);
  });
}

/**
 * Removes a product line. Removing the retouch line drops the whole selection; removing a
 * template line drops the retouching of pictures no other line uses (recomputeCart).
 */
export async function deleteLine(db: Db, userUuid: string, lineUuid: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const row = await findCartRow(tx, userUuid, lineUuid);
    if (!row) throw noOrderLine();
    if (row.type !== 0) throw new CartError(400, [{ field: 'uuid', key: 'lineNotRemovable' }]);
    const retouch = await findRetouchProduct(tx, 'nb');
    if (retouch && row.productUuid === retouch.uuid) await tx.delete(cartRetouchSelections).where(eq(cartRetouchSelections.userUuid, userUuid));
    await tx.delete(cartLines).where(eq(cartLines.uuid, row.uuid));
    await recomputeCart(tx, userUuid, now);
  });
}

/**
 * Replaces the retouch selection (spec 2 §7 PUT /api/webshop/cart/retouch): every picture must be
 * one the cart's lines place, every option one of the retouch product's.
 */
export async function saveRetouchSelection(db: Db, userUuid: string, items: Readonly<Record<string, readonly string[]>>, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const retouch = await findRetouchProduct(tx, 'nb');
    if (!retouch) throw new CartError(404, [{ field: '', key: 'retouchNotAvailable' }]);
    const inCart = new Set((await retouchablePictures(tx, userUuid, await cartRows(tx, userUuid))).map((p) => p.uuid));
    const options = new Set(retouch.subproducts.map((s) => s.uuid));
    const problems: CartProblem[] = [];
    for (const [picture, subs] of Object.entries(items)) {
      if (!inCart.has(picture.toLowerCase())) {
        problems.push({ field: `items.${picture}`, key: 'pictureNotInCart' });
        continue;
      }
      subs.forEach((sub, index) => {
        if (!options.has(sub.toLowerCase())) problems.push({ field: `items.${picture}.${index}`, key: 'unknownRetouchOption' });
      });
    }
    if (problems.length > 0) throw new CartError(400, problems);
    await replaceRetouchSelection(tx, userUuid, items);
    await recomputeCart(tx, userUuid, now);
  });
}
