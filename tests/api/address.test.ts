import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressSuggestion, PostalAddress, PostalCodeInfo } from '../../src/api/contract/address';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let customer: TestClient;

beforeAll(async () => {
  // The address service reads no table: the demo data is not needed beyond the customer's account.
  server = await createTestServer();
  customer = await server.client().login('kunde@example.no', 'demo1234');
});
afterAll(async () => {
  await server.close();
});

const SERVICE = '/api/webshop/postal-address-service';
const autocomplete = (client: TestClient, q: string) => client.json<AddressSuggestion[]>('GET', `${SERVICE}/autocomplete?q=${encodeURIComponent(q)}`);

describe('GET /api/webshop/postal-address-service/autocomplete', () => {
  it('suggests the street with the typed postal code and its place, with ids that resolve to the same address', async () => {
    const { status, body } = await autocomplete(customer, 'Storgata 12, 0155');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: expect.any(String),
        suggestion: 'Storgata 12, 0155 Oslo',
        address: { address1: 'Storgata 12', address2: '', postalCode: '0155', city: 'Oslo', state: '' },
      },
    ]);
    const resolved = await customer.json<PostalAddress>('GET', `${SERVICE}/resolve-address-by-id/${encodeURIComponent(body[0].id)}`);
    expect(resolved).toEqual({ status: 200, body: body[0].address });
  });

  it('matches places by prefix whatever the case and æøå, at most 8, in a stable order', async () => {
    const first = await autocomplete(customer, 'Storgata 3 tromso');
    expect(first.status).toBe(200);
    expect(first.body.length).toBeGreaterThan(0);
    expect(first.body.length).toBeLessThanOrEqual(8);
    expect(first.body.every((s) => s.address.city === 'Tromsø' && s.address.address1 === 'Storgata 3')).toBe(true);
    // Street codes only: Tromsø's post-box codes (9240-9299) are no address for a street.
    expect(first.body.every((s) => !s.address.postalCode.startsWith('92'))).toBe(true);
    expect((await autocomplete(customer, 'Storgata 3 TROMSØ')).body).toEqual(first.body);
  });

  it('answers a bare postal code with its place and nothing for a street alone', async () => {
    expect((await autocomplete(customer, '5003')).body.map((s) => s.suggestion)).toEqual(['5003 Bergen']);
    expect((await autocomplete(customer, 'Storgata 12')).body).toEqual([]);
  });

  it('refuses a missing, too short or too long search with a message naming q', async () => {
    for (const url of [`${SERVICE}/autocomplete`, `${SERVICE}/autocomplete?q=`, `${SERVICE}/autocomplete?q=%20a%20`, `${SERVICE}/autocomplete?q=${'a'.repeat(101)}`]) {
      const { status, body } = await customer.json<{ error: string; data: string[] }>('GET', url);
      expect(status, url).toBe(400);
      expect(body.data).toEqual(['q']);
      expect(body.error.length).toBeGreaterThan(10);
    }
    const short = await customer.json<{ error: string }>('GET', `${SERVICE}/autocomplete?q=a`);
    expect(short.body.error).toBe('Skriv minst 2 tegn for å søke etter adressen.');
    const missing = await customer.json<{ error: string }>('GET', `${SERVICE}/autocomplete`);
    expect(missing.body.error).toBe('Skriv inn en adresse å søke etter.');
    const long = await customer.json<{ error: string }>('GET', `${SERVICE}/autocomplete?q=${'a'.repeat(101)}`);
    expect(long.body.error).toBe('Søket kan ha høyst 100 tegn.');
  });

  it('is for signed-in customers only', async () => {
    const visitor = server.client();
    expect((await autocomplete(visitor, 'Storgata 12, 0155')).status).toBe(401);
    expect((await visitor.get(`${SERVICE}/resolve-address-by-id/0155.41`)).status).toBe(401);
    expect((await visitor.get(`${SERVICE}/postal-codes/0155`)).status).toBe(401);
  });
});

describe('GET /api/webshop/postal-address-service/resolve-address-by-id/{id}', () => {
  it('answers 404 with a message for ids that name no address', async () => {
    for (const id of ['nonsense', '0000.41', '0040.41', '0155.4', '0155.ff', '0155.0a41']) {
      const { status, body } = await customer.json<{ error: string }>('GET', `${SERVICE}/resolve-address-by-id/${id}`);
      expect(status, id).toBe(404);
      expect(body.error).toBe('Kunne ikke hente adressen.');
    }
  });
});

describe('GET /api/webshop/postal-address-service/postal-codes/{postalCode}', () => {
  it('tells the place of a real postal code', async () => {
    expect(await customer.json<PostalCodeInfo>('GET', `${SERVICE}/postal-codes/4610`)).toEqual({
      status: 200,
      body: { postalCode: '4610', city: 'Kristiansand S', municipality: 'Kristiansand', kind: 'street' },
    });
  });

  it('refuses a code that is not four digits (400) or does not exist (404)', async () => {
    expect((await customer.get(`${SERVICE}/postal-codes/123`)).status).toBe(400);
    const unknown = await customer.json<{ error: string; data: string[] }>('GET', `${SERVICE}/postal-codes/0000`);
    expect(unknown).toEqual({ status: 404, body: expect.objectContaining({ error: 'Postnummeret 0000 finnes ikke.', data: ['postalCode'] }) });
  });
});
