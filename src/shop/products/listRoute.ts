/**
 * The template lists' routes (spec 2 §2.2): what a list route's parameters ask for and the
 * paths the list links to (other categories, the create routes of src/shop/editorSession/editorRoutes).
 * Pure.
 */
import { TEMPLATE_LIST_TYPES, type TemplateListType } from '../../api/contract/productTypes';
import { categoriesPath, productListPath } from '../routes';

/**
 * A list route: `type` for /products/{type}/{category?}, `categories` for
 * /products/categories/{category}/{subCategory?} (the overview's cards tile).
 */
export type ListRouteFamily = 'type' | 'categories';

/**
 * The category overview's route (spec 2 §2.1). /products itself replaces itself with the package
 * offers (spec 3 §2), so the overview lives at /products/categories.
 */
export const PRODUCT_OVERVIEW_ROUTES = ['products/categories'] as const;

/**
 * The list routes (react-router patterns). The editor's create routes (CREATE_ROUTES) have more
 * segments, and 'categories' is a static segment, so react-router's ranking never gives a create
 * path to a list (tests/unit/shop/products/routes.test.ts).
 */
export const TEMPLATE_LIST_ROUTES: readonly { path: string; family: ListRouteFamily }[] = [
  { path: 'products/:type', family: 'type' },
  { path: 'products/:type/:category', family: 'type' },
  { path: 'products/categories/:category/:subCategory?', family: 'categories' },
];

export interface ListSource {
  family: ListRouteFamily;
  type: TemplateListType;
  /** The template category to list; null lists the whole type (cards: the default card category). */
  category: string | null;
  /** The categories route's {category} segment ('cards', a photo-gift category). */
  routeCategory?: string;
}

const isListType = (value: string): value is TemplateListType => (TEMPLATE_LIST_TYPES as readonly string[]).includes(value);

/** The categories route's {category}: the overview tile's internal name. */
function typeOfTile(tile: string): TemplateListType {
  if (tile === 'cards') return 'cards';
  if (tile === 'calendar' || tile === 'calendars') return 'calendars';
  return 'photogifts';
}

/** What the route asks for, or null for a path that is no list (an unknown type). */
export function listSource(family: ListRouteFamily, params: Readonly<Record<string, string | undefined>>): ListSource | null {
  if (family === 'categories') {
    const tile = params.category;
    if (!tile) return null;
    const type = typeOfTile(tile);
    const category = params.subCategory ?? (type === 'photogifts' ? tile : null);
    return { family, type, category, routeCategory: tile };
  }
  const type = params.type;
  if (!type || !isListType(type)) return null;
  return { family, type, category: params.category ?? null };
}

const segment = encodeURIComponent;

/** The same list showing another template category (the card category selector). */
export function listPathFor(source: ListSource, category: string): string {
  if (source.family === 'categories' && source.routeCategory) return categoriesPath(source.routeCategory, category);
  return `${productListPath(source.type)}/${segment(category)}`;
}

/**
 * A template's create route: the calendars' own route for calendars, the categories route from a
 * categories list with a subcategory, else the type's route with the listed category.
 */
export function createPathFor(source: ListSource, category: string | null, productUuid: string, templateUuid: string): string {
  const ids = `${segment(productUuid)}/${segment(templateUuid)}`;
  if (source.type === 'calendars') return `${productListPath('calendars')}/${ids}`;
  if (source.family === 'categories' && source.routeCategory && category && source.routeCategory !== category) {
    return `${categoriesPath(source.routeCategory, category)}/${ids}`;
  }
  return `${productListPath(source.type, category)}/${ids}`;
}
