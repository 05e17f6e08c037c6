/** Template list entries (spec 2 §3 'Template list item') and their order. Pure. */
import type { CatalogProduct, TemplateListItem } from '../../../api/contract/templates';
import type { Size } from '../../../engine/layout/geometry';
import { imageSlots, textIn, textSlots, type Language, type Template, type UserResources } from '../../../engine/model';
import { compareProducts } from './productOrder';

const PREVIEW_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:_v([1-9]\d{0,8}))?\.png$/;

/** The preview's name under /templates/all/: one name per published version, so it can be cached for good. */
export const previewFileName = (uuid: string, version: number): string => `${uuid}_v${version}.png`;

/** A preview's name: `{uuid}_v{version}.png`, or `{uuid}.png` for the current version (what an editor page shows while it loads). */
export function parsePreviewFileName(file: string): { uuid: string; version: number | 'current' } | null {
  const match = PREVIEW_FILE.exec(file);
  if (!match) return null;
  return { uuid: match[1], version: match[2] === undefined ? 'current' : Number(match[2]) };
}

/** What the customer sees of the product: the trim box when there is one. */
export const visibleSize = (template: Pick<Template, 'size' | 'trimBox'>): Size =>
  template.trimBox ? { width: template.trimBox.width, height: template.trimBox.height } : { width: template.size.width, height: template.size.height };

export function toListItem(template: Template, product: CatalogProduct, userResources: UserResources, lang: Language): TemplateListItem {
  return {
    uuid: template.uuid,
    version: template.version,
    name: textIn(template.name, lang),
    product,
    preview: { large: previewFileName(template.uuid, template.version) },
    userResources,
    width: template.size.width,
    height: template.size.height,
    ...(template.trimBox ? { trimBox: { width: template.trimBox.width, height: template.trimBox.height } } : {}),
    dimensions: visibleSize(template),
    categories: template.categories,
    type: template.type,
    supportedYears: template.supportedYears,
    separateFromBackground: template.separateFromBackground,
    addToCartWarning: template.addToCartWarning,
    pages: template.parts.length,
    imageSlots: imageSlots(template).length,
    textSlots: textSlots(template).length,
  };
}

/** A list entry with the template's place among its product's templates. */
export interface RankedItem {
  item: TemplateListItem;
  templateSortOrder: number;
}

/** Products in the order of spec 2 §9, each product's templates together in their own order. */
export function orderListItems(kind: Template['type'], entries: readonly RankedItem[]): TemplateListItem[] {
  return [...entries]
    .sort(
      (a, b) =>
        compareProducts(kind, a.item.product, b.item.product) ||
        a.item.product.uuid.localeCompare(b.item.product.uuid) ||
        a.templateSortOrder - b.templateSortOrder ||
        a.item.uuid.localeCompare(b.item.uuid),
    )
    .map((e) => e.item);
}
