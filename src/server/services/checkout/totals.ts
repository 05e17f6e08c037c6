/**
 * The lines a checkout adds to the cart's products (spec 1 §3 line types 2, 3 and 4) and the
 * total the customer pays. Pure: prices in NOK, rounded to whole øre.
 */
import { roundToOre } from '../../../domain/pricing';

/** Norwegian VAT on everything the shop sells; prices include it. */
export const VAT_RATE = 0.25;

export interface VoucherTerms {
  kind: 'percent' | 'amount';
  /** Percent (10 = 10 %) or NOK. */
  value: number;
}

export interface ShippingChoice {
  price: number;
  isExpress: boolean;
}

export interface CheckoutTotals {
  /** Sum of the product lines. */
  productTotal: number;
  /** What the voucher takes off (0 without one); never more than the products cost. */
  discount: number;
  /** Null until a delivery option is chosen. */
  shipping: number | null;
  /** What the customer pays. */
  total: number;
  /** The VAT inside total. */
  vat: number;
}

/** A voucher's discount on products worth `productTotal`. */
export function voucherDiscount(voucher: VoucherTerms, productTotal: number): number {
  if (productTotal <= 0) return 0;
  const off = voucher.kind === 'percent' ? (productTotal * Math.min(100, Math.max(0, voucher.value))) / 100 : Math.max(0, voucher.value);
  return roundToOre(Math.min(off, productTotal));
}

/**
 * Shipping is free once the products (after the voucher) reach the site's threshold; a
 * threshold below 0 switches the offer off, 0 makes it free for everyone (as the banner of
 * src/domain/delivery/freeDelivery.ts says). Express options always cost their price.
 */
export function shippingPrice(choice: ShippingChoice, productsAfterDiscount: number, freeShippingThreshold: number): number {
  const free = Number.isFinite(freeShippingThreshold) && freeShippingThreshold >= 0 && productsAfterDiscount >= freeShippingThreshold;
  return free && !choice.isExpress ? 0 : choice.price;
}

export function checkoutTotals(input: {
  productLinePrices: readonly number[];
  voucher: VoucherTerms | null;
  shipping: ShippingChoice | null;
  freeShippingThreshold: number;
}): CheckoutTotals {
  const productTotal = roundToOre(input.productLinePrices.reduce((sum, price) => sum + price, 0));
  const discount = input.voucher ? voucherDiscount(input.voucher, productTotal) : 0;
  const afterDiscount = roundToOre(productTotal - discount);
  const shipping = input.shipping ? shippingPrice(input.shipping, afterDiscount, input.freeShippingThreshold) : null;
  const total = roundToOre(afterDiscount + (shipping ?? 0));
  return { productTotal, discount, shipping, total, vat: vatIncluded(total) };
}

/** The VAT inside a price that includes it: 25 % on top of the net is a fifth of the gross. */
export const vatIncluded = (gross: number): number => roundToOre((gross * VAT_RATE) / (1 + VAT_RATE));
