/** Spec 1 §7 preorder checkout: a preorder registration's catalogues put in the signed-in customer's cart. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogues, pictureSets, preorderRegistrations, userPictureSets } from '../../db/schema';
import { cartRows, lockCart } from '../cart/cartRows';
import { recomputeCart } from '../cart/recompute';
import { writeCatalogueLine } from './catalogues';
import { CheckoutError } from './checkoutError';

/**
 * Takes the registration's catalogues into the cart (as the quantities it names) and gives the
 * customer the subject's picture set if they lack it. A registration belongs to the first
 * customer who uses it; for anyone else, or once expired, it is not found.
 */
export async function applyPreorder(db: Db, userUuid: string, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userUuid);
    const [registration] = await tx.select().from(preorderRegistrations).where(eq(preorderRegistrations.token, token)).for('update');
    if (!registration || registration.expiresAt <= now || (registration.usedByUserUuid && registration.usedByUserUuid !== userUuid)) {
      throw new CheckoutError(404, 'preorderNotFound');
    }
    const [set] = await tx.select({ uuid: pictureSets.uuid }).from(pictureSets).where(eq(pictureSets.subjectUuid, registration.subjectUuid));
    if (set) await tx.insert(userPictureSets).values({ userUuid, pictureSetUuid: set.uuid, addedAt: now }).onConflictDoNothing();
    const wanted = registration.catalogues;
    const rows = wanted.length > 0 ? await tx.select().from(catalogues).where(inArray(catalogues.uuid, wanted.map((w) => w.uuid))) : [];
    const cart = await cartRows(tx, userUuid);
    for (const item of wanted) {
      const catalogue = rows.find((c) => c.uuid === item.uuid);
      if (catalogue) await writeCatalogueLine(tx, userUuid, cart, catalogue, registration.subjectUuid, item.quantity, now);
    }
    await tx
      .update(preorderRegistrations)
      .set({ usedByUserUuid: userUuid, usedAt: registration.usedAt ?? now })
      .where(and(eq(preorderRegistrations.token, token)));
    await recomputeCart(tx, userUuid, now);
  });
}
