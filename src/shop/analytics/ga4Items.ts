/**
 * Order lines as GA4 e-commerce items (spec 1 §7 'Analytics events'): one item per product line
 * (type 0) with its unit price to 2 decimals, as GA4 multiplies price by quantity itself. Pure.
 */
import { roundToOre } from '../../domain/pricing';
import type { OrderLine } from '../../api/client/cart';
import { lineKind } from '../cart/cartLines';

/** Spec 1 §9: tracking counts in NOK unless the site names another currency. */
export const DEFAULT_CURRENCY = 'NOK';

/** Spec 1 §3: 0 is a product line; in the receipt and analytics 3 is shipping and 4 is tax. */
export const PRODUCT_LINE = 0;
export const SHIPPING_LINE = 3;
export const TAX_LINE = 4;

export interface Ga4Item {
  item_id: string;
  item_name: string;
  /** What the line holds: template, digital, catalogue, retouch, package or unknown. */
  item_category: string;
  /** The template a template product was made from. */
  item_variant?: string;
  /** Per piece, in the currency, 2 decimals. */
  price: number;
  /** Campaign rebate per piece, when a campaign lowers the line. */
  discount?: number;
  quantity: number;
}

export interface Ga4Ecommerce {
  currency: string;
  value: number;
  items: Ga4Item[];
}

export type TrackedLine = Pick<OrderLine, 'uuid' | 'type' | 'description' | 'quantity' | 'linePrice' | 'actualLinePrice' | 'product' | 'template' | 'catalogue' | 'subjects' | 'digitalFiles'>;

export const isProductLine = (line: Pick<OrderLine, 'type'>): boolean => line.type === PRODUCT_LINE;

/** A line's item, counting `quantity` pieces (the whole line unless a change counts only some). */
export function lineItem(line: TrackedLine, quantity: number = line.quantity): Ga4Item {
  const pieces = Math.max(line.quantity, 1);
  const price = roundToOre(line.actualLinePrice / pieces);
  const discount = roundToOre((line.linePrice - line.actualLinePrice) / pieces);
  return {
    item_id: line.catalogue?.uuid ?? line.product?.uuid ?? line.uuid,
    item_name: line.catalogue?.name ?? line.product?.name ?? line.description,
    item_category: lineKind(line),
    ...(line.template ? { item_variant: line.template.name } : {}),
    price,
    ...(discount > 0 ? { discount } : {}),
    quantity,
  };
}

/** The product lines' items, in the cart's order; other lines (voucher, shipping, tax) are no items. */
export const lineItems = (lines: readonly TrackedLine[]): Ga4Item[] => lines.filter(isProductLine).map((line) => lineItem(line));

/** What the items are worth together, 2 decimals. */
export const itemsValue = (items: readonly Ga4Item[]): number => roundToOre(items.reduce((sum, item) => sum + item.price * item.quantity, 0));

/** The payload of add_to_cart and remove_from_cart: the items changed and their worth. */
export const itemsEcommerce = (items: Ga4Item[], currency: string): Ga4Ecommerce => ({ currency, value: itemsValue(items), items });

/** Sum of the lines of one type (shipping, tax), 2 decimals. */
export const sumOfType = (lines: readonly Pick<OrderLine, 'type' | 'actualLinePrice'>[], type: number): number =>
  roundToOre(lines.filter((line) => line.type === type).reduce((sum, line) => sum + line.actualLinePrice, 0));
