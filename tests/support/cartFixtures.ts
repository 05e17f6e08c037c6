/** Cart items made the way the editor makes them: from a fill-template answer. */
import { expect } from 'vitest';
import { cart as cartSchema, type NewCartItem } from '../../src/api/contract/cart';
import { fillTemplate } from '../../src/api/contract/templates';
import type { Template } from '../../src/engine/model';
import { productUuid } from '../../src/server/db/seed/products';
import type { DemoProductKey } from '../../src/server/db/seed/templates';
import { CUSTOMER, currentDemo } from './templateFixtures';
import type { createTestServer, TestClient } from './testServer';

export const CART = '/api/webshop/cart';
export const ITEMS = '/api/webshop/cart/items';
export const RETOUCH = '/api/webshop/cart/retouch';

/** The current demo template with this name (Norwegian), and the product it is sold as. */
export function demoTemplate(name: string): { template: Template; product: DemoProductKey } {
  const found = currentDemo.find((d) => d.template.name.nb === name);
  if (!found) throw new Error(`No demo template named ${name}`);
  return found;
}

export type Filled = ReturnType<typeof fillTemplate.response.parse>;

/** What the editor opens with: the subject's pictures and texts placed by the server. */
export async function fill(client: TestClient, template: Template, subjectUuid: string): Promise<Filled> {
  const res = await client.json('POST', '/api/webshop/user/templates/fill-template', { template: { uuid: template.uuid }, subject: { uuid: subjectUuid } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return fillTemplate.response.parse(res.body);
}

/** A buy-view entry for a filled template. */
export function itemOf(filled: Filled, product: DemoProductKey, quantity: number, subProductUuids: string[] = []): NewCartItem {
  return {
    productUuid: productUuid(product),
    subProductUuids,
    quantity,
    template: filled.template,
    templateData: { year: filled.year, userResources: filled.userResources },
  };
}

export async function readCart(client: TestClient) {
  const res = await client.json('GET', CART);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cartSchema.parse(res.body);
}

/** Adds items and expects success. */
export async function addItems(client: TestClient, items: NewCartItem[]) {
  const res = await client.json<{ newOrderLines: { uuid: string }[] }>('POST', ITEMS, { items });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

type Server = Awaited<ReturnType<typeof createTestServer>>;

/**
 * A clock for the test server that moves a second on every reading, starting at `start`: the
 * cart lists lines oldest first, which a frozen clock would leave to chance.
 */
export function tickingClock(start: string): () => Date {
  let at = Date.parse(start);
  return () => new Date((at += 1000));
}

/** A client signed in as `credentials`, answered in `lang` (the cookie, set before signing in so the account keeps its own choice). */
export async function signedIn(server: Server, credentials: { username: string; password: string }, lang: 'nb' | 'en' = 'nb'): Promise<TestClient> {
  const client = server.client();
  if (lang !== 'nb') expect((await client.put('/api/webshop/language', { lang })).status).toBe(200);
  return client.login(credentials.username, credentials.password);
}

/** Registers a new customer with a subject code (the account then owns that picture set only); answers the signed-in client. */
export async function registerCustomer(server: Server, email: string, mobile: string, code: string): Promise<TestClient> {
  const client = server.client();
  const body = { email, mobile, password: 'hemmelig1', confirm_password: 'hemmelig1', code, acceptmail: false, termsofservice: true };
  const res = await client.json('POST', '/ajax/create.php', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return client;
}

/** The demo customer (owns EMMA2026) in Norwegian and in English, and a second family that owns NOAH2026 only. */
export async function twoFamilies(server: Server): Promise<{ customer: TestClient; english: TestClient; neighbour: TestClient }> {
  return {
    customer: await signedIn(server, CUSTOMER),
    english: await signedIn(server, CUSTOMER, 'en'),
    neighbour: await registerCustomer(server, 'noah.forelder@example.no', '41234570', 'NOAH2026'),
  };
}
