/**
 * How the cart page reads its order lines (spec 1 'Shopping cart', spec 2 §2.13, §9): product
 * lines as cards, other lines (rebate, voucher, shipping) as plain rows, the total line left to
 * the summary, and where a line's Edit link leads.
 */
import type { OrderLine } from '../../api/client/cart';
import type { SubProduct } from '../../api/client/templates';
import { PRODUCT_TYPES } from '../../api/contract/templates';
import { editLinePath, RETOUCH_PATH } from '../editor/editorRoutes';
import { isTemplateProductType } from '../editor/editorSession';

/** Order line types of spec 1 §3: 0 product ... 4 the total with tax, which the summary shows. */
const PRODUCT_LINE = 0;
const TOTAL_LINE = 4;

export const productLines = (lines: readonly OrderLine[]): OrderLine[] => lines.filter((l) => l.type === PRODUCT_LINE);

export const otherLines = (lines: readonly OrderLine[]): OrderLine[] => lines.filter((l) => l.type !== PRODUCT_LINE && l.type !== TOTAL_LINE);

/** The sub-products chosen on a line, with their names, in the product's order. */
export const chosenSubProducts = (line: Pick<OrderLine, 'product' | 'subProductUuids'>): SubProduct[] =>
  line.product?.subproducts.filter((s) => line.subProductUuids.includes(s.uuid)) ?? [];

/**
 * A line's Edit link: the editor for template products (spec 2 §2.13), the retouch page for the
 * retouch line; null for the rest (packages have an editor of their own, not built here).
 */
export function lineEditPath(line: Pick<OrderLine, 'uuid' | 'product' | 'template'>): string | null {
  if (!line.product) return null;
  if (isTemplateProductType(line.product.type) && line.template) return editLinePath(line.uuid);
  if (line.product.type === PRODUCT_TYPES.retouch) return RETOUCH_PATH;
  return null;
}

/** A template line's preview: which template version to draw with what. */
export const previewKey = (template: { uuid: string; version: number }): string => `${template.uuid}@${template.version}`;
