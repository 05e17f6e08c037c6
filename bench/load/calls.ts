/**
 * The calls `npm run bench:load` puts under load, prepared over plain HTTP the way the shop's
 * screens make them: the demo customer signed in with three cards in the cart.
 */
import { json, signInDemoCustomer } from '../web/demoCart';

export interface LoadCall {
  name: string;
  path: string;
  /** The floor in requests per second, where it sets one. */
  targetRps?: number;
  headers: Record<string, string>;
}

const CART_LINES = 3;
const PUBLIC_READ_RPS = 5000;
const SIGNED_IN_READ_RPS = 1500;

/** A browser's request headers: it takes compressed answers. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/** What Chromium asks for an <img>. */
const BROWSER_IMAGE = { ...BROWSER, accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };

interface TemplateItem {
  uuid: string;
  product: { uuid: string };
  preview: { large: string };
}

export async function prepareCalls(baseUrl: string): Promise<LoadCall[]> {
  const cookie = await signInDemoCustomer(baseUrl);
  const { templates } = await json<{ templates: TemplateItem[] }>(baseUrl, '', 'GET', '/api/webshop/templates/cards');
  const { pictureSets } = await json<{ pictureSets: { subject: { uuid: string } }[] }>(baseUrl, cookie, 'GET', '/api/webshop/user/picture-sets');
  if (templates.length < CART_LINES || pictureSets.length === 0) throw new Error('The demo data has too few card templates or no picture set for the customer');

  const cart = await json<{ orderLines: unknown[] }>(baseUrl, cookie, 'GET', '/api/webshop/cart');
  for (const template of templates.slice(cart.orderLines.length, CART_LINES)) {
    const filled = await json<{ template: unknown; userResources: unknown; year: number }>(baseUrl, cookie, 'POST', '/api/webshop/user/templates/fill-template', {
      template: { uuid: template.uuid },
      subject: { uuid: pictureSets[0].subject.uuid },
    });
    await json(baseUrl, cookie, 'POST', '/api/webshop/cart/items', {
      items: [{ productUuid: template.product.uuid, quantity: 1, template: filled.template, templateData: { year: filled.year, userResources: filled.userResources } }],
    });
  }
  const lines = (await json<{ orderLines: unknown[] }>(baseUrl, cookie, 'GET', '/api/webshop/cart')).orderLines.length;
  if (lines !== CART_LINES) throw new Error(`The cart has ${lines} lines, not ${CART_LINES}`);

  // The first request draws the preview with the Node engine; the load measures the cached file.
  const preview = `/templates/all/${templates[0].preview.large}`;
  const drawn = await fetch(`${baseUrl}${preview}`);
  if (!drawn.ok) throw new Error(`${preview}: ${drawn.status}`);
  await drawn.arrayBuffer();

  const signedIn = { ...BROWSER, cookie };
  return [
    { name: 'GET settings', path: '/api/webshop/settings', headers: BROWSER, targetRps: PUBLIC_READ_RPS },
    { name: 'GET card templates (visitor)', path: '/api/webshop/templates/cards', headers: BROWSER, targetRps: PUBLIC_READ_RPS },
    { name: 'GET template preview image', path: preview, headers: BROWSER_IMAGE },
    { name: 'GET session (signed in)', path: '/api/webshop/session', headers: signedIn, targetRps: SIGNED_IN_READ_RPS },
    { name: `GET cart, ${CART_LINES} lines`, path: '/api/webshop/cart', headers: signedIn, targetRps: SIGNED_IN_READ_RPS },
    { name: 'GET picture sets', path: '/api/webshop/user/picture-sets', headers: signedIn, targetRps: SIGNED_IN_READ_RPS },
  ];
}
