/** Products with their price tiers and sub-products, as the contract shows them (NOK as numbers). */
import { asc, eq, inArray } from 'drizzle-orm';
import { PRODUCT_TYPES } from '../../../api/contract/productTypes';
import type { CatalogProduct } from '../../../api/contract/templates';
import { textIn, type Language } from '../../../engine/model';
import type { Db } from '../../db/client';
import { productPrices, products, subProducts } from '../../db/schema';

/** numeric columns arrive as strings ("149.00"); the API speaks numbers of kroner. */
const kroner = (value: string): number => Number(value);

/** The products by uuid; unknown uuids are simply absent. */
export async function loadProducts(db: Db, uuids: readonly string[], lang: Language): Promise<Map<string, CatalogProduct>> {
  const wanted = [...new Set(uuids)];
  if (wanted.length === 0) return new Map();
  const [rows, prices, subs] = await Promise.all([
    db.select().from(products).where(inArray(products.uuid, wanted)),
    db.select().from(productPrices).where(inArray(productPrices.productUuid, wanted)).orderBy(asc(productPrices.type), asc(productPrices.quantity)),
    db.select().from(subProducts).where(inArray(subProducts.productUuid, wanted)).orderBy(asc(subProducts.sortOrder), asc(subProducts.uuid)),
  ]);
  return new Map(
    rows.map((p) => [
      p.uuid,
      {
        uuid: p.uuid,
        name: textIn(p.name, lang),
        type: p.type,
        sortOrder: p.sortOrder,
        minorderpartquantity: p.minOrderPartQuantity,
        subproducts: subs.filter((s) => s.productUuid === p.uuid).map((s) => ({ uuid: s.uuid, name: textIn(s.name, lang), extraprice: kroner(s.extraPrice) })),
        productprices: prices
          .filter((pr) => pr.productUuid === p.uuid)
          .map((pr) => ({ quantity: pr.quantity, price: kroner(pr.price), campaignprice: pr.campaignPrice === null ? null : kroner(pr.campaignPrice), type: pr.type })),
        categories: p.categories,
        campaignrequirement: p.campaignRequirement ?? null,
      },
    ]),
  );
}

export async function findProduct(db: Db, uuid: string, lang: Language): Promise<CatalogProduct | null> {
  return (await loadProducts(db, [uuid], lang)).get(uuid) ?? null;
}

/** The shop's retouch product (the first by sort order when there are several), or null. */
export async function findRetouchProduct(db: Db, lang: Language): Promise<CatalogProduct | null> {
  const [row] = await db
    .select({ uuid: products.uuid })
    .from(products)
    .where(eq(products.type, PRODUCT_TYPES.retouch))
    .orderBy(asc(products.sortOrder), asc(products.uuid))
    .limit(1);
  return row ? findProduct(db, row.uuid, lang) : null;
}
