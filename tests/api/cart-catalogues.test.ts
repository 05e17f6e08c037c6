/**
 * POST /api/webshop/cart/catalogues: spec 1's 'add several catalogue items' outside checkout (the
 * offer over the products list), on an empty cart too. The lines are those of the checkout's
 * catalogue call: priced by the server, clamped to maxQuantity, all or nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cart as cartSchema } from '../../src/api/contract/cart';
import * as schema from '../../src/server/db/schema';
import { catalogueUuid } from '../../src/server/db/seed/checkout';
import { subjectUuid } from '../../src/server/db/seed/jobs';
import { readCart, tickingClock, twoFamilies } from '../support/cartFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
type ErrorBody = { error: string; code: string; data?: string[] };

const CATALOGUES = '/api/webshop/cart/catalogues';
const BERGEN = catalogueUuid('bergen-2026');

let server: Server;
/** kunde@example.no owns EMMA2026 (Bergen school, whose catalogue costs 249, at most 10). */
let customer: TestClient;
let english: TestClient;
/** Another family: owns NOAH2026 (the same school) only. */
let neighbour: TestClient;

beforeAll(async () => {
  server = await createTestServer({ now: tickingClock('2026-09-01T10:00:00Z') });
  ({ customer, english, neighbour } = await twoFamilies(server));
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.delete(schema.cartLines);
});

const add = (client: TestClient, body: unknown) => client.json<ErrorBody>('POST', CATALOGUES, body);

describe('POST /api/webshop/cart/catalogues', () => {
  it('puts a catalogue in an empty cart, priced by the server whatever the client sends, and answers the cart', async () => {
    const res = await add(customer, { catalogues: [{ uuid: BERGEN, quantity: 2, price: 1, linePrice: 2 }], totalPrice: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = cartSchema.parse(res.body);
    expect(cart.orderLines.map((l) => [l.type, l.quantity, l.linePrice, l.actualLinePrice, l.catalogue])).toEqual([
      [0, 2, 498, 498, { uuid: BERGEN, name: 'Skolekatalog Bergen skole 2026', subject: { uuid: subjectUuid('emma'), name: 'Emma Hansen' } }],
    ]);
    expect(cart.summary).toEqual({ itemCount: 2, totalPrice: 498 });
    expect(await readCart(customer)).toEqual(cart);
    // The header's badge and the checkout's catalogue list count it too.
    expect((await customer.json('GET', '/api/webshop/cart/summary')).body).toEqual({ itemCount: 2, totalPrice: 498 });
    expect((await customer.json<{ catalogues: { quantity: number }[] }>('GET', '/ajax/user/get_catalogues.php')).body.catalogues[0].quantity).toBe(2);
  });

  it('clamps a quantity above the catalogue’s maximum to it, and sets (not adds to) what the cart holds', async () => {
    const clamped = cartSchema.parse((await add(customer, { catalogues: [{ uuid: BERGEN, quantity: 25 }] })).body);
    expect(clamped.orderLines.map((l) => [l.quantity, l.actualLinePrice, l.maximumQuantity])).toEqual([[10, 2490, 10]]);

    const lowered = cartSchema.parse((await add(customer, { catalogues: [{ uuid: BERGEN, quantity: 3 }] })).body);
    expect(lowered.orderLines.map((l) => [l.quantity, l.actualLinePrice])).toEqual([[3, 747]]);
    expect(lowered.summary.totalPrice).toBe(747);
  });

  it('refuses bad bodies with the field at fault, and nothing is written', async () => {
    const cases: [unknown, string][] = [
      [{}, 'catalogues'],
      [{ catalogues: [] }, 'catalogues'],
      [{ catalogues: [{ uuid: 'bergen', quantity: 1 }] }, 'catalogues.0.uuid'],
      [{ catalogues: [{ uuid: BERGEN, quantity: -1 }] }, 'catalogues.0.quantity'],
      [{ catalogues: [{ uuid: BERGEN, quantity: 1.5 }] }, 'catalogues.0.quantity'],
      [{ catalogues: [{ uuid: BERGEN, quantity: '2' }] }, 'catalogues.0.quantity'],
    ];
    for (const [body, field] of cases) {
      const res = await add(customer, body);
      expect([res.status, res.body.code, res.body.data], JSON.stringify(body)).toEqual([400, 'validation', [field]]);
      expect(res.body.error).toContain(field);
    }
    // Spec 1 §5: nothing chosen.
    expect(await add(customer, { catalogues: [{ uuid: BERGEN, quantity: 0 }] })).toEqual({
      status: 400,
      body: { error: 'Du må velge hvor mange kataloger du vil ha før du legger dem i handlekurven.', code: 'validation', data: ['catalogues'] },
    });
    expect((await add(english, { catalogues: [{ uuid: BERGEN, quantity: 0 }] })).body.error).toBe(
      'You need to select how many cataloges you would like before clicking Add to shopping cart',
    );
    // A catalogue of a job the customer has no set from, after a good one: all or nothing.
    const other = await add(customer, { catalogues: [{ uuid: BERGEN, quantity: 1 }, { uuid: catalogueUuid('fjordvik-2026'), quantity: 1 }] });
    expect([other.status, other.body.data]).toEqual([400, ['catalogues.1.uuid']]);
    expect((await readCart(customer)).orderLines).toEqual([]);
  });

  it('keeps each family’s cart its own', async () => {
    await add(customer, { catalogues: [{ uuid: BERGEN, quantity: 4 }] });
    const theirs = cartSchema.parse((await add(neighbour, { catalogues: [{ uuid: BERGEN, quantity: 1 }] })).body);
    expect(theirs.orderLines.map((l) => [l.quantity, l.catalogue?.subject.name])).toEqual([[1, 'Noah Hansen']]);
    expect((await readCart(customer)).orderLines.map((l) => l.quantity)).toEqual([4]);
  });

  it('asks a visitor to sign in, whatever they send', async () => {
    for (const body of [{ catalogues: [{ uuid: BERGEN, quantity: 1 }] }, '{not json']) {
      expect(await server.client().json('POST', CATALOGUES, body)).toEqual({ status: 401, body: { error: 'Du må logge inn først.', code: 'unauthorized' } });
    }
  });
});
