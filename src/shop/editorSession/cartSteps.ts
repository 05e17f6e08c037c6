/**
 * What the editor's Add to cart and Update cart do on the page's side (spec 2 §4 'Buy'): the
 * cart call, the header's badge, and the page to go to next. A refused call rejects with the
 * ApiCallError as it came (the server's text in the customer's language), which the editor shows
 * in its view.
 */
import { addCartItems, getCartRetouch, updateCartItem, type NewCartItem } from '../../api/client/cart';
import type { EditorDocument } from '../../editor';
import { trackLinesAdded } from '../analytics/track';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { pageAfterCart } from '../cart/afterCart';
import { placedPictureUuids } from '../pictures/placedPictures';
import { CART_PATH } from '../routes';

/** The retouch page or the cart; the lines are stored already, so a failed look-up only logs and goes to the cart. */
export async function pageAfter(placed: string[]): Promise<string> {
  void useCartSummaryStore.getState().refresh();
  try {
    return pageAfterCart(await getCartRetouch(), placed);
  } catch (err) {
    console.warn('Could not read the retouch offer; going to the cart', err);
    return CART_PATH;
  }
}

/** What the editor showed the customer: the server freezes the default texts with these. */
export interface ShownAs {
  lang: 'nb' | 'en';
  subjectName: string;
}

/** Adds the buy view's lines; answers the page to go to. */
export async function addToCart(items: NewCartItem[], shown: ShownAs): Promise<string> {
  const { newOrderLines } = await addCartItems(items.map((item) => ({ ...item, templateData: { ...item.templateData, ...shown } })));
  trackLinesAdded(newOrderLines);
  return pageAfter(placedPictureUuids(items.map((item) => item.templateData.userResources)));
}

/** Replaces the cart line with the template, resources and year as edited; answers the page to go to. */
export async function updateCart(lineUuid: string, doc: EditorDocument, shown: ShownAs): Promise<string> {
  await updateCartItem(lineUuid, {
    template: { uuid: doc.template.uuid, version: doc.template.version },
    templateData: { year: doc.year, ...shown, userResources: doc.resources },
  });
  return pageAfter(placedPictureUuids([doc.resources]));
}
