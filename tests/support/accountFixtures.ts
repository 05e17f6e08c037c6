/** Orders made the way a customer makes one: things in the cart, then an invoice checkout picked up at school. */
import { expect } from 'vitest';
import { deliveryOptionUuid, paymentOptionUuid } from '../../src/server/db/seed/checkout';
import { addItems, demoTemplate, fill, itemOf } from './cartFixtures';
import { personNumber } from './personNumber';
import type { TestClient } from './testServer';

/** Places an invoiced order of `quantity` Christmas cards of the subject for the signed-in client; answers its uuid. */
export async function placeInvoicedOrder(client: TestClient, subjectUuid: string, quantity = 5): Promise<string> {
  const snowfall = demoTemplate('Julekort 15x15 Snøfall');
  await addItems(client, [itemOf(await fill(client, snowfall.template, subjectUuid), snowfall.product, quantity)]);
  return checkOutWithInvoice(client);
}

/** Orders what is in the client's cart with an invoice, picked up at school; answers the order's uuid. */
export async function checkOutWithInvoice(client: TestClient): Promise<string> {
  const started = await client.json<{ checkoutUuid: string }>('POST', '/api/webshop/checkout');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const res = await client.json<{ order: { uuid: string }; transaction: { state: string } }>('POST', `/api/webshop/checkout/${started.body.checkoutUuid}/transaction`, {
    deliveryOptionUuid: deliveryOptionUuid('school-bergen'),
    paymentOptionUuid: paymentOptionUuid('invoice'),
    deliveryOptionData: { contactInfo: { name: 'Kari Nordmann', emailAddress: 'kunde@example.no' } },
    paymentOptionData: { pid: personNumber(new Date(1985, 1, 1)) },
    client: 'mobile',
    comment: '',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.transaction.state).toBe('invoiced');
  return res.body.order.uuid;
}
