import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushEcommerce, pushEvent, type DataLayerHost } from '../../../../src/shop/analytics/dataLayer';
import { purchaseSent, rememberPurchaseSent } from '../../../../src/shop/analytics/sentPurchases';
import { trackLogin, trackPurchase, trackViewCart, withCartChangeTracked } from '../../../../src/shop/analytics/track';
import type { TrackingConsent } from '../../../../src/shop/consent/consentCookie';

const getCart = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/api/client/cart', () => ({ getCart }));

const consent = (value: TrackingConsent) => () => value;

class MemoryStore {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
}

const product = { uuid: 'l', type: 0, description: '', quantity: 2, linePrice: 200, actualLinePrice: 200, product: { uuid: 'p', name: 'Krus', type: 89, subproducts: [] }, template: null };
const cart = { orderLines: [product], summary: { totalPrice: 200 }, rebateCode: null };
const order = { ...cart, uuid: 'order-1', state: 'paid' as const };

/** The browser as track.ts sees it: a cookie jar and a window with its dataLayer. */
function browser(cookie: string): DataLayerHost {
  const win: DataLayerHost = {};
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('window', win);
  return win;
}

afterEach(() => {
  vi.unstubAllGlobals();
  getCart.mockReset();
});

describe('the dataLayer door (spec 1 §4: tracking only when consent allows)', () => {
  it('pushes with consent, creating the dataLayer when the page has none', () => {
    const host: DataLayerHost = {};
    expect(pushEvent('login', { user_id: 'u' }, { consent: consent('allowed'), host })).toBe(true);
    expect(host.dataLayer).toEqual([{ event: 'login', user_id: 'u' }]);
  });

  it('pushes nothing when consent is refused or not given', () => {
    for (const value of ['refused', 'unset'] as const) {
      const host: DataLayerHost = {};
      expect(pushEvent('login', {}, { consent: consent(value), host })).toBe(false);
      expect(pushEcommerce('view_cart', { value: 1 }, { consent: consent(value), host })).toBe(false);
      expect(host.dataLayer).toBeUndefined();
    }
  });

  it('clears the previous ecommerce object before an e-commerce event', () => {
    const host: DataLayerHost = { dataLayer: [{ gtm: 'start' }] };
    pushEcommerce('view_cart', { value: 1 }, { consent: consent('allowed'), host });
    expect(host.dataLayer).toEqual([{ gtm: 'start' }, { ecommerce: null }, { event: 'view_cart', ecommerce: { value: 1 } }]);
  });
});

describe('the events as the shop sends them, by the consent cookie', () => {
  it('sends view_cart with the cookie at 1 and nothing at 0 or without it', () => {
    const allowed = browser('lang=nb; consent=1');
    trackViewCart(cart);
    expect(allowed.dataLayer?.at(-1)).toEqual({ event: 'view_cart', ecommerce: { currency: 'NOK', value: 200, items: [expect.objectContaining({ item_id: 'p', price: 100, quantity: 2 })] } });
    for (const cookie of ['consent=0', 'lang=nb', '']) {
      const refused = browser(cookie);
      trackViewCart(cart);
      expect(refused.dataLayer).toBeUndefined();
    }
  });

  it('sends login with the hashed e-mail and user id, and nothing without consent', async () => {
    const allowed = browser('consent=1');
    await trackLogin({ uuid: 'user-1', emailAddress: 'Kunde@example.no' });
    expect(allowed.dataLayer).toEqual([{ event: 'login', method: 'password', user_id: 'user-1', hashed_email: '568350c638b446e582725dd39a20a00de4b8361ab45aa4ab3a25d82115ea2f35' }]);
    const refused = browser('consent=0');
    await trackLogin({ uuid: 'user-1', emailAddress: 'kunde@example.no' });
    expect(refused.dataLayer).toBeUndefined();
  });

  it('sends a purchase once per order, only for a paid or invoiced order, and remembers it only when sent', () => {
    const store = new MemoryStore();
    const refused = browser('consent=0');
    trackPurchase(order, store);
    expect(refused.dataLayer).toBeUndefined();
    expect(purchaseSent('order-1', store)).toBe(false);

    const allowed = browser('consent=1');
    trackPurchase({ ...order, state: 'declined' }, store);
    expect(allowed.dataLayer).toBeUndefined();
    trackPurchase(order, store);
    trackPurchase(order, store);
    expect(allowed.dataLayer?.filter((e) => e.event === 'purchase')).toHaveLength(1);
    expect(allowed.dataLayer?.at(-1)).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: 'order-1', value: 200, tax: 0, shipping: 0 } });
    trackPurchase({ ...order, uuid: 'order-2', state: 'invoiced' }, store);
    expect(allowed.dataLayer?.filter((e) => e.event === 'purchase')).toHaveLength(2);
  });

  it('keeps the sent orders in a bounded list that survives rubbish in storage', () => {
    const store = new MemoryStore();
    store.setItem('shop.analytics.sentPurchases', '{not json');
    expect(purchaseSent('a', store)).toBe(false);
    for (let i = 0; i < 60; i++) rememberPurchaseSent(`o${i}`, store);
    expect(purchaseSent('o59', store)).toBe(true);
    expect(purchaseSent('o0', store)).toBe(false);
  });
});

describe('a cart change answered without lines (the retouch selection)', () => {
  const retouch = { ...product, uuid: 'r', quantity: 1, linePrice: 79, actualLinePrice: 79, product: { uuid: 'p-r', name: 'Retusjering', type: 11, subproducts: [] } };

  it('reads the cart before and after with consent and sends what was added', async () => {
    const allowed = browser('consent=1');
    getCart.mockResolvedValueOnce(cart).mockResolvedValueOnce({ ...cart, orderLines: [product, retouch] });
    await expect(withCartChangeTracked(async () => 'saved')).resolves.toBe('saved');
    await vi.waitFor(() => expect(allowed.dataLayer?.at(-1)).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 79, items: [{ item_id: 'p-r', item_category: 'retouch', quantity: 1 }] } }));
    expect(getCart).toHaveBeenCalledTimes(2);
  });

  it('makes no extra call without consent, and lets the change fail as it would alone', async () => {
    const refused = browser('consent=0');
    await expect(withCartChangeTracked(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await withCartChangeTracked(async () => 'saved');
    expect(getCart).not.toHaveBeenCalled();
    expect(refused.dataLayer).toBeUndefined();
  });
});

describe('outside a browser', () => {
  it('tracks nothing and never stands in the way of the change', async () => {
    await expect(withCartChangeTracked(async () => 'saved')).resolves.toBe('saved');
    await trackLogin({ uuid: 'u', emailAddress: 'a@b.no' });
    expect(getCart).not.toHaveBeenCalled();
  });
});
