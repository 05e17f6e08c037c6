/**
 * What a template list shows (spec 2 §2.2, calls of §7): the templates of the route's type and
 * category, filled with the current set's pictures and texts, plus the card categories for the
 * selector and a photo-gift category's name. A list of a whole type (no category in the route;
 * the calls take a subject only with a category) is filled product by product instead.
 */
import {
  getCardCategories,
  getPhotogiftCategoryInfo,
  listTemplates,
  listUserTemplatesByProduct,
  type TemplateListItem,
} from '../../api/client/templates';
import type { ListSource } from './listRoute';

export interface ListedTemplate extends TemplateListItem {
  /** The customer's pictures and texts as the server filled them (none without a set); they name the tile's drawing. */
  filled: unknown;
}

export interface CardCategories {
  /** Internal names in display order. */
  categories: string[];
  titles: Record<string, string>;
}

export interface PhotogiftCategory {
  names: { nb: string; en: string };
  /** Draw the tiles with the customer's pictures; else the template's own preview. */
  userImagePreviews: boolean;
}

export interface TemplateListData {
  /** The template category listed: the route's, or for cards the default one. */
  category: string | null;
  templates: ListedTemplate[];
  cardCategories: CardCategories | null;
  photogift: PhotogiftCategory | null;
}

/** Each listed template's resources filled from the subject's set, asked for per product. */
async function fillsByProduct(items: readonly TemplateListItem[], subjectUuid: string): Promise<Map<string, unknown>> {
  const products = [...new Set(items.map((item) => item.product.uuid))];
  const answers = await Promise.all(products.map((uuid) => listUserTemplatesByProduct(uuid, subjectUuid)));
  const fills = new Map<string, unknown>();
  for (const { items: filled } of answers) for (const entry of filled) fills.set(`${entry.template.uuid}@${entry.template.version}`, entry.userResources);
  return fills;
}

export async function loadTemplateList(source: ListSource, subjectUuid: string | null): Promise<TemplateListData> {
  const cards = source.type === 'cards' ? await getCardCategories() : null;
  const category = source.category ?? cards?.defaultCategory ?? null;
  const [info, list] = await Promise.all([
    source.type === 'photogifts' && category ? getPhotogiftCategoryInfo(category) : Promise.resolve(null),
    listTemplates(source.type, category ?? undefined, category && subjectUuid ? subjectUuid : undefined),
  ]);
  const fills = !category && subjectUuid ? await fillsByProduct(list.templates, subjectUuid) : null;
  const templates = list.templates.map((item) => ({
    ...item,
    filled: fills ? (fills.get(`${item.uuid}@${item.version}`) ?? null) : item.userResources,
  }));
  return {
    category,
    templates,
    cardCategories: cards ? { categories: cards.categories, titles: cards.titles } : null,
    photogift: info ? { names: info.names, userImagePreviews: info.userImagePreviews } : null,
  };
}
