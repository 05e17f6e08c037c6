/**
 * The price dialog's rows (spec 2 §2.3) and the product header's price (§2.2): quantity tiers
 * (type 0) as quantity ranges, other types as ordinals (1st, 2nd, ...), the last tier as the
 * 'Price from' price, a campaign price beside the regular price to strike through. Pure.
 */
import { campaignApplies, pricingTiers, QUANTITY_TIER, type CampaignRequirement, type PriceTier } from '../../domain/pricing';

/** What a row's label says; the dialog words it in the page's language. */
export type PriceRowLabel =
  | { kind: 'quantityRange'; from: number; to: number }
  | { kind: 'quantityOne'; from: number }
  | { kind: 'quantityFrom'; from: number }
  | { kind: 'ordinal'; ordinal: number }
  | { kind: 'ordinalFrom'; ordinal: number };

export interface ShownPrice {
  /** What the customer pays per piece. */
  amount: number;
  /** The regular price to strike through when a campaign lowers it; else null. */
  regular: number | null;
}

export interface PriceRow {
  label: PriceRowLabel;
  price: ShownPrice;
}

export interface PriceTable {
  rows: PriceRow[];
  /** The last tier's price; null for a product without prices. */
  from: ShownPrice | null;
}

interface PricedProduct {
  productprices: readonly PriceTier[];
  campaignrequirement: CampaignRequirement;
}

function shownPrice(tier: PriceTier, campaign: boolean): ShownPrice {
  const campaignPrice = campaign ? tier.campaignprice : null;
  return campaignPrice !== null && campaignPrice < tier.price ? { amount: campaignPrice, regular: tier.price } : { amount: tier.price, regular: null };
}

function rowLabel(tier: PriceTier, next: PriceTier | undefined): PriceRowLabel {
  if (tier.type !== QUANTITY_TIER) return next ? { kind: 'ordinal', ordinal: tier.quantity } : { kind: 'ordinalFrom', ordinal: tier.quantity };
  if (!next) return { kind: 'quantityFrom', from: tier.quantity };
  const to = next.quantity - 1;
  return to > tier.quantity ? { kind: 'quantityRange', from: tier.quantity, to } : { kind: 'quantityOne', from: tier.quantity };
}

/**
 * `packageInCart` decides PACKAGE_IN_CART campaigns; a list is never part of a package, as the
 * editor's create mode is not.
 */
export function priceTable(product: PricedProduct, packageInCart = false): PriceTable {
  const campaign = campaignApplies(product.campaignrequirement, { packageInCart });
  const tiers = pricingTiers(product.productprices);
  const rows = tiers.map((tier, i) => ({ label: rowLabel(tier, tiers[i + 1]), price: shownPrice(tier, campaign) }));
  const last = tiers[tiers.length - 1];
  return { rows, from: last ? shownPrice(last, campaign) : null };
}

/** A product header shows its one price, or 'Prices' (the dialog) when it has several. */
export function headerPrice(product: PricedProduct, packageInCart = false): ShownPrice | 'several' | null {
  const table = priceTable(product, packageInCart);
  if (table.rows.length > 1) return 'several';
  return table.rows[0]?.price ?? null;
}

const EN_SUFFIXES: Readonly<Record<string, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });

/** 1st, 2nd, 3rd, 11th in English; 1., 2., 3. in Norwegian. */
export function ordinal(n: number, lang: 'nb' | 'en'): string {
  return lang === 'en' ? `${n}${EN_SUFFIXES[englishOrdinals.select(n)]}` : `${n}.`;
}
