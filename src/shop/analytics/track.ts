/**
 * The shop's analytics events (spec 1 §7 'Analytics events'), called where the cart changes, the
 * cart page opens, the checkout starts, the receipt shows and a login succeeds. Every event goes
 * through pushEcommerce/pushEvent, which push nothing without tracking consent. Events never
 * throw: tracking must not break the page around it.
 *
 * Events (GA4 recommended names; money in the site's currency, 2 decimals):
 * - add_to_cart, remove_from_cart: { ecommerce: { currency, value, items } }
 * - view_cart, begin_checkout: { ecommerce: { currency, value, coupon?, items } }
 * - purchase: { ecommerce: { transaction_id, currency, value, tax, shipping, coupon?, items } }
 * - login: { method: 'password', user_id, hashed_email } (SHA-256 hex of the e-mail)
 */
import { getCart } from '../../api/client/cart';
import type { OrderState, Catalogue } from '../../api/client/checkout';
import type { User } from '../../api/client/auth';
import { useSettingsStore } from '../settings/settingsStore';
import { cartChanges, catalogueChanges, type CartChanges } from './cartChanges';
import { cartEcommerce, purchaseEcommerce, type CartFacts } from './checkoutPayloads';
import { pushEcommerce, pushEvent, trackingAllowed } from './dataLayer';
import { DEFAULT_CURRENCY, itemsEcommerce, lineItems, type Ga4Item, type TrackedLine } from './ga4Items';
import { hashEmail } from './hashEmail';
import { purchaseSent, rememberPurchaseSent } from './sentPurchases';

const currency = (): string => useSettingsStore.getState().settings?.site.currency || DEFAULT_CURRENCY;

function safely(what: string, run: () => void): void {
  try {
    run();
  } catch (err) {
    console.warn(`Could not send the ${what} event`, err);
  }
}

function pushChanges({ added, removed }: CartChanges): void {
  const pushItems = (event: string, items: Ga4Item[]) => {
    if (items.length > 0) pushEcommerce(event, itemsEcommerce(items, currency()));
  };
  pushItems('add_to_cart', added);
  pushItems('remove_from_cart', removed);
}

/** A cart call answered: what it added or took away compared with the lines before. */
export const trackCartChange = (before: readonly TrackedLine[], after: readonly TrackedLine[]): void =>
  safely('cart change', () => pushChanges(cartChanges(before, after)));

/**
 * For a cart call that answers no lines (the retouch selection, which adds, reprices or drops
 * the retouch line): the cart is read before and after, and only with consent, so customers who
 * refused tracking pay no extra call. The change itself runs and rejects as it would alone.
 */
export async function withCartChangeTracked<T>(change: () => Promise<T>): Promise<T> {
  const before = trackingAllowed() ? await getCart().catch(() => null) : null;
  const result = await change();
  if (before) {
    void getCart()
      .then((after) => trackCartChange(before.orderLines, after.orderLines))
      .catch((err: unknown) => console.warn('Could not read the cart for the cart change event', err));
  }
  return result;
}

/** New lines (the editor's Add to cart): each line counts in full. */
export const trackLinesAdded = (lines: readonly TrackedLine[]): void =>
  safely('add_to_cart', () => pushChanges({ added: lineItems(lines), removed: [] }));

/** The catalogue offer set these quantities against what the cart held. */
export const trackCatalogueQuantities = (catalogues: readonly Catalogue[], sent: readonly { uuid: string; quantity: number }[]): void =>
  safely('catalogue change', () => pushChanges(catalogueChanges(catalogues, sent)));

export const trackViewCart = (cart: CartFacts): void => safely('view_cart', () => pushEcommerce('view_cart', cartEcommerce(cart, currency())));

export const trackBeginCheckout = (cart: CartFacts): void =>
  safely('begin_checkout', () => pushEcommerce('begin_checkout', cartEcommerce(cart, currency())));

/** An order is a purchase once its money is committed: paid, or sent as an invoice. */
export const isPurchase = (state: OrderState): boolean => state === 'paid' || state === 'invoiced';

/** The receipt showed an order: counted once per order in this browser session. */
export const trackPurchase = (order: CartFacts & { uuid: string; state: OrderState }, store: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): void =>
  safely('purchase', () => {
    if (!isPurchase(order.state) || purchaseSent(order.uuid, store)) return;
    // Remembered only when pushed: an order seen before consent was given still counts later.
    if (pushEcommerce('purchase', purchaseEcommerce(order, currency()))) rememberPurchaseSent(order.uuid, store);
  });

/** A login succeeded. The hash is made only with consent, and consent is checked again when it is ready. */
export async function trackLogin(user: Pick<User, 'uuid' | 'emailAddress'>): Promise<void> {
  if (!trackingAllowed()) return;
  try {
    const hashed = await hashEmail(user.emailAddress);
    pushEvent('login', { method: 'password', user_id: user.uuid, hashed_email: hashed });
  } catch (err) {
    console.warn('Could not send the login event', err);
  }
}
