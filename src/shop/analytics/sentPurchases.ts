/**
 * Orders whose purchase event went out in this browser session, so a reload of the receipt (or
 * coming back to it) does not count the order twice. Kept in sessionStorage: a new session may
 * count an old receipt again only if the customer opens it from the order list, which GA4 then
 * deduplicates by transaction_id.
 */
const SENT_PURCHASES_KEY = 'shop.analytics.sentPurchases';
/** Enough for any session; the oldest drop off so the entry cannot grow without end. */
const MAX_REMEMBERED = 50;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function read(store: KeyValueStore): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(SENT_PURCHASES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const purchaseSent = (orderUuid: string, store: KeyValueStore): boolean => read(store).includes(orderUuid);

export function rememberPurchaseSent(orderUuid: string, store: KeyValueStore): void {
  const sent = read(store).filter((uuid) => uuid !== orderUuid);
  sent.push(orderUuid);
  try {
    store.setItem(SENT_PURCHASES_KEY, JSON.stringify(sent.slice(-MAX_REMEMBERED)));
  } catch (err) {
    // A full or blocked storage only risks a double count; the receipt must still show.
    console.warn('Could not remember the sent purchase', err);
  }
}
