/**
 * Templates grouped by the product they are sold as, for the lists' sticky product headers
 * (spec 2 §2.2). The server lists products in the order of spec 2 §9 (sortOrder and name; 20x30
 * and '(12' calendars first; 15x15 cards first, then larger formats) with each product's
 * templates together, so groups keep the order the list gives. Pure.
 */
import type { CatalogProduct } from '../../api/client/templates';

export interface ProductGroup<T> {
  product: CatalogProduct;
  templates: T[];
}

/** One group per product in the order products first appear; templates keep their order within. */
export function groupByProduct<T extends { product: CatalogProduct }>(items: readonly T[]): ProductGroup<T>[] {
  const groups = new Map<string, ProductGroup<T>>();
  for (const item of items) {
    const group = groups.get(item.product.uuid);
    if (group) group.templates.push(item);
    else groups.set(item.product.uuid, { product: item.product, templates: [item] });
  }
  return [...groups.values()];
}
