/**
 * The contract's schemas are zod/mini: what they accept, trim, default and refuse, and the English
 * texts the server appends to its 400 answers. Nothing in this file imports classic zod, so the
 * texts can only come from the server's own locale module.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  createUser,
  getGreenScreenBackgroundImage,
  login,
  setCartItemQuantity,
  setCurrentPictureSet,
  setReferrer,
  updateCartItem,
} from '../../../../src/api/contract';
import { checkoutOrderLine, createTransactionBody } from '../../../../src/api/contract/checkout';
import type { AppEnv } from '../../../../src/server/http/context';
import { HttpError } from '../../../../src/server/http/errors';
import { mount } from '../../../../src/server/http/mount';

const UUID = '6f1c1c1e-8a3c-4d6f-9a51-9e7f3e1b2c3d';

/** The first issue's path and message, or the parsed data. */
function outcome(schema: z.ZodMiniType, value: unknown): { data: unknown } | { path: string; message: string } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  const [issue] = result.error.issues;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('contract schemas (zod/mini)', () => {
  it('trims a string before checking its length', () => {
    expect(outcome(login.body!, { username: '  kunde@example.no ', password: 'x' })).toEqual({ data: { username: 'kunde@example.no', password: 'x' } });
    expect(outcome(login.body!, { username: '   ', password: 'x' })).toEqual({ path: 'username', message: 'Too small: expected string to have >=1 characters' });
    // the password is not trimmed: spaces count as characters
    expect(outcome(login.body!, { username: 'a', password: ' ' })).toEqual({ data: { username: 'a', password: ' ' } });
  });

  it('takes whole numbers within their bounds only', () => {
    expect(outcome(setCartItemQuantity.body!, { quantity: 10000 })).toEqual({ data: { quantity: 10000 } });
    expect(outcome(setCartItemQuantity.body!, { quantity: 10001 })).toEqual({ path: 'quantity', message: 'Too big: expected number to be <=10000' });
    expect(outcome(setCartItemQuantity.body!, { quantity: 0 })).toEqual({ path: 'quantity', message: 'Too small: expected number to be >=1' });
    expect(outcome(setCartItemQuantity.body!, { quantity: 2.5 })).toEqual({ path: 'quantity', message: 'Invalid input: expected int, received number' });
  });

  it('keeps optional, nullable and refined fields as they were', () => {
    expect(outcome(setReferrer.body!, { referrer: null })).toEqual({ data: { referrer: null } });
    expect(outcome(setReferrer.body!, { referrer: '/products' })).toEqual({ data: { referrer: '/products' } });
    expect(outcome(setReferrer.body!, { referrer: 'https://example.com/' })).toEqual({ path: 'referrer', message: 'Invalid string: must start with "/"' });
    expect(outcome(setReferrer.body!, {})).toEqual({ path: 'referrer', message: 'Invalid input: expected string, received undefined' });
    const template = { uuid: UUID, version: 1 };
    const templateData = { year: 2026, userResources: { images: {}, texts: {} } };
    expect(outcome(updateCartItem.body!, { template, templateData })).toEqual({ data: { template, templateData } });
    expect(outcome(setCurrentPictureSet.body!, { subjectUuid: 'olav' })).toEqual({ path: 'subjectUuid', message: 'Invalid UUID' });
  });

  it('fills defaults and leaves the rest out', () => {
    const user = { email: 'a@b.no', mobile: '', password: 'p', confirm_password: 'p', acceptmail: false, termsofservice: true };
    expect(outcome(createUser.body!, user)).toEqual({ data: { ...user, code: '' } });
    expect(outcome(getGreenScreenBackgroundImage.query!, { uuid: UUID })).toEqual({ data: { uuid: UUID, rotation: '0', effect: 'original', size: '800' } });
    const transaction = { deliveryOptionUuid: 'd', paymentOptionUuid: 'p', client: 'mobile', deliveryOptionData: { deliveryAddress: { name: ' Ola ', address: 'Gata 1', city: 'Oslo' } } };
    expect(outcome(createTransactionBody, transaction)).toEqual({
      data: {
        ...transaction,
        deliveryOptionData: { deliveryAddress: { name: 'Ola', address: 'Gata 1', address2: '', postalCode: '', city: 'Oslo', state: '' } },
        paymentOptionData: {},
        comment: '',
      },
    });
  });

  it("requires the checkout line's catalogue, subjects and files (null allowed) where the cart's line leaves them out", () => {
    const line = {
      uuid: 'l',
      type: 0,
      description: '',
      product: null,
      subProductUuids: [],
      quantity: 1,
      minimumQuantity: 1,
      maximumQuantity: null,
      canChangeQuantity: true,
      linePrice: 10,
      actualLinePrice: 10,
      rebate: null,
      template: null,
      templateData: null,
    };
    expect(outcome(checkoutOrderLine, { ...line, catalogue: null, subjects: [], digitalFiles: [] })).toMatchObject({ data: { catalogue: null } });
    expect(outcome(checkoutOrderLine, { ...line, subjects: [], digitalFiles: [] })).toEqual({ path: 'catalogue', message: 'Invalid input: expected nonoptional, received undefined' });
  });
});

describe("the server's 400 texts", () => {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('lang', 'en');
    await next();
  });
  app.onError((err, c) => (err instanceof HttpError ? c.json({ error: err.message }, err.status) : c.json({ error: String(err) }, 500)));
  // The body never reaches the handler in these cases.
  mount(app, login, async () => new Response(null, { status: 204 }));

  it("append zod's English message to the field's text", async () => {
    const res = await app.request('/api/webshop/login', { method: 'POST', body: JSON.stringify({ username: ' ', password: 'p' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid value in the field username. (Too small: expected string to have >=1 characters)' });
  });
});
