/**
 * Product prices of spec 2 §2.3 and §9, in NOK with øre as decimals. The editor's buy menu,
 * the cart and the server price a line with the same functions; the server's answer is the one
 * that counts.
 */

/** A price tier as products carry them (the api contract's ProductPrice). */
export interface PriceTier {
  /** Type 0: the tier holds from this many pieces up. Other types: the price of the quantity-th piece. */
  quantity: number;
  price: number;
  /** Null when there is no campaign for this tier. */
  campaignprice: number | null;
  /** 0: quantity tier; any other type: ordinal tier (1st, 2nd, ...). */
  type: number;
}

export type CampaignRequirement = 'PACKAGE_IN_CART' | null;

/** Quantity tiers: the price per piece from a quantity up. */
export const QUANTITY_TIER = 0;

/** Rounded to whole øre, so sums of floating-point kroner never show as 12.000000001. */
export const roundToOre = (amount: number): number => Math.round(amount * 100) / 100;

/** Sorted by type, then quantity ascending: the order lists and the price dialog show them in. */
export const sortTiers = (tiers: readonly PriceTier[]): PriceTier[] =>
  [...tiers].sort((a, b) => a.type - b.type || a.quantity - b.quantity);

/**
 * The tiers that price a product: its quantity tiers when it has any, else the ordinal tiers of
 * its lowest type. A product carries one kind; the choice only matters for bad data.
 */
export function pricingTiers(tiers: readonly PriceTier[]): PriceTier[] {
  const sorted = sortTiers(tiers);
  if (sorted.length === 0) return [];
  const type = sorted[0].type;
  return sorted.filter((tier) => tier.type === type);
}

/** Whether campaign prices apply: to everyone, or with PACKAGE_IN_CART only while a package is in the cart. */
export function campaignApplies(requirement: CampaignRequirement, cart: { packageInCart: boolean }): boolean {
  return requirement === null || cart.packageInCart;
}

const tierPrice = (tier: PriceTier, campaign: boolean): number =>
  campaign && tier.campaignprice !== null ? tier.campaignprice : tier.price;

/**
 * What `quantity` pieces of the product cost, without sub-products. Quantity tiers: every piece
 * at the price of the highest tier the quantity reaches (below the first tier, the first tier's
 * price). Ordinal tiers: each piece at its own tier, the last tier for every later piece.
 */
export function priceForQuantity(tiers: readonly PriceTier[], quantity: number, options: { campaign: boolean }): number {
  const used = pricingTiers(tiers);
  if (quantity <= 0 || used.length === 0) return 0;
  if (used[0].type === QUANTITY_TIER) {
    const reached = used.filter((tier) => tier.quantity <= quantity);
    const tier = reached[reached.length - 1] ?? used[0];
    return roundToOre(quantity * tierPrice(tier, options.campaign));
  }
  let total = 0;
  for (let piece = 1; piece <= quantity; piece += 1) {
    const reached = used.filter((tier) => tier.quantity <= piece);
    total += tierPrice(reached[reached.length - 1] ?? used[0], options.campaign);
  }
  return roundToOre(total);
}

export interface LinePricing {
  tiers: readonly PriceTier[];
  campaignRequirement: CampaignRequirement;
  quantity: number;
  /** Extra prices of the chosen sub-products, each paid per piece. */
  extraPrices: readonly number[];
  /** Whether the customer's cart holds a package (for PACKAGE_IN_CART campaigns). */
  packageInCart: boolean;
}

export interface LinePrice {
  /** At regular prices. */
  linePrice: number;
  /** What the customer pays: campaign prices where they apply. */
  actualLinePrice: number;
}

/** An order line's price: the product at its tiers plus each sub-product's extra price per piece. */
export function priceLine(line: LinePricing): LinePrice {
  const extras = line.quantity > 0 ? line.quantity * line.extraPrices.reduce((sum, price) => sum + price, 0) : 0;
  const campaign = campaignApplies(line.campaignRequirement, { packageInCart: line.packageInCart });
  return {
    linePrice: roundToOre(priceForQuantity(line.tiers, line.quantity, { campaign: false }) + extras),
    actualLinePrice: roundToOre(priceForQuantity(line.tiers, line.quantity, { campaign }) + extras),
  };
}

export interface PriceFrom {
  /** The regular price of the last tier. */
  price: number;
  /** The campaign price to show with the regular one struck through; null without a campaign. */
  campaignPrice: number | null;
}

/** The 'Price from' of a product: its last tier (spec 2 §2.3); null for a product without prices. */
export function priceFrom(tiers: readonly PriceTier[], campaign: boolean): PriceFrom | null {
  const used = pricingTiers(tiers);
  const last = used[used.length - 1];
  if (!last) return null;
  return { price: last.price, campaignPrice: campaign && last.campaignprice !== null ? last.campaignprice : null };
}
