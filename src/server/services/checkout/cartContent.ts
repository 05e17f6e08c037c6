/** What kinds of products a cart holds: the delivery methods and the receipt's notes follow from it. Pure. */
import type { CartLineRow } from '../cart/cartRows';

export interface CartContent {
  /** Printed products made in the editor, retouching, packages. */
  physical: boolean;
  catalogues: boolean;
  digital: boolean;
}

export const isCatalogueRow = (row: Pick<CartLineRow, 'catalogueUuid'>): boolean => row.catalogueUuid !== null;
export const isDigitalSetRow = (row: Pick<CartLineRow, 'catalogueUuid' | 'subjectUuid'>): boolean => row.catalogueUuid === null && row.subjectUuid !== null;

export function cartContent(rows: readonly CartLineRow[]): CartContent {
  const products = rows.filter((r) => r.type === 0);
  return {
    physical: products.some((r) => !isCatalogueRow(r) && !isDigitalSetRow(r)),
    catalogues: products.some(isCatalogueRow),
    digital: products.some(isDigitalSetRow),
  };
}

/**
 * Which delivery types fit: files only are downloaded; catalogues alone are handed out at
 * school (where the photographer delivers them); anything printed can go every physical way.
 */
export function deliveryTypesFor(content: CartContent): ('store-pickup' | 'postage' | 'school-pickup' | 'digital-delivery')[] {
  if (content.physical) return ['postage', 'school-pickup', 'store-pickup'];
  if (content.catalogues) return ['school-pickup'];
  if (content.digital) return ['digital-delivery'];
  return [];
}
