/** Cart rows as the API's order lines (spec 2 §3), in the customer's language. */
import type { OrderLine } from '../../../api/contract/cart';
import type { CatalogProduct } from '../../../api/contract/templates';
import { textIn, type Language, type Template } from '../../../engine/model';
import type { Db } from '../../db/client';
import { loadProducts } from '../templates/products';
import type { CartLineRow } from './cartRows';
import { isTemplateProductType, PRODUCT_TYPES } from '../../../api/contract/productTypes';
import { lineTemplateKey, loadLineTemplates } from './lineTemplates';
import { itemProductUuids, packageOfLine } from '../packages/packageItems';

const kroner = (value: string): number => Number(value);

/** Only template products change quantity in the cart; a retouch line follows its selection, other lines are fixed. */
export const canChangeQuantity = (row: Pick<CartLineRow, 'type'>, product: Pick<CatalogProduct, 'type'> | undefined): boolean =>
  row.type === 0 && product !== undefined && isTemplateProductType(product.type);

/** One row as an order line, given its product and template version (both already loaded). */
export function toOrderLine(
  row: CartLineRow,
  product: CatalogProduct | undefined,
  template: Template | undefined,
  lang: Language,
  // The products of a package line's items
  products: ReadonlyMap<string, CatalogProduct> = new Map(),
): OrderLine {
  const actual = kroner(row.linePrice);
  const regular = row.regularLinePrice === null ? actual : kroner(row.regularLinePrice);
  const templateName = template ? textIn(template.name, lang) : null;
  return {
    uuid: row.uuid,
    type: row.type,
    // Template lines are named by their design, retouching by its product; other lines keep their own text.
    description: templateName ?? (product?.type === PRODUCT_TYPES.retouch ? product.name : row.description),
    product: product ? { uuid: product.uuid, name: product.name, type: product.type, subproducts: product.subproducts } : null,
    subProductUuids: row.subProductUuids,
    quantity: row.quantity,
    minimumQuantity: product?.minorderpartquantity ?? 1,
    maximumQuantity: null,
    canChangeQuantity: canChangeQuantity(row, product),
    linePrice: regular,
    actualLinePrice: actual,
    rebate: actual < regular ? { linePrice: actual } : null,
    template:
      template && templateName !== null ? { uuid: template.uuid, version: template.version, name: templateName, categories: template.categories } : null,
    templateData: row.templateData,
    ...(row.packageData ? { description: textIn(row.packageData.name, lang), package: packageOfLine(row.packageData, products, lang) } : {}),
  };
}

/** The rows as order lines, loading their products and template versions once each. */
export async function toOrderLines(db: Db, rows: readonly CartLineRow[], lang: Language): Promise<OrderLine[]> {
  const itemProducts = rows.flatMap((r) => (r.packageData ? itemProductUuids(r.packageData.items) : []));
  const products = await loadProducts(db, [...rows.flatMap((r) => (r.productUuid ? [r.productUuid] : [])), ...itemProducts], lang);
  const templates = await loadLineTemplates(db, rows);
  return rows.map((row) => toOrderLine(row, row.productUuid ? products.get(row.productUuid) : undefined, templates.get(lineTemplateKey(row)), lang, products));
}
