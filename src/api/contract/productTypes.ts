/**
 * Product type codes and the template list types, without schemas: the shop and the editor test
 * against them in their first JS, which must not carry zod (the schema modules import them from here).
 */

/** Product type codes of spec 2 §9. */
export const PRODUCT_TYPES = { card: 1, calendar: 2, photoGift: 89, retouch: 11, package: 200 } as const;

/** Product types the template editor makes (spec 2 §2.13); packages have their own editor. */
const TEMPLATE_PRODUCT_TYPES: readonly number[] = [PRODUCT_TYPES.card, PRODUCT_TYPES.calendar, PRODUCT_TYPES.photoGift];

export const isTemplateProductType = (type: number): boolean => TEMPLATE_PRODUCT_TYPES.includes(type);

/** The {type} segment of the template list paths. */
export const TEMPLATE_LIST_TYPES = ['cards', 'calendars', 'photogifts'] as const;
export type TemplateListType = (typeof TEMPLATE_LIST_TYPES)[number];
