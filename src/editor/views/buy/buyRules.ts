/**
 * The buy view's arithmetic (spec 2 §2.12, §4, §5): one row for the product alone and one per
 * sub-product, the pieces and sum in the footer, and the order lines Add to cart sends. The
 * server prices the lines again; these numbers only inform the customer.
 */
import type { CatalogProduct, SubProduct } from '../../../api/client/templates';
import type { NewCartItem } from '../../../api/client/cart';
import { priceLine, type LinePrice } from '../../../domain/pricing';
import { decreaseQuantity, increaseQuantity, quantityOnBlur, quantityWhileTyping, reachesMinimum } from '../../../domain/quantity';
import type { EditorDocument } from '../../store';

export interface BuyRow {
  /** 'product' for the product alone, else the sub-product's uuid. */
  key: string;
  subProduct: SubProduct | null;
}

export const PRODUCT_ROW = 'product';

/** The rows of the buy view: the product alone first, then one per sub-product. */
export function buyRows(product: Pick<CatalogProduct, 'subproducts'>): BuyRow[] {
  return [{ key: PRODUCT_ROW, subProduct: null }, ...product.subproducts.map((subProduct) => ({ key: subProduct.uuid, subProduct }))];
}

/** The quantity boxes as typed, by row key. */
export type QuantityTexts = Readonly<Record<string, string>>;

/** Where the view starts: the product alone at its minimum (at least 1), sub-product rows at 0. */
export function initialQuantities(product: Pick<CatalogProduct, 'subproducts' | 'minorderpartquantity'>): Record<string, string> {
  return Object.fromEntries(buyRows(product).map((row) => [row.key, row.subProduct ? '0' : String(Math.max(1, product.minorderpartquantity))]));
}

export function rowPrice(product: CatalogProduct, row: BuyRow, quantity: number, packageInCart: boolean): LinePrice {
  return priceLine({
    tiers: product.productprices,
    campaignRequirement: product.campaignrequirement,
    quantity,
    extraPrices: row.subProduct ? [row.subProduct.extraprice] : [],
    packageInCart,
  });
}

export interface BuyTotals {
  /** Pieces over all rows, counting what is typed (non-numbers count 0). */
  pieces: number;
  /** What the rows cost at their quantities (campaign prices where they apply). */
  sum: number;
  /** The same at regular prices, to strike through when a campaign lowers the sum. */
  regularSum: number;
}

export function buyTotals(product: CatalogProduct, texts: QuantityTexts, packageInCart: boolean): BuyTotals {
  let pieces = 0;
  let sum = 0;
  let regularSum = 0;
  for (const row of buyRows(product)) {
    const quantity = quantityWhileTyping(texts[row.key] ?? '');
    pieces += quantity;
    const price = rowPrice(product, row, quantity, packageInCart);
    sum += price.actualLinePrice;
    regularSum += price.linePrice;
  }
  return { pieces, sum: Math.round(sum * 100) / 100, regularSum: Math.round(regularSum * 100) / 100 };
}

/** The boxes as they read once left: below the minimum or not a whole number becomes 0. */
export function settledQuantities(product: Pick<CatalogProduct, 'subproducts' | 'minorderpartquantity'>, texts: QuantityTexts): Record<string, string> {
  return Object.fromEntries(buyRows(product).map((row) => [row.key, String(quantityOnBlur(texts[row.key] ?? '', product.minorderpartquantity))]));
}

/** A row's plus or minus: plus reaches at least the minimum, minus stops at 0 (spec 2 §5). */
export function stepQuantity(
  product: Pick<CatalogProduct, 'minorderpartquantity'>,
  texts: QuantityTexts,
  key: string,
  direction: 'plus' | 'minus',
): Record<string, string> {
  const current = quantityWhileTyping(texts[key] ?? '');
  const minimum = product.minorderpartquantity;
  const next = direction === 'plus' ? increaseQuantity(current, minimum) : decreaseQuantity(current, minimum);
  return { ...texts, [key]: String(next) };
}

/** One order line per row whose quantity reaches the minimum, each with the instance as it stands. */
export function orderItems(product: CatalogProduct, texts: QuantityTexts, doc: EditorDocument): NewCartItem[] {
  return buyRows(product).flatMap((row) => {
    const quantity = quantityOnBlur(texts[row.key] ?? '', product.minorderpartquantity);
    if (!reachesMinimum(quantity, product.minorderpartquantity)) return [];
    return [
      {
        productUuid: product.uuid,
        subProductUuids: row.subProduct ? [row.subProduct.uuid] : [],
        quantity,
        template: { uuid: doc.template.uuid, version: doc.template.version },
        templateData: { year: doc.year, userResources: doc.resources },
      },
    ];
  });
}
