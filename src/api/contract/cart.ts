import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { catalogProduct, subProduct, templateUserResources } from './templates';

/**
 * The shopping cart. Spec 2 §7 leaves the add/update/read calls unnamed; they live under
 * /api/webshop/cart. Money is NOK with øre as decimals (149.5 is 149,50 kr), as everywhere.
 *
 * The server prices every line itself (src/domain/pricing) and never reads a price from the
 * client. Every call needs a signed-in customer (401 otherwise) except the summary, which answers
 * an empty cart to a visitor; another customer's line answers 404 like an unknown one.
 */

/** What the header needs on every page: the cart badge (item count) and the free-delivery banner (total). */
export const cartSummary = z.object({
  /** Sum of the quantities of product lines (type 0). */
  itemCount: z.int(),
  /** Sum of the line prices in NOK; the total/tax line (type 4) is not added twice. */
  totalPrice: z.number(),
});
export type CartSummary = z.infer<typeof cartSummary>;

export const getCartSummary = endpoint({
  method: 'GET',
  path: '/api/webshop/cart/summary',
  response: cartSummary,
});

/** A template version as an order line pins it. */
export const cartTemplateRef = z.object({ uuid: z.uuid(), version: z.int().check(z.minimum(1)) });

const lineLanguage = z.enum(['nb', 'en']);

/**
 * What the customer made, frozen when the line goes into the cart: the engine's UserResources
 * with every text slot written out (the template's default texts filled in as the customer saw
 * them), the year calendars are drawn for, and the language the customer saw (month and weekday
 * names). Every preview, the receipt and the print file draw a line from this with its pinned
 * template version, never in the page's current language. `lang` is absent only on lines stored
 * before lines were frozen.
 */
export const cartTemplateData = z.object({
  year: z.int().check(z.minimum(2000), z.maximum(2200)),
  lang: z.optional(lineLanguage),
  userResources: templateUserResources,
});
export type CartTemplateData = z.infer<typeof cartTemplateData>;

/**
 * What the editor sends: the resources as edited, plus what it showed the customer, so the server
 * freezes the default texts the customer saw. `lang` defaults to the request's language,
 * `subjectName` ({name} in default texts) to none.
 */
export const cartTemplateDataInput = z.object({
  year: z.int().check(z.minimum(2000), z.maximum(2200)),
  lang: z.optional(lineLanguage),
  subjectName: z.optional(z.string().check(z.maxLength(200))),
  userResources: templateUserResources,
});

/** One part of a package as the package editor shows it (issue 6 packages). */
export const packageItem = z.object({
  uuid: z.string(),
  kind: z.enum(['template', 'catalogue', 'digitalSet']),
  /** Raised by one each time the customer replaces the item, starting at 1. */
  version: z.int().check(z.minimum(1)),
  product: z.nullable(z.object({ uuid: z.string(), name: z.string(), type: z.int() })),
  template: z.nullable(z.object({ uuid: z.string(), version: z.int(), name: z.string() })),
  templateData: z.nullable(cartTemplateData),
  catalogue: z.nullable(z.object({ uuid: z.string(), name: z.string() })),
  /** Digital portrait set: the set's non-group pictures (the editor shows up to 3). */
  pictures: z.array(z.object({ uuid: z.string() })),
});
export type PackageItem = z.infer<typeof packageItem>;

/**
 * An order line (spec 2 §3, spec 1 §3). Type 0 is a product; 1-4 are rebate, voucher, shipping/fee
 * and total lines, which carry no product.
 */
export const orderLine = z.object({
  uuid: z.string(),
  type: z.int(),
  description: z.string(),
  /** The product in the session's language, with all its sub-products (names for the cart page). */
  product: z.nullable(z.object({
    uuid: z.string(),
    name: z.string(),
    /** Product type code: 1 card, 2 calendar, 89 photo gift, 11 retouch, 200 package. */
    type: z.int(),
    subproducts: z.array(subProduct),
  })),
  /** The chosen sub-products, each a uuid of one of `product.subproducts`. */
  subProductUuids: z.array(z.string()),
  quantity: z.int(),
  /** The product's minorderpartquantity (1 for lines without a product): the cart's lowest quantity. */
  minimumQuantity: z.int(),
  /** Null: no upper limit (the cart offers up to the current quantity plus 100). */
  maximumQuantity: z.nullable(z.int()),
  canChangeQuantity: z.boolean(),
  /** Regular price of the whole line (quantity and sub-products included). */
  linePrice: z.number(),
  /** What the customer pays for the line: the campaign price when one applies, else linePrice. */
  actualLinePrice: z.number(),
  /** Set when a campaign lowers the line: the rebated price of the whole line. */
  rebate: z.nullable(z.object({ linePrice: z.number() })),
  /** The template version the line was made with; null for lines that are no template product. */
  template: z.nullable(z.object({
    uuid: z.string(),
    version: z.int(),
    name: z.string(),
    categories: z.array(z.string()),
  })),
  templateData: z.nullable(cartTemplateData),
  /** Spec 1 §3: a catalogue line's catalogue and its pupil (the cart labels it 'Catalogue'). Absent on single-line answers. */
  catalogue: z.optional(z.nullable(z.object({ uuid: z.string(), name: z.string(), subject: z.object({ uuid: z.string(), name: z.string() }) }))),
  /** The subjects of a digital set or a catalogue line. */
  subjects: z.optional(z.array(z.object({ uuid: z.string(), name: z.string() }))),
  /** A digital line's files (picture uuids); the cart previews the first 3. */
  digitalFiles: z.optional(z.array(z.object({ uuid: z.string() }))),
  /** Spec 3 §3: a package line's package (product type 200); uuid is the package instance's. issue 6 packages */
  package: z.optional(z.nullable(z.object({ uuid: z.string(), offerUuid: z.string(), name: z.string(), subject: z.object({ uuid: z.string() }), packageItems: z.array(packageItem) }))),
});
export type OrderLine = z.infer<typeof orderLine>;

export const cart = z.object({
  /** Oldest first. */
  orderLines: z.array(orderLine),
  summary: cartSummary,
  /** The voucher code in use (set at checkout); null without one. */
  rebateCode: z.nullable(z.string()),
});
export type Cart = z.infer<typeof cart>;

/** One order line to create from the editor's buy view. */
export const newCartItem = z.object({
  productUuid: z.uuid(),
  /** Each must be a sub-product of the product; no repeats. */
  subProductUuids: z._default(z.array(z.uuid()).check(z.maxLength(20)), []),
  /** At least the product's minorderpartquantity. */
  quantity: z.int().check(z.minimum(1), z.maximum(10000)),
  template: cartTemplateRef,
  templateData: cartTemplateDataInput,
});
export type NewCartItem = z.input<typeof newCartItem>;

/**
 * Adds one order line per item, all or nothing. The server checks that the product sells the
 * template, the quantity reaches the minimum, the sub-products are the product's, the template
 * version exists, the resources fit it (the engine's instanceProblems, complete) and every placed
 * picture is one of the customer's (a picture set on the account or an own upload) that the
 * slot allows, with its crop inside the picture. A failure answers 400 naming the field
 * (`items.0.quantity`, `items.1.templateData.userResources.images.photo`, ...).
 */
export const addCartItems = endpoint({
  method: 'POST',
  path: '/api/webshop/cart/items',
  body: z.object({ items: z.array(newCartItem).check(z.minLength(1), z.maxLength(20)) }),
  response: z.object({ newOrderLines: z.array(orderLine), summary: cartSummary }),
});

/**
 * Replaces what a template line holds (the editor's update mode); the checks are those of
 * adding. Quantity and sub-products stay as they were unless given.
 */
export const updateCartItem = endpoint({
  method: 'PUT',
  path: '/api/webshop/cart/items/:uuid',
  body: z.object({
    subProductUuids: z.optional(z.array(z.uuid()).check(z.maxLength(20))),
    quantity: z.optional(z.int().check(z.minimum(1), z.maximum(10000))),
    template: cartTemplateRef,
    templateData: cartTemplateDataInput,
  }),
  response: z.object({ orderLine, summary: cartSummary }),
});

export const getCart = endpoint({ method: 'GET', path: '/api/webshop/cart', response: cart });

/** One line of the customer's cart; 404 'No order line' when there is none with that uuid. */
export const getCartItem = endpoint({
  method: 'GET',
  path: '/api/webshop/cart/items/:uuid',
  response: z.object({ orderLine }),
});

/** Removes a line (the retouch selection of pictures no longer in the cart goes with it); answers the cart. */
export const deleteCartItem = endpoint({
  method: 'DELETE',
  path: '/api/webshop/cart/items/:uuid',
  response: cart,
});

/**
 * The cart page's quantity selector. 400 below the product's minimum, above the line's maximum,
 * or on a line whose quantity cannot change; answers the repriced cart.
 */
export const setCartItemQuantity = endpoint({
  method: 'PUT',
  path: '/api/webshop/cart/items/:uuid/quantity',
  body: z.object({ quantity: z.int().check(z.minimum(1), z.maximum(10000)) }),
  response: cart,
});

/**
 * How many of each catalogue the cart should hold (spec 1 'Catalogue offer dialog'): the body of
 * both catalogue calls, the cart's and the checkout's. 0 takes a catalogue out, more than its
 * maxQuantity is clamped to it, at least one must be above 0; the server prices the lines.
 */
export const catalogueQuantities = z.object({
  catalogues: z.array(z.object({ uuid: z.uuid(), quantity: z.int().check(z.minimum(0), z.maximum(1000)) })).check(z.minLength(1), z.maxLength(20)),
});
export type CatalogueQuantities = z.input<typeof catalogueQuantities>;

/**
 * Spec 1 §7 'Cart actions: add several catalogue items' outside checkout (the offer over the
 * products list works on an empty cart too). All or nothing; 400 naming the field for nothing
 * chosen (`catalogues`) or a catalogue not of the customer's jobs (`catalogues.0.uuid`).
 * Answers the cart.
 */
export const addCartCatalogues = endpoint({
  method: 'POST',
  path: '/api/webshop/cart/catalogues',
  body: catalogueQuantities,
  response: cart,
});

/** A picture used in the cart's template lines, as the retouch page shows it. */
export const retouchPicture = z.object({
  uuid: z.string(),
  webshopId: z.string(),
  width: z.int(),
  height: z.int(),
  /** Media URL template like a picture set's: /media/pictures/{uuid}/{size}/{effect}.jpg. */
  src: z.string(),
  /** The retouch sub-products chosen for it (empty: not retouched). */
  subProductUuids: z.array(z.string()),
});
export type RetouchPicture = z.infer<typeof retouchPicture>;

/**
 * The retouch page (spec 2 §2.14): the retouch product (null when the shop has none: 'Retouch
 * not available') and the photographer's pictures placed in the cart's template lines, each once,
 * in the order of the lines. Own uploads are not retouched.
 */
export const getCartRetouch = endpoint({
  method: 'GET',
  path: '/api/webshop/cart/retouch',
  response: z.object({
    product: z.nullable(catalogProduct),
    pictures: z.array(retouchPicture),
    /** NOK, priced by the server as the stored selection stands. */
    total: z.number(),
  }),
});

/**
 * Replaces the retouch selection (spec 2 §7): picture uuid -> sub-product uuids of the retouch
 * product; an empty list or a missing picture clears it. Every picture must be in the cart.
 * The cart then holds one retouch line (quantity: retouched pictures) priced by spec 2 §9, or
 * none. Answers the cart.
 */
export const saveCartRetouch = endpoint({
  method: 'PUT',
  path: '/api/webshop/cart/retouch',
  body: z.object({ items: z.record(z.uuid(), z.array(z.uuid()).check(z.maxLength(20))) }),
  response: cart,
});
