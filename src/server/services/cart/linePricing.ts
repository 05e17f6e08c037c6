/**
 * Prices of a cart's lines by the shop's rules (src/domain/pricing): the server's answer is the
 * one that counts, whatever the editor showed. Pure: the caller loads the rows and products.
 */
import type { CatalogProduct } from '../../../api/contract/templates';
import { priceLine, retouchBasePrice, retouchTotal, type RetouchSelection, type RetouchTotal } from '../../../domain/pricing';
import { isTemplateProductType, PRODUCT_TYPES } from '../../../api/contract/productTypes';

export interface LineToPrice {
  uuid: string;
  type: number;
  productUuid: string | null;
  quantity: number;
  subProductUuids: readonly string[];
}

export interface LinePriceUpdate {
  uuid: string;
  /** What the customer pays. */
  actualLinePrice: number;
  /** The regular price. */
  linePrice: number;
}

/** A product line (type 0) of a package: PACKAGE_IN_CART campaigns apply while one is there. */
export function cartHoldsPackage(lines: readonly LineToPrice[], products: ReadonlyMap<string, CatalogProduct>): boolean {
  return lines.some((l) => l.type === 0 && l.productUuid !== null && products.get(l.productUuid)?.type === PRODUCT_TYPES.package);
}

/**
 * The price of every template-product line in the cart as it stands now: tiers for the line's
 * quantity, each sub-product's extra price per piece, campaign prices where they apply. Lines of
 * other kinds keep the prices their own rules gave them.
 */
export function priceTemplateLines(lines: readonly LineToPrice[], products: ReadonlyMap<string, CatalogProduct>): LinePriceUpdate[] {
  const packageInCart = cartHoldsPackage(lines, products);
  return lines.flatMap((line) => {
    const product = line.type === 0 && line.productUuid ? products.get(line.productUuid) : undefined;
    if (!product || !isTemplateProductType(product.type)) return [];
    const extras = new Map(product.subproducts.map((s) => [s.uuid, s.extraprice]));
    const price = priceLine({
      tiers: product.productprices,
      campaignRequirement: product.campaignrequirement,
      quantity: line.quantity,
      extraPrices: line.subProductUuids.flatMap((uuid) => (extras.has(uuid) ? [extras.get(uuid)!] : [])),
      packageInCart,
    });
    return [{ uuid: line.uuid, linePrice: price.linePrice, actualLinePrice: price.actualLinePrice }];
  });
}

/** What the retouch selection costs with this retouch product (spec 2 §9). */
export function priceRetouch(product: Pick<CatalogProduct, 'productprices' | 'subproducts'>, selection: RetouchSelection): RetouchTotal {
  const extras = Object.fromEntries(product.subproducts.map((s) => [s.uuid, s.extraprice]));
  return retouchTotal(retouchBasePrice(product.productprices), extras, selection);
}

/** A price as the numeric(12, 2) columns store it. */
export const storedMoney = (amount: number): string => amount.toFixed(2);
