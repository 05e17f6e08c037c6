/** Products with their price tiers and sub-products, as the contract shows them (NOK as numbers). */
import { asc } from 'drizzle-orm';
import { PRODUCT_TYPES } from '../../../api/contract/productTypes';
import type { CatalogProduct } from '../../../api/contract/templates';
import { textIn, type Language } from '../../../engine/model';
import { deepFreeze, readCache } from '../../cache/readCache';
import type { Db } from '../../db/client';
import { productPrices, products, subProducts } from '../../db/schema';

/** numeric columns arrive as strings ("149.00"); the API speaks numbers of kroner. */
const kroner = (value: string): number => Number(value);

/** Every product in one language, from the read cache: the catalogue is small and read by most calls. */
function catalogue(db: Db, lang: Language): Promise<Map<string, CatalogProduct>> {
  return readCache(db).get(`catalogue:products:${lang}`, async () => {
    const [rows, prices, subs] = await Promise.all([
      db.select().from(products).orderBy(asc(products.sortOrder), asc(products.uuid)),
      db.select().from(productPrices).orderBy(asc(productPrices.type), asc(productPrices.quantity)),
      db.select().from(subProducts).orderBy(asc(subProducts.sortOrder), asc(subProducts.uuid)),
    ]);
    return new Map(
      rows.map((p) => [
        p.uuid,
        deepFreeze({
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
        }),
      ]),
    );
  });
}

/** The products by uuid; unknown uuids are simply absent. */
export async function loadProducts(db: Db, uuids: readonly string[], lang: Language): Promise<Map<string, CatalogProduct>> {
  const all = await catalogue(db, lang);
  return new Map(uuids.flatMap((uuid) => (all.has(uuid) ? [[uuid, all.get(uuid)!] as const] : [])));
}

export async function findProduct(db: Db, uuid: string, lang: Language): Promise<CatalogProduct | null> {
  return (await catalogue(db, lang)).get(uuid) ?? null;
}

/** The products of these types, in sort order. */
export async function productsOfTypes(db: Db, types: readonly number[], lang: Language): Promise<CatalogProduct[]> {
  return [...(await catalogue(db, lang)).values()].filter((p) => types.includes(p.type));
}

/** The shop's retouch product (the first by sort order when there are several), or null. */
export async function findRetouchProduct(db: Db, lang: Language): Promise<CatalogProduct | null> {
  // The catalogue is in sort order.
  return [...(await catalogue(db, lang)).values()].find((p) => p.type === PRODUCT_TYPES.retouch) ?? null;
}
