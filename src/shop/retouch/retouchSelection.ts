/**
 * The retouch page's choices (spec 2 §2.14, §4): sub-product uuids per picture as the boxes
 * are ticked, and the count and total they make (spec 2 §9, src/domain/pricing/retouch.ts).
 */
import type { RetouchPicture } from '../../api/client/cart';
import type { CatalogProduct } from '../../api/client/templates';
import { retouchBasePrice, retouchTotal, type RetouchTotal } from '../../domain/pricing';

export type RetouchChoices = Readonly<Record<string, readonly string[]>>;

/** The stored selection the page opens with: every picture, ticked or not. */
export const choicesOf = (pictures: readonly Pick<RetouchPicture, 'uuid' | 'subProductUuids'>[]): RetouchChoices =>
  Object.fromEntries(pictures.map((p) => [p.uuid, p.subProductUuids]));

/** One box ticked or cleared; the rest stays as it was. */
export function toggleRetouch(choices: RetouchChoices, pictureUuid: string, subProductUuid: string, ticked: boolean): RetouchChoices {
  const current = choices[pictureUuid] ?? [];
  const without = current.filter((uuid) => uuid !== subProductUuid);
  return { ...choices, [pictureUuid]: ticked ? [...without, subProductUuid] : without };
}

/** Pictures to retouch and what they cost, as the boxes stand. */
export function retouchSummary(product: Pick<CatalogProduct, 'productprices' | 'subproducts'>, choices: RetouchChoices): RetouchTotal {
  const extraPrices = Object.fromEntries(product.subproducts.map((s) => [s.uuid, s.extraprice]));
  return retouchTotal(retouchBasePrice(product.productprices), extraPrices, choices);
}

/** What PUT /api/webshop/cart/retouch takes: every picture, an empty list clearing it. */
export const retouchItems = (choices: RetouchChoices): Record<string, string[]> =>
  Object.fromEntries(Object.entries(choices).map(([uuid, subProducts]) => [uuid, [...subProducts]]));
