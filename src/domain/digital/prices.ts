/**
 * Prices of digital files and sets (spec 3 §3, §5, §9): tiers by the quantity of images already
 * bought, campaign prices, and the shop's digital rebate prices, which apply only when the
 * matching product exists and the rebate is not higher than the product's regular price. Pure.
 */
import { pricingTiers, QUANTITY_TIER, roundToOre, type PriceTier } from '../pricing/tiers';

/** Digital rebate settings (spec 3 §3), NOK; null = no rebate for that product. */
export interface DigitalRebateSettings {
  portraitFilePrice: number | null;
  portraitSetPrice: number | null;
  siblingAndFriendsFilePrice: number | null;
  siblingAndFriendsSetPrice: number | null;
  groupFilePrice: number | null;
  groupSetPrice: number | null;
}

/** A product's regular price: its first price entry's (spec 3 §3 'Product'). */
export function regularPrice(tiers: readonly PriceTier[]): number | null {
  return pricingTiers(tiers)[0]?.price ?? null;
}

/** The rebate price that applies to a product, or null (no product, no rebate, or a rebate above the regular price). */
export function applicableRebate(rebate: number | null, product: { tiers: readonly PriceTier[] } | null): number | null {
  if (rebate === null || product === null) return null;
  const regular = regularPrice(product.tiers);
  if (regular === null || rebate > regular) return null;
  return rebate;
}

export interface DigitalPricing {
  tiers: readonly PriceTier[];
  /** Whether the product's campaign prices apply to this customer now. */
  campaign: boolean;
  /** The applicable rebate price per piece (see applicableRebate), or null. */
  rebate: number | null;
}

export interface PieceRange {
  /** Pieces of this product the customer bought before. */
  alreadyBought: number;
  /** Pieces priced now. */
  count: number;
}

/** The tier a piece falls in: ordinal tiers by its position, quantity tiers by the total reached. */
function tierAt(tiers: readonly PriceTier[], position: number): PriceTier | undefined {
  const reached = tiers.filter((t) => t.quantity <= position);
  return reached[reached.length - 1] ?? tiers[0];
}

/** Regular and campaign price of each piece in the range, before any rebate. */
function piecePrices(tiers: readonly PriceTier[], range: PieceRange): { regular: number; campaign: number }[] {
  const used = pricingTiers(tiers);
  if (used.length === 0) return [];
  const pieces: { regular: number; campaign: number }[] = [];
  for (let k = 1; k <= range.count; k += 1) {
    // Quantity tiers price every piece by the total reached; ordinal tiers each piece by its own place.
    const position = used[0].type === QUANTITY_TIER ? range.alreadyBought + range.count : range.alreadyBought + k;
    const tier = tierAt(used, position)!;
    pieces.push({ regular: tier.price, campaign: tier.campaignprice ?? tier.price });
  }
  return pieces;
}

export interface DigitalLinePrice {
  /** At regular prices. */
  linePrice: number;
  /** What the customer pays: the campaign or the rebate price where lower. */
  actualLinePrice: number;
}

/** What `range.count` more pieces cost after `range.alreadyBought`. */
export function priceDigitalPieces(pricing: DigitalPricing, range: PieceRange): DigitalLinePrice {
  let linePrice = 0;
  let actualLinePrice = 0;
  for (const piece of piecePrices(pricing.tiers, range)) {
    linePrice += piece.regular;
    let pays = pricing.campaign ? Math.min(piece.campaign, piece.regular) : piece.regular;
    if (pricing.rebate !== null) pays = Math.min(pays, pricing.rebate);
    actualLinePrice += pays;
  }
  return { linePrice: roundToOre(linePrice), actualLinePrice: roundToOre(actualLinePrice) };
}

/** The next piece's price as the screens show it: 'Price: %s', or 'Just now: %s' with the old price struck through. */
export interface ShownPrice {
  price: number;
  /** The lower price paid now (campaign or rebate); null when it is the regular price. */
  nowPrice: number | null;
}

export function nextPiecePrice(pricing: DigitalPricing, alreadyBought: number): ShownPrice | null {
  if (pricingTiers(pricing.tiers).length === 0) return null;
  const { linePrice, actualLinePrice } = priceDigitalPieces(pricing, { alreadyBought, count: 1 });
  return { price: linePrice, nowPrice: actualLinePrice < linePrice ? actualLinePrice : null };
}

/** One row of the price list dialog: from which piece on a price holds, and whether the customer is there now. */
export interface PriceListRow {
  fromPiece: number;
  price: number;
  campaignPrice: number | null;
  /** The next piece the customer buys falls in this tier. */
  current: boolean;
}

export function priceList(tiers: readonly PriceTier[], campaign: boolean, alreadyBought: number): PriceListRow[] {
  const used = pricingTiers(tiers);
  const next = tierAt(used, alreadyBought + 1);
  return used.map((tier) => ({
    fromPiece: tier.quantity,
    price: tier.price,
    campaignPrice: campaign && tier.campaignprice !== null && tier.campaignprice < tier.price ? tier.campaignprice : null,
    current: tier === next,
  }));
}
