import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartLines, users } from '../../src/server/db/schema';
import { createTestServer } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const uuidOf = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0].uuid;

describe('GET /api/webshop/cart/summary', () => {
  it('answers an empty cart to a visitor', async () => {
    expect(await server.client().json('GET', '/api/webshop/cart/summary')).toEqual({ status: 200, body: { itemCount: 0, totalPrice: 0 } });
  });

  it("counts the signed-in customer's product quantities and sums the line prices", async () => {
    const client = server.client();
    await client.post('/api/webshop/login', { username: 'kunde@example.no', password: 'demo1234' });
    expect((await client.json('GET', '/api/webshop/cart/summary')).body).toEqual({ itemCount: 0, totalPrice: 0 });

    const customer = await uuidOf('kunde@example.no');
    await server.db.insert(cartLines).values([
      { userUuid: customer, type: 0, description: 'Portrettpakke', quantity: 2, linePrice: '398.00' },
      { userUuid: customer, type: 0, description: 'Kalender', quantity: 1, linePrice: '199.50' },
      { userUuid: customer, type: 2, description: 'Gavekort', quantity: 1, linePrice: '-50.00' },
      { userUuid: customer, type: 3, description: 'Frakt', quantity: 1, linePrice: '99.00' },
      // The tax inside the total: shown on the receipt, never added on top.
      { userUuid: customer, type: 4, description: 'Herav mva.', quantity: 1, linePrice: '129.30' },
    ]);
    // Someone else's cart does not count.
    await server.db.insert(cartLines).values({ userUuid: await uuidOf('support@example.no'), type: 0, description: 'Annet', quantity: 5, linePrice: '500.00' });

    expect((await client.json('GET', '/api/webshop/cart/summary')).body).toEqual({ itemCount: 3, totalPrice: 646.5 });
  });
});
