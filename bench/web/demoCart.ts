/**
 * The demo customer with something in the cart, over plain HTTP as the shop's own screens
 * would do it: sign in, let the server fill the 4-photo card with the customer's first picture
 * set (as the editor opens it), and add that card once when the cart is empty.
 */
import { deliveryOptionUuid, paymentOptionUuid } from '../../src/server/db/seed/checkout';
import { fourPhotoCardPath } from '../editor/editorPage';

export const DEMO_CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };

/** One `name=value` pair per cookie the server set, for a Cookie header. */
function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export async function json<T>(baseUrl: string, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs the demo customer in and answers the session's Cookie header. */
export async function signInDemoCustomer(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/webshop/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  if (!res.ok) throw new Error(`Signing in failed: ${res.status} ${await res.text()}`);
  return cookieHeader(res);
}

/** Makes sure the signed-in customer has at least one cart line; answers the number of lines. */
export async function ensureCartLine(baseUrl: string, cookie: string): Promise<number> {
  const cart = await json<{ orderLines?: unknown[] }>(baseUrl, cookie, 'GET', '/api/webshop/cart');
  if ((cart.orderLines?.length ?? 0) > 0) return cart.orderLines!.length;

  const card = await fourPhotoCardPath(baseUrl);
  const [productUuid, templateUuid] = card.path.split('/').slice(-2);
  const { pictureSets } = await json<{ pictureSets: { subject: { uuid: string } }[] }>(baseUrl, cookie, 'GET', '/api/webshop/user/picture-sets');
  if (pictureSets.length === 0) throw new Error('The demo customer has no picture set to fill a card with');
  const filled = await json<{ template: unknown; userResources: unknown; year: number }>(baseUrl, cookie, 'POST', '/api/webshop/user/templates/fill-template', {
    template: { uuid: templateUuid },
    subject: { uuid: pictureSets[0].subject.uuid },
  });
  const added = await json<{ newOrderLines: unknown[] }>(baseUrl, cookie, 'POST', '/api/webshop/cart/items', {
    items: [{ productUuid, quantity: 1, template: filled.template, templateData: { year: filled.year, userResources: filled.userResources } }],
  });
  return added.newOrderLines.length;
}

/**
 * A paid order of the signed-in customer (the cart's lines, by post, paid by card in the payment
 * sandbox), for the receipt; the cart is empty afterwards. Answers the order's uuid.
 */
export async function payCart(baseUrl: string, cookie: string): Promise<string> {
  await ensureCartLine(baseUrl, cookie);
  const { checkoutUuid } = await json<{ checkoutUuid: string }>(baseUrl, cookie, 'POST', '/api/webshop/checkout', {});
  const { order, transaction } = await json<{ order: { uuid: string }; transaction: { uuid: string } }>(
    baseUrl,
    cookie,
    'POST',
    `/api/webshop/checkout/${checkoutUuid}/transaction`,
    {
      deliveryOptionUuid: deliveryOptionUuid('postage-normal'),
      paymentOptionUuid: paymentOptionUuid('card'),
      deliveryOptionData: { deliveryAddress: { name: 'Kari Nordmann', address: 'Kalfarveien 31', address2: '', postalCode: '5018', city: 'Bergen', state: '' } },
      paymentOptionData: {},
      client: 'mobile',
      comment: '',
    },
  );
  await json(baseUrl, cookie, 'POST', `/api/webshop/payments/sandbox/${transaction.uuid}/approve`, {});
  return order.uuid;
}
