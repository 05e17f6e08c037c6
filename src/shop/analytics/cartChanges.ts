/**
 * What a cart call changed, as GA4 items (spec 1 §7: add_to_cart and remove_from_cart when lines
 * are added, deleted or their quantity goes up or down). Compares the product lines before and
 * after by line uuid; a raised quantity adds only the new pieces. Pure.
 */
import type { Catalogue } from '../../api/client/checkout';
import { roundToOre } from '../../domain/pricing';
import { isProductLine, lineItem, type Ga4Item, type TrackedLine } from './ga4Items';

export interface CartChanges {
  added: Ga4Item[];
  removed: Ga4Item[];
}

export function cartChanges(before: readonly TrackedLine[], after: readonly TrackedLine[]): CartChanges {
  const was = new Map(before.filter(isProductLine).map((line) => [line.uuid, line]));
  const now = new Map(after.filter(isProductLine).map((line) => [line.uuid, line]));
  const added: Ga4Item[] = [];
  const removed: Ga4Item[] = [];
  for (const line of now.values()) {
    const previous = was.get(line.uuid)?.quantity ?? 0;
    if (line.quantity > previous) added.push(lineItem(line, line.quantity - previous));
    // Priced by the line as it is now: a lower quantity may move it to another price tier.
    else if (line.quantity < previous) removed.push(lineItem(line, previous - line.quantity));
  }
  for (const line of was.values()) if (!now.has(line.uuid)) removed.push(lineItem(line));
  return { added, removed };
}

/** A catalogue as an item, by the catalogue list's price per piece (the lines are per catalogue). */
const catalogueItem = (catalogue: Pick<Catalogue, 'uuid' | 'name' | 'price'>, quantity: number): Ga4Item => ({
  item_id: catalogue.uuid,
  item_name: catalogue.name,
  item_category: 'catalogue',
  price: roundToOre(catalogue.price),
  quantity,
});

/**
 * The catalogue offer sets quantities (spec 1 'Catalogue offer dialog'): each sent quantity
 * against what the cart held (the list's quantity) is an addition or a removal.
 */
export function catalogueChanges(catalogues: readonly Pick<Catalogue, 'uuid' | 'name' | 'price' | 'quantity'>[], sent: readonly { uuid: string; quantity: number }[]): CartChanges {
  const added: Ga4Item[] = [];
  const removed: Ga4Item[] = [];
  for (const { uuid, quantity } of sent) {
    const catalogue = catalogues.find((c) => c.uuid === uuid);
    if (!catalogue) continue;
    if (quantity > catalogue.quantity) added.push(catalogueItem(catalogue, quantity - catalogue.quantity));
    else if (quantity < catalogue.quantity) removed.push(catalogueItem(catalogue, catalogue.quantity - quantity));
  }
  return { added, removed };
}
