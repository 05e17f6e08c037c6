/**
 * The editor's page addresses (spec 2 §2.2, §2.13), pure data shared by the shop's router and the
 * server, which preloads what a create page opens with in the page's head.
 */
import { TEMPLATE_LIST_TYPES, type TemplateListType } from './productTypes';
import { isUuid } from '../../domain/validation';

/** The three create-route shapes of spec 2 §2.2 (react-router patterns). */
export const CREATE_ROUTES = [
  'products/:type/:productUuid/:templateUuid',
  'products/categories/:category/:subCategory/:productUuid/:templateUuid',
  'products/:type/:category/:productUuid/:templateUuid',
] as const;

/** Update mode: a cart line opened again (spec 2 §2.13). */
export const UPDATE_ROUTE = 'shopping-cart/edit/:uuid';

export interface CreateTarget {
  productUuid: string;
  templateUuid: string;
  /** The list type in the path; absent on the categories route. */
  type?: TemplateListType;
  /** The category in the path, when the route has one. */
  category?: string;
}


const isListType = (value: string): value is TemplateListType => (TEMPLATE_LIST_TYPES as readonly string[]).includes(value);

/**
 * A create route's parameters, or null when they cannot name a product's template (an unknown
 * type, a segment that is no uuid): such a path is a page that does not exist, not a load error.
 */
export function createTarget(params: Readonly<Record<string, string | undefined>>): CreateTarget | null {
  const { type, category, productUuid, templateUuid } = params;
  if (!productUuid || !templateUuid || !isUuid(productUuid) || !isUuid(templateUuid)) return null;
  if (type !== undefined && !isListType(type)) return null;
  return { productUuid, templateUuid, ...(type ? { type } : {}), ...(category ? { category } : {}) };
}

/** The parameters of a route pattern's `:name` segments in a path, or null when the path has another shape. */
function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) {
      if (got[i] === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (segment !== got[i]) return null;
  }
  return params;
}

/**
 * The create page a path opens, as the router would match it (the first shape that fits and names
 * a template), or null.
 */
export function createTargetOfPath(pathname: string): CreateTarget | null {
  for (const route of CREATE_ROUTES) {
    const params = matchRoute(route, pathname);
    if (params) return createTarget(params);
  }
  return null;
}

/** Whether a path is a cart line's update page. */
export const isUpdatePath = (pathname: string): boolean => matchRoute(UPDATE_ROUTE, pathname) !== null;

/**
 * The preview of a template's current version (its first part drawn by the server, photo slots
 * empty): what a create page shows until its canvas is drawn. The versioned name
 * (`{uuid}_v{version}.png`) is what lists use; this one follows the current version.
 */
export const currentTemplatePreviewPath = (templateUuid: string): string => `/templates/all/${templateUuid}.png`;
