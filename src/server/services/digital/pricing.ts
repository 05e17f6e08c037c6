/**
 * Prices of the digital lines of a cart, by the server's rules: file lines by the tiers of their
 * product counted on from the pieces already bought (earlier lines of the same product first),
 * set lines likewise; campaign prices where they apply and the rebate prices of spec 3 §5.
 */
import { eq } from 'drizzle-orm';
import { campaignApplies } from '../../../domain/pricing';
import { priceDigitalPieces, type DigitalKind, type DigitalSetKind, type DigitalPricing } from '../../../domain/digital';
import type { CatalogProduct } from '../../../api/contract/templates';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema';
import type { CartLineRow } from '../cart/cartRows';
import { cartHoldsPackage, storedMoney } from '../cart/linePricing';
import { loadProducts } from '../templates/products';
import { loadDigitalCatalog, rebateFor, type DigitalCatalog } from './catalog';
import { digitalLine, heldDigital } from './lines';
import { boughtLines } from './ownedDigital';
import { digitalLineText } from './messages';

export function pricingOf(catalog: DigitalCatalog, product: CatalogProduct, kind: DigitalKind, type: DigitalSetKind, packageInCart: boolean): DigitalPricing {
  return {
    tiers: product.productprices,
    campaign: campaignApplies(product.campaignrequirement, { packageInCart }),
    rebate: rebateFor(catalog, kind, type),
  };
}

/** Reprices (and renames) the cart's digital product lines; lines of other kinds are left alone. */
export async function repriceDigitalLines(db: Db, rows: readonly CartLineRow[], catalog: DigitalCatalog, bought: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const products = await loadProducts(db, rows.flatMap((r) => (r.productUuid ? [r.productUuid] : [])), 'nb');
  const packageInCart = cartHoldsPackage(rows, products);
  const counted = new Map(bought);
  for (const row of rows) {
    const line = digitalLine(row, catalog);
    // The checkout's offer line keeps the offer price it was added at.
    if (!line || line.productUuid === null) continue;
    const { product, kind, type } = catalog.byUuid.get(line.productUuid)!;
    const quantity = kind === 'file' ? line.pictureUuids.length : 1;
    const alreadyBought = counted.get(product.uuid) ?? 0;
    counted.set(product.uuid, alreadyBought + quantity);
    const price = priceDigitalPieces(pricingOf(catalog, product, kind, type, packageInCart), { alreadyBought, count: quantity });
    const values = {
      quantity,
      description: digitalLineText('nb', kind, type, quantity),
      linePrice: storedMoney(price.actualLinePrice),
      regularLinePrice: price.linePrice === price.actualLinePrice ? null : storedMoney(price.linePrice),
    };
    if (row.quantity === values.quantity && row.linePrice === values.linePrice && row.regularLinePrice === values.regularLinePrice && row.description === values.description) continue;
    await db.update(cartLines).set({ ...values, updatedAt: now }).where(eq(cartLines.uuid, row.uuid));
  }
}

/** The cart hook (src/server/services/cart/recompute.ts): after any cart change the digital lines are priced anew. */
export async function repriceCartDigital(db: Db, userUuid: string, rows: readonly CartLineRow[], now: Date): Promise<void> {
  const catalog = await loadDigitalCatalog(db, 'nb');
  if (catalog.byUuid.size === 0) return;
  const bought = heldDigital(await boughtLines(db, userUuid), catalog).pieces;
  await repriceDigitalLines(db, rows, catalog, bought, now);
}
