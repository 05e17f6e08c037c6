/** Where a promoted product's 'View product' leads. Pure. */
import type { PromotedProduct } from '../../../api/client/promoted';
import { createPathFor, listPathFor } from '../listRoute';

/** A template: its create route (the editor) in its category; a category: its product list. */
export function promotedTarget(promoted: Pick<PromotedProduct, 'type' | 'category' | 'product' | 'template'>): string {
  const { listType, internalName } = promoted.category;
  const source = { family: 'type' as const, type: listType, category: internalName };
  if (promoted.type === 'template' && promoted.product && promoted.template) return createPathFor(source, internalName, promoted.product.uuid, promoted.template.uuid);
  return listPathFor(source, internalName);
}

/** The card's title: the design's name, or the category's. */
export const promotedTitle = (promoted: Pick<PromotedProduct, 'category' | 'template'>): string => promoted.template?.name ?? promoted.category.name;
