/** The price in the editor's top bar: the product's 'Price from' (its last tier), or its only price. */
import type { CatalogProduct } from '../../api/client/templates';
import { campaignApplies, priceFrom, pricingTiers } from '../../domain/pricing';

export interface TopBarPrice {
  /** What the customer pays per piece at the best tier. */
  amount: number;
  /** The regular price to strike through when a campaign lowers it. */
  regular: number | null;
  /** Several tiers: the amount is a 'from' price. */
  from: boolean;
}

/**
 * `packageInCart` decides PACKAGE_IN_CART campaigns; the server prices the order line again, so
 * this only informs.
 */
export function topBarPrice(product: Pick<CatalogProduct, 'productprices' | 'campaignrequirement'>, packageInCart: boolean): TopBarPrice | null {
  const price = priceFrom(product.productprices, campaignApplies(product.campaignrequirement, { packageInCart }));
  if (!price) return null;
  return {
    amount: price.campaignPrice ?? price.price,
    regular: price.campaignPrice !== null && price.campaignPrice < price.price ? price.price : null,
    from: pricingTiers(product.productprices).length > 1,
  };
}
