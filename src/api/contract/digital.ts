/**
 * Digital portraits (spec 3 §2 'Digital portraits list and per subject', §7 toggle calls): the
 * offer (products per type with prices for this customer), toggling files and sets in and out of
 * the cart, and the download of bought files.
 */
import { z } from 'zod/mini';
import { cart } from './cart';
import { endpoint } from './endpoint';

export const digitalType = z.enum(['IP', 'SFP', 'GP']);

/** A price as shown: 'Price: %s', or 'Just now: %s' with `price` struck through when nowPrice is set. */
export const shownPrice = z.object({ price: z.number(), nowPrice: z.nullable(z.number()) });

/** A row of the price list dialog: the price from the fromPiece-th piece on; `current` marks where the next piece falls. */
export const priceListRow = z.object({ fromPiece: z.int(), price: z.number(), campaignPrice: z.nullable(z.number()), current: z.boolean() });

export const digitalProductOffer = z.object({
  uuid: z.string(),
  name: z.string(),
  /** What the next piece costs this customer. */
  next: z.nullable(shownPrice),
  priceList: z.array(priceListRow),
  /** Pieces of this type the customer has bought before (what the tiers count from). */
  alreadyBought: z.int(),
  /** The digital rebate price applying to it (spec 3 §5), or null. */
  rebatePrice: z.nullable(z.number()),
});
export type DigitalProductOffer = z.infer<typeof digitalProductOffer>;

export const digitalTypeOffer = z.object({
  type: digitalType,
  /** Null when the shop does not sell single files of this type. */
  file: z.nullable(digitalProductOffer),
  /** Null when the shop does not sell the set of this type (with the combined product: the IP offer carries it, SFP has none). */
  set: z.nullable(digitalProductOffer),
});
export type DigitalTypeOffer = z.infer<typeof digitalTypeOffer>;

/**
 * The digital portraits offer for the signed-in customer. `enabled` false: the shop does not
 * sell digital pictures (the screens say so and show nothing to buy). `combined`: the shop sells
 * the individual-and-friends set, which covers IP and SFP pictures.
 */
export const getDigitalPortraits = endpoint({
  method: 'GET',
  path: '/api/webshop/digital-portraits',
  response: z.object({ enabled: z.boolean(), combined: z.boolean(), offers: z.array(digitalTypeOffer) }),
});

/** Answer of both toggles: whether the file or set is in the cart now, and the cart. */
export const toggleAnswer = z.object({ inCart: z.boolean(), cart });

/**
 * Spec 3 §7: puts a single digital file into the cart or takes it out. `file` is the picture
 * uuid, `type` its picture type. 404 for a picture not on the account; 400 for a wrong type, a
 * file already bought or one whose set is in the cart ('Picture set in cart').
 */
export const toggleDigitalFileInCart = endpoint({
  method: 'POST',
  path: '/ajax/cart/toggle_digital_file_in_cart.php',
  body: z.object({ file: z.uuid(), type: digitalType }),
  response: toggleAnswer,
});

/**
 * Spec 3 §7: puts the digital set of one type of a subject's pictures into the cart or takes it
 * out (`pictureSet` is the subject uuid). Single files the set covers leave the cart with it in.
 */
export const toggleDigitalSetInCart = endpoint({
  method: 'POST',
  path: '/ajax/cart/toggle_digital_set_in_cart.php',
  body: z.object({ pictureSet: z.uuid(), type: digitalType }),
  response: toggleAnswer,
});

/**
 * The download of a bought digital file (spec 3 §2 'pictureset.download.file' and
 * '.file.background'): the original, or for a green-screen picture the person on a background
 * (a background uuid) or on nothing (`transparent`: a PNG with alpha). 404 for a picture that is
 * not the customer's or not bought. Answers the image as an attachment.
 */
export const downloadDigitalFile = endpoint({
  method: 'GET',
  path: '/api/webshop/digital-copies/download',
  query: z.object({
    file: z.uuid(),
    background: z.optional(z.union([z.literal('transparent'), z.uuid()])),
  }),
  response: z.unknown(),
});
