/**
 * The checkout's pure rules (spec 1 §4, §5, §9): method price, store grouping, address field
 * order, shipping and contact forms, preselection, Buy, and the personal-number check.
 */
import { describe, expect, it } from 'vitest';
import {
  applyResolvedAddress,
  canBuy,
  contactProblems,
  editShippingForm,
  emptyShippingForm,
  groupByStore,
  isShippingFormValid,
  methodPrice,
  preselectedDeliveryOption,
  preselectedMethod,
  preselectedPaymentOption,
  shippingFields,
  shippingProblems,
  stepState,
} from '../../../../src/domain/checkout';
import { birthDateOf, personNumberProblem } from '../../../../src/domain/checkout/personNumber';
import { personNumber } from '../../../support/personNumber';

const plain = { gatherAddress2: false, gatherState: false, hidePostalCode: false };

describe('method price', () => {
  it('is the highest option price', () => {
    expect(methodPrice([{ uuid: 'a', price: 49 }, { uuid: 'b', price: 99 }, { uuid: 'c', price: 0 }])).toBe(99);
  });
  it('leaves express options out, by flag or by the express uuid suffix', () => {
    expect(methodPrice([{ uuid: 'a', price: 49 }, { uuid: 'b', price: 199, isExpress: true }])).toBe(49);
    expect(methodPrice([{ uuid: '11111111-2222-3333-4444-000000000001', price: 0 }, { uuid: '11111111-2222-3333-4444-111111111111', price: 150 }])).toBe(0);
  });
  it('is null without a regular option', () => {
    expect(methodPrice([])).toBeNull();
    expect(methodPrice([{ uuid: 'x', price: 5, isExpress: true }])).toBeNull();
  });
});

describe('store grouping', () => {
  const oslo = { uuid: 'aaaaaaaa-0000-0000-0001-000000000001', name: 'Oslo' };
  const osloExpress = { uuid: 'aaaaaaaa-0000-0000-0001-111111111111', name: 'Oslo express' };
  const bergen = { uuid: 'aaaaaaaa-0000-0000-0002-000000000001', name: 'Bergen' };
  const trondheimExpressOnly = { uuid: 'aaaaaaaa-0000-0000-0003-111111111111', name: 'Trondheim express' };

  it('groups by the first 23 characters in the order stores first appear', () => {
    const groups = groupByStore([osloExpress, bergen, oslo, trondheimExpressOnly]);
    expect(groups.map((g) => g.key)).toEqual(['aaaaaaaa-0000-0000-0001', 'aaaaaaaa-0000-0000-0002', 'aaaaaaaa-0000-0000-0003']);
    expect(groups[0]).toMatchObject({ main: oslo, express: osloExpress });
    expect(groups[0]!.locations).toEqual([osloExpress, oslo]);
    expect(groups[1]).toMatchObject({ main: bergen, express: null });
  });
  it('a store with only an express location shows that one', () => {
    expect(groupByStore([trondheimExpressOnly])[0]).toMatchObject({ main: trondheimExpressOnly, express: null });
  });
});

describe('shipping form fields', () => {
  it('puts the postal code after the city in GB, US and AU, before it elsewhere', () => {
    expect(shippingFields(plain, 'NO')).toEqual(['name', 'address', 'postalCode', 'city']);
    expect(shippingFields(plain, 'SE')).toEqual(['name', 'address', 'postalCode', 'city']);
    for (const country of ['GB', 'US', 'AU', 'us']) expect(shippingFields(plain, country)).toEqual(['name', 'address', 'city', 'postalCode']);
  });
  it('shows address2 and state only when gathered, and no postal code when hidden', () => {
    expect(shippingFields({ gatherAddress2: true, gatherState: true, hidePostalCode: true }, 'US')).toEqual(['name', 'address', 'address2', 'city', 'state']);
  });
});

describe('shipping form validation', () => {
  const filled = { ...emptyShippingForm(), name: 'Kari Nordmann', address: 'Storgata 1', postalCode: '0155', city: 'Oslo' };

  it('requires name, address, postal code and city', () => {
    expect(shippingProblems(emptyShippingForm(), plain)).toEqual({ name: 'required', address: 'required', postalCode: 'required', city: 'required' });
    expect(isShippingFormValid(filled, plain)).toBe(true);
    expect(shippingProblems({ ...filled, city: '   ' }, plain)).toEqual({ city: 'required' });
  });
  it('needs no postal code when it is hidden, a state when gathered, never address2', () => {
    expect(isShippingFormValid({ ...filled, postalCode: '' }, { ...plain, hidePostalCode: true })).toBe(true);
    expect(shippingProblems(filled, { ...plain, gatherState: true })).toEqual({ state: 'required' });
    expect(isShippingFormValid({ ...filled, address2: '' }, { ...plain, gatherAddress2: true })).toBe(true);
  });
  it('any edit of the address resets verifiedAddress; a chosen suggestion sets it', () => {
    const verified = applyResolvedAddress(filled, { address1: 'Karl Johans gate 1', address2: '', postalCode: '0154', city: 'OSLO', state: '' });
    expect(verified).toMatchObject({ address: 'Karl Johans gate 1', postalCode: '0154', city: 'OSLO', verifiedAddress: true, name: 'Kari Nordmann' });
    expect(editShippingForm(verified, 'postalCode', '0155').verifiedAddress).toBe(false);
    expect(editShippingForm(verified, 'name', 'Ola').verifiedAddress).toBe(false);
    expect(editShippingForm(verified, 'saveAddress', true)).toMatchObject({ saveAddress: true, verifiedAddress: true });
  });
});

describe('contact details', () => {
  it('needs a name and a valid e-mail', () => {
    expect(contactProblems({ name: '', emailAddress: '' })).toEqual({ name: 'required', emailAddress: 'required' });
    expect(contactProblems({ name: '1234', emailAddress: 'kari@' })).toEqual({ name: 'invalidName', emailAddress: 'invalidEmail' });
    expect(contactProblems({ name: 'Kari Nordmann', emailAddress: ' kari@example.no ' })).toEqual({});
  });
});

describe('preselection', () => {
  const options = [{ uuid: 'first' }, { uuid: 'saved' }];
  it('selects a single method, none of several', () => {
    expect(preselectedMethod(['postage'])).toBe('postage');
    expect(preselectedMethod(['postage', 'school-pickup'])).toBeNull();
    expect(preselectedMethod([])).toBeNull();
  });
  it('starts a method at its first option, postage at the saved one when still offered', () => {
    expect(preselectedDeliveryOption({ type: 'postage', options }, 'saved')).toEqual({ uuid: 'saved' });
    expect(preselectedDeliveryOption({ type: 'postage', options }, 'gone')).toEqual({ uuid: 'first' });
    expect(preselectedDeliveryOption({ type: 'store-pickup', options }, 'saved')).toEqual({ uuid: 'first' });
    expect(preselectedDeliveryOption({ type: 'postage', options: [] }, null)).toBeNull();
  });
  it('starts payment at the saved option, else the first', () => {
    expect(preselectedPaymentOption(options, 'saved')).toEqual({ uuid: 'saved' });
    expect(preselectedPaymentOption(options, null)).toEqual({ uuid: 'first' });
  });
});

describe('steps and Buy', () => {
  it('earlier steps are done, later ones closed', () => {
    expect(stepState('select-delivery-option', 'select-payment-option')).toBe('done');
    expect(stepState('select-payment-option', 'select-payment-option')).toBe('current');
    expect(stepState('confirm-order', 'select-payment-option')).toBe('closed');
  });
  it('Buy needs delivery option, payment option and terms, and no purchase under way', () => {
    const ready = { deliveryOptionUuid: 'd', paymentOptionUuid: 'p', termsAccepted: true, isCreatingTransaction: false };
    expect(canBuy(ready)).toBe(true);
    expect(canBuy({ ...ready, deliveryOptionUuid: null })).toBe(false);
    expect(canBuy({ ...ready, paymentOptionUuid: null })).toBe(false);
    expect(canBuy({ ...ready, termsAccepted: false })).toBe(false);
    expect(canBuy({ ...ready, isCreatingTransaction: true })).toBe(false);
  });
});

describe('personal number', () => {
  const today = new Date(2026, 10, 24);
  it('accepts an adult with a correct checksum, with or without spaces', () => {
    const pid = personNumber(new Date(1985, 4, 17));
    expect(personNumberProblem(pid, today)).toBeNull();
    expect(personNumberProblem(`${pid.slice(0, 6)} ${pid.slice(6)}`, today)).toBeNull();
  });
  it('is required, needs the right checksum and 18 years', () => {
    expect(personNumberProblem('  ', today)).toBe('required');
    const pid = personNumber(new Date(1985, 4, 17));
    const wrong = pid.slice(0, 10) + String((Number(pid[10]) + 1) % 10);
    expect(personNumberProblem(wrong, today)).toBe('invalidPersonNumber');
    expect(personNumberProblem('123', today)).toBe('invalidPersonNumber');
    expect(personNumberProblem(personNumber(new Date(2008, 10, 25)), today)).toBe('underAge');
    expect(personNumberProblem(personNumber(new Date(2008, 10, 24)), today)).toBeNull();
  });
  it('reads the century from the individual number and D numbers from the day', () => {
    expect(birthDateOf(personNumber(new Date(2010, 0, 2)))).toEqual({ year: 2010, month: 1, day: 2 });
    expect(birthDateOf(personNumber(new Date(1950, 11, 31)))).toEqual({ year: 1950, month: 12, day: 31 });
    const d = personNumber(new Date(1980, 2, 5), { dNumber: true });
    expect(d.slice(0, 2)).toBe('45');
    expect(birthDateOf(d)).toEqual({ year: 1980, month: 3, day: 5 });
    expect(personNumberProblem(d, today)).toBeNull();
  });
});
