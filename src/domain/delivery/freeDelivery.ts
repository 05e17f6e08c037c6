/**
 * The free-delivery banner of spec 1 §9. The rule decides which of the three messages applies and
 * with which amount; the UI owns the wording (both languages) and the money format.
 */
export type FreeDeliveryMessage =
  /** The cart qualifies (or delivery is free for everyone). */
  | { kind: 'free' }
  /** Nothing in the cart yet: tell the customer where the threshold is. */
  | { kind: 'threshold'; amount: number }
  /** Some way there: tell the customer how much is left. */
  | { kind: 'remaining'; amount: number };

/**
 * @param threshold the site's freeShippingThreshold; below 0 the offer is switched off.
 * @param cartTotal the cart's total price in the same currency unit.
 * @returns the message to show, or null when there is no banner.
 */
export function freeDeliveryMessage(threshold: number, cartTotal: number): FreeDeliveryMessage | null {
  if (!Number.isFinite(threshold) || threshold < 0) return null;
  if (threshold === 0 || cartTotal >= threshold) return { kind: 'free' };
  if (cartTotal <= 0) return { kind: 'threshold', amount: threshold };
  // Rounded to øre so a floating-point remainder never shows as 12.000000001.
  return { kind: 'remaining', amount: Math.round((threshold - cartTotal) * 100) / 100 };
}
