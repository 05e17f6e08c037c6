import { roundToOre } from './tiers';

/** The retouch choices of the cart (spec 2 §2.14): sub-product uuids per picture uuid. */
export type RetouchSelection = Readonly<Record<string, readonly string[]>>;

export interface RetouchTotal {
  /** Pictures with at least one retouch sub-product. */
  pictures: number;
  /** NOK. */
  total: number;
}

/**
 * Spec 2 §9: the retouch product's base price (its first price entry) once per picture with at
 * least one sub-product, plus every selected sub-product's extra price. A sub-product the
 * product does not have is left out, as the server refuses it.
 */
export function retouchTotal(basePrice: number, extraPrices: Readonly<Record<string, number>>, selection: RetouchSelection): RetouchTotal {
  let pictures = 0;
  let total = 0;
  for (const chosen of Object.values(selection)) {
    const known = [...new Set(chosen)].filter((uuid) => Object.hasOwn(extraPrices, uuid));
    if (known.length === 0) continue;
    pictures += 1;
    total += basePrice + known.reduce((sum, uuid) => sum + extraPrices[uuid], 0);
  }
  return { pictures, total: roundToOre(total) };
}

/** The retouch product's base price: its first price entry (0 without one). */
export const retouchBasePrice = (tiers: readonly { price: number }[]): number => tiers[0]?.price ?? 0;
