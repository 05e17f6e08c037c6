/**
 * The payloads of view_cart, begin_checkout and purchase (spec 1 §7 'Analytics events'). Pure.
 */
import { roundToOre } from '../../domain/pricing';
import { lineItems, SHIPPING_LINE, sumOfType, TAX_LINE, type Ga4Ecommerce, type TrackedLine } from './ga4Items';

export interface CartFacts {
  orderLines: readonly TrackedLine[];
  summary: { totalPrice: number };
  rebateCode: string | null;
}

export interface CheckoutEcommerce extends Ga4Ecommerce {
  coupon?: string;
}

export interface PurchaseEcommerce extends CheckoutEcommerce {
  transaction_id: string;
  tax: number;
  shipping: number;
}

const coupon = (code: string | null) => (code ? { coupon: code } : {});

/** view_cart and begin_checkout: the cart's product lines and total, with the voucher code in use. */
export const cartEcommerce = (cart: CartFacts, currency: string): CheckoutEcommerce => ({
  currency,
  value: roundToOre(cart.summary.totalPrice),
  ...coupon(cart.rebateCode),
  items: lineItems(cart.orderLines),
});

/** purchase: the order's total, tax (type 4 lines), shipping (type 3 lines), voucher code and items. */
export const purchaseEcommerce = (order: CartFacts & { uuid: string }, currency: string): PurchaseEcommerce => ({
  transaction_id: order.uuid,
  ...cartEcommerce(order, currency),
  tax: sumOfType(order.orderLines, TAX_LINE),
  shipping: sumOfType(order.orderLines, SHIPPING_LINE),
});
