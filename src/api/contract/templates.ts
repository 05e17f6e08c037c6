import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { TEMPLATE_LIST_TYPES } from './productTypes';
import { background } from './pictureSets';

/**
 * The template calls of spec 2 §7 and the products they are sold as.
 *
 * Money: every price is a number of Norwegian kroner (NOK) with øre as decimals (149.5 is
 * 149,50 kr), as the cart's amounts are; the database keeps them as numeric(12, 2).
 *
 * Template definitions and user resources are the engine's format (src/engine/model,
 * docs/template-format.md). The contract may not import the engine, so it names only the fields
 * a screen reads before handing the JSON to the engine's parser (`parseTemplate`,
 * `userResources.parse`), and lets the rest through.
 */

/** The {type} segment of the list paths. */
export const templateListType = z.enum(TEMPLATE_LIST_TYPES);
export type { TemplateListType } from './productTypes';

/** The engine's template types. */
export const templateKind = z.enum(['CARD', 'CALENDAR', 'PHOTOGIFT']);
export type TemplateKind = z.infer<typeof templateKind>;

export const productPrice = z.object({
  /** Type 0: the price per piece from this quantity up. Other types: the price of the quantity-th piece. */
  quantity: z.int(),
  /** NOK. */
  price: z.number(),
  /** NOK; null when there is no campaign. */
  campaignprice: z.nullable(z.number()),
  /** 0 is a quantity tier; any other type is an ordinal tier (1st, 2nd, ...). */
  type: z.int(),
});
export type ProductPrice = z.infer<typeof productPrice>;

export const subProduct = z.object({ uuid: z.string(), name: z.string(), /** NOK. */ extraprice: z.number() });
export type SubProduct = z.infer<typeof subProduct>;

/** A product (spec 2 §3) with names in the session's language. */
export const catalogProduct = z.object({
  uuid: z.string(),
  name: z.string(),
  /** 1 card, 2 calendar, 89 photo gift (template products), 11 retouch, 200 package. */
  type: z.int(),
  sortOrder: z.int(),
  minorderpartquantity: z.int(),
  subproducts: z.array(subProduct),
  /** By type, then quantity ascending; the last tier is the "Price from" price. */
  productprices: z.array(productPrice),
  categories: z.array(z.string()),
  /** Null: campaign prices apply to everyone. PACKAGE_IN_CART: only with a package in the cart. */
  campaignrequirement: z.nullable(z.enum(['PACKAGE_IN_CART'])),
});
export type CatalogProduct = z.infer<typeof catalogProduct>;

const rect = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
const sizeMm = z.object({ width: z.number(), height: z.number() });

/** A picture placed in an image slot (the engine's ImageResource). */
export const templateImageResource = z.looseObject({
  pictureUuid: z.string(),
  sourceWidth: z.int(),
  sourceHeight: z.int(),
  webshopId: z.optional(z.string()),
  /** In pixels of the photo after its turn; null shows the layout's default crop. */
  cropRect: z.nullable(rect),
  rotation: z.int(),
  overrideEffect: z.optional(z.enum(['original', 'bw', 'sepia'])),
  background: z.optional(z.object({ uuid: z.string() })),
});

/** A text slot's content (the engine's TextResource); override* fields may follow. */
export const templateTextResource = z.looseObject({ text: z.string() });

/** The engine's UserResources: what a customer put into the slots, keyed by slot id. */
export const templateUserResources = z.object({
  images: z.record(z.string(), templateImageResource),
  texts: z.record(z.string(), templateTextResource),
});
export type TemplateUserResources = z.infer<typeof templateUserResources>;

/** A published template version in the engine's format (parse it with the engine's parseTemplate). */
export const templateDefinition = z.looseObject({
  uuid: z.string(),
  version: z.int(),
  name: z.object({ nb: z.string(), en: z.optional(z.string()) }),
  type: templateKind,
  size: sizeMm,
  categories: z.array(z.string()),
  parts: z.array(z.looseObject({ id: z.string() })).check(z.minLength(1)),
});
export type TemplateDefinition = z.infer<typeof templateDefinition>;

/** One entry of a template list (spec 2 §3 'Template list item'). Lengths are millimetres. */
export const templateListItem = z.object({
  uuid: z.string(),
  version: z.int(),
  name: z.string(),
  product: catalogProduct,
  /** `large` is the file under /templates/all/: the first part drawn at 640 px wide, empty slots as placeholders. */
  preview: z.object({ large: z.string() }),
  /** Empty in plain lists; filled with the subject's pictures and texts in a subject's list. */
  userResources: templateUserResources,
  /** The product's printed size. */
  width: z.number(),
  height: z.number(),
  /** The visible area when it is smaller than the printed size (a mug's wrap). */
  trimBox: z.optional(sizeMm),
  /** The size the customer sees: the trim box when there is one, else width x height. */
  dimensions: sizeMm,
  categories: z.array(z.string()),
  type: templateKind,
  supportedYears: z.array(z.int()),
  separateFromBackground: z.boolean(),
  addToCartWarning: z.boolean(),
  /** Parts (calendar pages), image slots and text slots: what the list filters offer. */
  pages: z.int(),
  imageSlots: z.int(),
  textSlots: z.int(),
});
export type TemplateListItem = z.infer<typeof templateListItem>;

/** A template list, products in the order of spec 2 §9 and each product's templates after it. */
export const templateList = z.object({ templates: z.array(templateListItem) });

const subjectRef = z.object({ uuid: z.string(), name: z.string(), group: z.boolean() });

/** A tile of the category overview (spec 2 §2.1). */
export const shopCategory = z.object({
  internalName: z.string(),
  title: z.string(),
  description: z.string(),
  /** URL of the tile's picture. */
  image: z.string(),
  subCategories: z.array(z.object({ internalName: z.string(), default: z.boolean() })),
  /**
   * The signed-in customer's most recently added picture set whose pictures fill a template of
   * this category; null for visitors, tiles without templates and when no set qualifies.
   */
  firstQualifiedSubject: z.nullable(subjectRef),
  /**
   * The category's first template (current version), which the shop draws with the customer's
   * own pictures in place of the image; null for visitors and tiles without templates.
   */
  template: z.nullable(z.object({ uuid: z.string(), version: z.int() })),
});
export type ShopCategory = z.infer<typeof shopCategory>;

/** The category overview, in display order ('archive' included: the shop hides it). */
export const getTemplateCategories = endpoint({
  method: 'GET',
  path: '/ajax/template/get_categories.php',
  /** Texts in this language; the session's language when left out. */
  query: z.object({ lang: z.optional(z.enum(['nb', 'en'])) }),
  response: z.object({ categories: z.array(shopCategory) }),
});

export const getCardCategories = endpoint({
  method: 'GET',
  path: '/api/webshop/templates/cards/categories',
  response: z.object({
    /** Internal names in display order. */
    categories: z.array(z.string()),
    defaultCategory: z.string(),
    /** Each category's name in the session's language, by internal name. */
    titles: z.record(z.string(), z.string()),
  }),
});

export const getPhotogiftCategoryInfo = endpoint({
  method: 'GET',
  path: '/api/webshop/templates/photogift/categories/:category/info',
  response: z.object({
    /** The category's name by language. */
    names: z.object({ nb: z.string(), en: z.string() }),
    /** The list draws templates with the customer's own pictures (a subject's list fills them). */
    userImagePreviews: z.boolean(),
    separateFromBackground: z.boolean(),
  }),
});

/** Current versions of a type's templates. */
export const listTemplates = endpoint({ method: 'GET', path: '/api/webshop/templates/:type', response: templateList });

export const listTemplatesInCategory = endpoint({
  method: 'GET',
  path: '/api/webshop/templates/:type/categories/:category',
  response: templateList,
});

/**
 * The category's templates whose required image slots the subject's pictures can fill, each with
 * the subject's pictures and texts placed. Signed in; the subject's set must be on the account.
 */
export const listTemplatesForSubject = endpoint({
  method: 'GET',
  path: '/api/webshop/templates/:type/categories/:category/subjects/:subjectUuid',
  response: templateList,
});

/** One published version, as an order line stored it. */
export const getTemplateVersion = endpoint({
  method: 'GET',
  path: '/api/webshop/templates/by-uuid/:uuid/:version',
  response: templateDefinition,
});

/** The current version. */
export const getCurrentTemplate = endpoint({
  method: 'GET',
  path: '/api/webshop/templates/by-uuid/:uuid',
  response: templateDefinition,
});

/**
 * The product's templates filled with pictures of a picture set of the customer's: `subject`
 * when given, else the session's current set, else the most recently added one.
 */
export const listUserTemplatesByProduct = endpoint({
  method: 'GET',
  path: '/api/webshop/user/templates/by-product/:productUuid',
  query: z.object({ subject: z.optional(z.uuid()) }),
  response: z.object({
    items: z.array(
      z.object({
        template: z.object({ uuid: z.string(), version: z.int(), dimensions: sizeMm }),
        userResources: templateUserResources,
      }),
    ),
  }),
});

const uuidRef = z.object({ uuid: z.uuid() });

/** The subject's best allowed picture in every image slot (cropped to cover it) and texts with name and year. */
export const fillTemplate = endpoint({
  method: 'POST',
  path: '/api/webshop/user/templates/fill-template',
  readsOnly: true,
  body: z.object({ template: uuidRef, subject: uuidRef }),
  response: z.object({
    /** The current version the resources were made for. */
    template: z.object({ uuid: z.string(), version: z.int() }),
    userResources: templateUserResources,
    /** The year to make the product for: this year, or a calendar's first supported year from now on. */
    year: z.int(),
  }),
});

/**
 * Texts of the slot's part after the customer chose `picture` for slot `resource.id`: a group
 * picture names its group, any other picture the subject. 400 when the slot refuses the picture.
 */
export const fillUserStringsByPicture = endpoint({
  method: 'POST',
  path: '/api/webshop/templates/fill-user-strings-by-picture',
  readsOnly: true,
  body: z.object({
    subject: uuidRef,
    /** `version` pins the version being edited (a cart line's); the current one when left out. */
    template: z.object({ uuid: z.uuid(), version: z.optional(z.int().check(z.minimum(1))) }),
    picture: uuidRef,
    resource: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
    /** The instance's year for {year}; the default year when left out. */
    year: z.optional(z.int().check(z.minimum(2000), z.maximum(2200))),
  }),
  response: z.object({ userStringResources: z.record(z.string(), templateTextResource) }),
});

/** Backgrounds for the green-screen pictures of a job the customer has a set in (none for other jobs). */
export const getGreenScreenBackgrounds = endpoint({
  method: 'GET',
  path: '/api/webshop/green-screen-backgrounds/:jobUuid',
  response: z.object({ backgrounds: z.array(background) }),
});

/**
 * A green-screen background as a picture (spec 2 §7 /system/gsbackground.php): `size` is the long
 * side like a picture derivative's; `rotation` turns the background against a picture turned
 * by that much (as the engine's composite does), so it stands upright once the picture is turned.
 */
export const getGreenScreenBackgroundImage = endpoint({
  method: 'GET',
  path: '/system/gsbackground.php',
  query: z.object({
    uuid: z.uuid(),
    rotation: z._default(z.enum(['0', '90', '180', '270']), '0'),
    effect: z._default(z.enum(['original', 'bw', 'sepia']), 'original'),
    size: z._default(z.enum(['320', '640', '800']), '800'),
  }),
  /** A JPEG. */
  response: z.unknown(),
});

/** A picture the customer uploaded. */
export const uploadedImage = z.object({
  uuid: z.string(),
  dimensions: z.object({ width: z.int(), height: z.int() }),
  /** Always holds user_uploaded. */
  keywords: z.array(z.string()),
  /** Media URL template like a picture's: /media/uploads/{uuid}/{size}/{effect}.jpg. */
  src: z.string(),
  /** ISO time of the upload. */
  uploadedAt: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

/** The customer's uploads, newest first. */
export const listRecentImages = endpoint({
  method: 'GET',
  path: '/api/webshop/user/recent-images',
  response: z.object({ images: z.array(uploadedImage) }),
});

/**
 * The upload the spec leaves unnamed: multipart/form-data with one or more files under `files`.
 * All or nothing: one bad file refuses the request and nothing is stored. Answers 201.
 */
export const uploadUserImages = endpoint({
  method: 'POST',
  path: '/api/webshop/user/images',
  body: z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData),
  response: z.object({ images: z.array(uploadedImage) }),
});

/**
 * Spec 3 §7's upload helper: the same all-or-nothing upload with the files under `images[]` and the
 * old site's query (handleuploads, interface, redirect, uploadtype, json and thumbnails=640, the
 * thumbnail size the answer's pictures are shown at). Answers result 'OK' and the stored files as
 * Uploaded images (spec 3 §3: uuid, dimensions, keywords); refusals are the same 4xx as above.
 */
export const uploadInternalQuery = z.object({
  handleuploads: z.optional(z.string()),
  interface: z.optional(z.string()),
  redirect: z.optional(z.string()),
  uploadtype: z.optional(z.string()),
  json: z.optional(z.string()),
  thumbnails: z.optional(z.literal('640')),
});

export const uploadInternal = endpoint({
  method: 'POST',
  path: '/system/iframes/upload_internal.php',
  query: uploadInternalQuery,
  body: z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData),
  response: z.object({ result: z.literal('OK'), files: z.array(uploadedImage) }),
});

/** One product with prices and sub-products (the create page and the price dialog). */
export const getProduct = endpoint({ method: 'GET', path: '/api/webshop/products/:uuid', response: z.object({ product: catalogProduct }) });

/** The retouch product (type 11) with its sub-products; 404 when the shop has none ('Retouch not available'). */
export const getRetouchProduct = endpoint({ method: 'GET', path: '/api/webshop/products/retouch', response: z.object({ product: catalogProduct }) });
