/**
 * The editor's routes (spec 2 §2.2, §2.13) and where Back leads from them (§2.4, §2.13): the
 * route parameters a create page needs, checked before anything is loaded, and the list a
 * template of each type came from.
 */
import { isTemplateProductType, PRODUCT_TYPES, type TemplateListType } from '../../api/contract/productTypes';
import type { CreateTarget } from '../../api/contract/editorPages';
import type { TemplateType } from '../../engine/model';
import { CATEGORY_OVERVIEW_PATH, productListPath } from '../routes';

export { CREATE_ROUTES, createTarget, createTargetOfPath, isUpdatePath, UPDATE_ROUTE, type CreateTarget } from '../../api/contract/editorPages';

/**
 * Which editor opens a cart line on the update route (spec 3 §9): the template editor for
 * product types 1, 2 and 89, the package editor for 200; null: no editor.
 */
export function lineEditorFor(productType: number | null | undefined): 'template' | 'package' | null {
  if (productType === undefined || productType === null) return null;
  if (isTemplateProductType(productType)) return 'template';
  return productType === PRODUCT_TYPES.package ? 'package' : null;
}


/**
 * Back from a create page (spec 2 §2.4): the calendars list for a calendar, the cards list for a
 * card, else the photo gifts of the template's category (the route's, else the template's first).
 */
export function createBackTarget(templateType: TemplateType, routeCategory: string | undefined, templateCategories: readonly string[]): string {
  if (templateType === 'CALENDAR') return productListPath('calendars');
  if (templateType === 'CARD') return productListPath('cards');
  return productListPath('photogifts', routeCategory ?? templateCategories[0]);
}

const LIST_TYPE_KIND: Record<TemplateListType, TemplateType> = { cards: 'CARD', calendars: 'CALENDAR', photogifts: 'PHOTOGIFT' };

/**
 * Back while the template is not loaded (loading failed): the list the route names, else the
 * product lists' start.
 */
export function routeBackTarget(target: CreateTarget): string {
  return target.type ? createBackTarget(LIST_TYPE_KIND[target.type], target.category, []) : CATEGORY_OVERVIEW_PATH;
}
