/**
 * Which prices a package tile shows and what a package costs (spec 3 §5, §3 Package (offer)).
 * Pure: the tile and the server's pricing read the same rules.
 */

export interface OfferPrices {
  originalPrice: number;
  priceIncludingDiscount: number;
  useTimeLimitedDiscount: boolean;
  timeLimitedDiscountPrice: number;
}

/**
 * The tile's price block: the time-limited discount only if the original is above the discounted
 * price, else the normal discount only if the original is above the price including discount,
 * else the plain price only when above 0.
 */
export type OfferPriceDisplay =
  | { kind: 'timeLimited'; original: number; price: number }
  | { kind: 'discount'; original: number; price: number }
  | { kind: 'plain'; price: number }
  | { kind: 'none' };

export function offerPriceDisplay(offer: OfferPrices, countdownRunning: boolean): OfferPriceDisplay {
  if (offer.useTimeLimitedDiscount && countdownRunning && offer.originalPrice > offer.timeLimitedDiscountPrice) {
    return { kind: 'timeLimited', original: offer.originalPrice, price: offer.timeLimitedDiscountPrice };
  }
  if (offer.originalPrice > offer.priceIncludingDiscount) {
    return { kind: 'discount', original: offer.originalPrice, price: offer.priceIncludingDiscount };
  }
  if (offer.originalPrice > 0) return { kind: 'plain', price: offer.originalPrice };
  return { kind: 'none' };
}

/** What the package costs: the price the tile shows (0 when it shows none). */
export function packagePrice(offer: OfferPrices, countdownRunning: boolean): number {
  const shown = offerPriceDisplay(offer, countdownRunning);
  return shown.kind === 'none' ? 0 : shown.price;
}
