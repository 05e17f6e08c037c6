import { z } from 'zod/mini';
import { cartTemplateData } from './cart';
import { endpoint } from './endpoint';
import { catalogProduct, templateListType } from './templates';

/**
 * The 'Other popular products' strip (spec 1 §2, §3 'Promoted product'): popular templates with
 * the product they are sold as, and popular template categories. Money is NOK.
 */

/** Where a promoted product belongs: a template category and the list type its routes use. */
export const promotedCategory = z.object({
  /** Template category ('christmas', 'calendar', 'mugs'). */
  internalName: z.string(),
  /** In the session's language. */
  name: z.string(),
  /** The {type} of the shop's routes: /products/{listType}/{internalName}. */
  listType: templateListType,
});
export type PromotedCategory = z.infer<typeof promotedCategory>;

export const promotedProduct = z.object({
  /** template: one design sold as one product ('View product' opens its editor); category: a whole list. */
  type: z.enum(['template', 'category']),
  category: promotedCategory,
  /** The product a template entry sells; null for a category. */
  product: z.nullable(catalogProduct),
  /** The template's current version; null for a category. */
  template: z.nullable(z.object({ uuid: z.string(), version: z.int(), name: z.string() })),
  /** What the editor opens with: empty slots and the year to make it for; null for a category. */
  templateData: z.nullable(cartTemplateData),
  /** URL of the card's picture: the template's preview (a category shows its most popular template's). */
  image: z.string(),
  /** The template the picture shows (current version): the shop draws it with the customer's own pictures. */
  imageTemplate: z.object({ uuid: z.string(), version: z.int() }),
  /** 'Price from' at regular prices (the last tier); a category's is its cheapest product's. */
  price: z.number(),
  /** The campaign 'price from', only when the customer qualifies for it (spec 1 §6); else null. */
  rebatedPrice: z.nullable(z.number()),
});
export type PromotedProduct = z.infer<typeof promotedProduct>;


/**
 * Popular products for the signed-in customer (401 for visitors), in a fixed order: templates
 * most often in customers' carts first (at most one per product, none already in this
 * customer's cart), then the most popular categories the templates do not already show.
 */
export const getPromotedProducts = endpoint({
  method: 'GET',
  path: '/api/webshop/promoted-products',
  /** Names in this language; the session's language when left out. */
  query: z.object({ lang: z.optional(z.enum(['nb', 'en'])) }),
  response: z.array(promotedProduct),
});
