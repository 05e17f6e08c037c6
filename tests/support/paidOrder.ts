/** An order made the way a customer makes one: a card in the cart, a checkout, a card payment. */
import { expect } from 'vitest';
import { deliveryOptionUuid, paymentOptionUuid } from '../../src/server/db/seed/checkout';
import { subjectUuid } from '../../src/server/db/seed/jobs';
import { addItems, demoTemplate, fill, itemOf } from './cartFixtures';
import type { TestClient } from './testServer';

/** The demo customer's address in Bergen, as a checkout's delivery form sends it. */
export const KARI_ADDRESS = { name: 'Kari Nordmann', address: 'Kalfarveien 31', address2: '', postalCode: '5018', city: 'Bergen', state: '' };

/** A checkout's transaction body: by post to Kari's address, paid by card (the sandbox then approves or declines). */
export const CARD_BY_POST = {
  deliveryOptionUuid: deliveryOptionUuid('postage-normal'),
  paymentOptionUuid: paymentOptionUuid('card'),
  deliveryOptionData: { deliveryAddress: KARI_ADDRESS },
  paymentOptionData: {},
  client: 'mobile',
  comment: '',
};

/** One Snøfall card of Emma (EMMA2026, owned by the demo customer), by post, paid by card: the order awaits the payment. */
export async function cardOrderAwaitingPayment(client: TestClient): Promise<{ orderUuid: string; transactionUuid: string }> {
  const snowfall = demoTemplate('Julekort 15x15 Snøfall');
  await addItems(client, [itemOf(await fill(client, snowfall.template, subjectUuid('emma')), snowfall.product, 1)]);
  const checkout = await client.json<{ checkoutUuid: string }>('POST', '/api/webshop/checkout');
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const made = await client.json<{ order: { uuid: string }; transaction: { uuid: string } }>('POST', `/api/webshop/checkout/${checkout.body.checkoutUuid}/transaction`, CARD_BY_POST);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { orderUuid: made.body.order.uuid, transactionUuid: made.body.transaction.uuid };
}

/** The sandbox's Approve button. */
export const approvePayment = (client: TestClient, transactionUuid: string) => client.json('POST', `/api/webshop/payments/sandbox/${transactionUuid}/approve`);
