import { z } from 'zod/mini';
import { cartSummary, cartTemplateData, cartTemplateRef, orderLine, packageItem } from './cart';
import { endpoint } from './endpoint';

/**
 * Package offers (spec 3 §2 /products/packages, 'Package tile and offers', §3 Package (offer),
 * Package instance). The spec leaves the offers call unnamed: GET /api/webshop/packages. Money is
 * NOK; the server prices a package as one line at the offer's price, never the sum of its items.
 */

/** What an offer of type package holds, as stored. */
export type PackageOfferItem =
  | { uuid: string; kind: 'template'; productUuid: string; templateUuid: string }
  | { uuid: string; kind: 'catalogue'; catalogueUuid: string }
  | { uuid: string; kind: 'digitalSet' };

export const packageOffer = z.object({
  uuid: z.string(),
  type: z.enum(['package', 'link']),
  /** Link offers without linkInfo: where the button leads. */
  link: z.nullable(z.string()),
  /** Link offers into the shop: cards, calendars, catalogues, digitalcopy, photogifts-category or photogifts (with category). */
  linkInfo: z.nullable(z.object({ type: z.string(), category: z.nullable(z.string()) })),
  linkText: z.string(),
  name: z.string(),
  /** Line breaks are kept on the tile. */
  description: z.string(),
  /** Banner image URL, 1184x552. */
  image: z.string(),
  originalPrice: z.number(),
  priceIncludingDiscount: z.number(),
  /** The time-limited price applies while the countdown runs. */
  useTimeLimitedDiscount: z.boolean(),
  timeLimitedDiscountPrice: z.number(),
  disabled: z.boolean(),
  /** Shown over a disabled tile. */
  disabledReason: z.nullable(z.string()),
});
export type PackageOffer = z.infer<typeof packageOffer>;

/**
 * The offers of the job of the current picture set (the session's, else the newest on the
 * account), with the seconds left until the earliest offer's countdown ends (0 when none runs).
 */
export const getPackageOffers = endpoint({
  method: 'GET',
  path: '/api/webshop/packages',
  response: z.object({
    /** Package info: seconds left; 0 or less hides the countdown. */
    remainingTime: z.int(),
    packages: z.array(packageOffer),
    subject: z.nullable(z.object({ uuid: z.string(), name: z.string() })),
  }),
});


/** Spec 3 §3 Package instance (dirty, loading and adding are the page's own state). */
export const packageInstance = z.object({
  uuid: z.string(),
  offerUuid: z.string(),
  name: z.string(),
  /** What the package costs now (NOK). */
  price: z.number(),
  subject: z.object({ uuid: z.string(), name: z.string() }),
  allowSubjectChange: z.boolean(),
  packageItems: z.array(packageItem),
});
export type PackageInstance = z.infer<typeof packageInstance>;

/**
 * Spec 3 §7: opens the offer for the current picture set's subject. 404 for an unknown offer, a
 * link offer, or an offer of a job none of the customer's sets belongs to; 400 when disabled.
 */
export const createPackageInstance = endpoint({
  method: 'POST',
  path: '/api/webshop/packages/:uuid',
  response: packageInstance,
});

/** A template item as the customer made it. Catalogue and digital items are the server's. */
export const packageItemInput = z.object({
  uuid: z.uuid(),
  version: z.int().check(z.minimum(1), z.maximum(1000)),
  template: cartTemplateRef,
  templateData: cartTemplateData,
});
export type PackageItemInput = z.input<typeof packageItemInput>;

const packageItemsBody = z.object({ items: z.array(packageItemInput).check(z.minLength(1), z.maxLength(20)) });

/**
 * Adds a package instance to the cart as one line (product type 200) at the offer's price. Every
 * template item of the package must be given once; each is checked like an editor line.
 */
export const addPackageToCart = endpoint({
  method: 'POST',
  path: '/api/webshop/packages/instances/:uuid/cart',
  body: packageItemsBody,
  response: z.object({ newOrderLines: z.array(orderLine), summary: cartSummary }),
});

/** Replaces the items of a package line (Update package in cart); the price stays the line's. */
export const updateCartPackage = endpoint({
  method: 'PUT',
  path: '/api/webshop/cart/packages/:uuid',
  body: packageItemsBody,
  response: z.object({ orderLine, summary: cartSummary }),
});

/** A package cart line's content as stored (cart_lines.package_data). */
export interface StoredPackage {
  instanceUuid: string;
  offerUuid: string;
  subjectUuid: string;
  name: { nb: string; en?: string };
  items: StoredPackageItem[];
}

export interface StoredPackageItem {
  uuid: string;
  kind: 'template' | 'catalogue' | 'digitalSet';
  version: number;
  productUuid: string | null;
  template: { uuid: string; version: number; name: { nb: string; en?: string } } | null;
  templateData: z.infer<typeof cartTemplateData> | null;
  catalogue: { uuid: string; name: { nb: string; en?: string } } | null;
  pictureUuids: string[];
}
