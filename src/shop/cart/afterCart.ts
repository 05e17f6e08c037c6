/**
 * Where the customer goes once the editor's lines are in the cart (spec 2 §4 'Buy'): the
 * retouch page when the shop sells retouching and the new lines hold pictures it can retouch,
 * else the cart.
 */
import { CART_PATH, RETOUCH_PATH } from '../routes';

/**
 * The retouch page's answer decides: it knows whether a retouch product exists and which cart
 * pictures it offers (the photographer's; own uploads are never retouched).
 */
export function pageAfterCart(retouch: { product: unknown; pictures: readonly { uuid: string }[] }, placed: readonly string[]): string {
  if (retouch.product === null) return CART_PATH;
  const offered = new Set(retouch.pictures.map((p) => p.uuid));
  return placed.some((uuid) => offered.has(uuid)) ? RETOUCH_PATH : CART_PATH;
}
