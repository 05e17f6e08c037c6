/** The checkout's pure rules with plain inputs and outputs (no server). */
import { describe, expect, it } from 'vitest';
import { cartContent, deliveryTypesFor } from '../../src/server/services/checkout/cartContent';
import { methodPrice } from '../../src/server/services/checkout/deliveryMethods';
import { addBusinessDays, businessDaysText } from '../../src/server/services/checkout/deliveryTime';
import { checkoutTotals, shippingPrice, vatIncluded, voucherDiscount } from '../../src/server/services/checkout/totals';
import { normalizeVoucherCode, voucherActive, voucherProblem } from '../../src/server/services/checkout/voucherRules';
import { canTransition, isFinal } from '../../src/server/services/orders/orderStates';
import { ageOn, birthDateOf, personNumberProblem } from '../../src/domain/checkout/personNumber';
import { checkPaymentData } from '../../src/server/services/payments/paymentDetails';
import type { CartLineRow } from '../../src/server/services/cart/cartRows';

describe('checkoutTotals', () => {
  it('adds shipping to the products after the voucher and states the VAT inside the total', () => {
    expect(checkoutTotals({ productLinePrices: [100, 95], voucher: { kind: 'percent', value: 10 }, shipping: { price: 79, isExpress: false }, freeShippingThreshold: 499 })).toEqual({
      productTotal: 195,
      discount: 19.5,
      shipping: 79,
      total: 254.5,
      vat: 50.9,
    });
  });
  it('has no shipping until a delivery option is chosen', () => {
    expect(checkoutTotals({ productLinePrices: [10], voucher: null, shipping: null, freeShippingThreshold: 499 }).shipping).toBeNull();
  });
  it('makes shipping free from the threshold (after the voucher), never for express, and never with the offer off', () => {
    expect(shippingPrice({ price: 79, isExpress: false }, 499, 499)).toBe(0);
    expect(shippingPrice({ price: 79, isExpress: false }, 498.99, 499)).toBe(79);
    expect(shippingPrice({ price: 149, isExpress: true }, 1000, 499)).toBe(149);
    expect(shippingPrice({ price: 79, isExpress: false }, 0, 0)).toBe(0);
    expect(shippingPrice({ price: 79, isExpress: false }, 10000, -1)).toBe(79);
  });
  it('never takes off more than the products cost', () => {
    expect(voucherDiscount({ kind: 'amount', value: 50 }, 30)).toBe(30);
    expect(voucherDiscount({ kind: 'percent', value: 150 }, 30)).toBe(30);
    expect(voucherDiscount({ kind: 'percent', value: 10 }, 0)).toBe(0);
  });
  it('finds the VAT in a price that includes 25 %', () => {
    expect(vatIncluded(125)).toBe(25);
    expect(vatIncluded(79)).toBe(15.8);
  });
});

describe('voucherProblem', () => {
  const limits = { validFrom: new Date('2026-01-01T00:00:00Z'), validTo: new Date('2026-12-31T00:00:00Z'), usageLimit: 2, minimumAmount: 300 };
  const at = (now: string, uses = 0, productTotal = 500) => voucherProblem(limits, { now: new Date(now), uses, productTotal });
  it('checks dates, then uses, then the amount', () => {
    expect(at('2025-12-31T23:59:59Z')).toEqual({ key: 'voucherNotYetValid', validFrom: limits.validFrom });
    expect(at('2027-01-01T00:00:00Z')).toEqual({ key: 'voucherExpired' });
    expect(at('2026-06-01T00:00:00Z', 2)).toEqual({ key: 'voucherUsedUp' });
    expect(at('2026-06-01T00:00:00Z', 1, 299.5)).toEqual({ key: 'voucherBelowMinimum', minimum: 300, remaining: 0.5 });
    expect(at('2026-06-01T00:00:00Z', 1, 300)).toBeNull();
  });
  it('tells whether a voucher is usable at all now, and reads codes without case or spaces', () => {
    expect(voucherActive(limits, new Date('2026-06-01T00:00:00Z'), 1)).toBe(true);
    expect(voucherActive(limits, new Date('2026-06-01T00:00:00Z'), 2)).toBe(false);
    expect(voucherActive({ ...limits, validFrom: null, validTo: null, usageLimit: null }, new Date('2030-01-01T00:00:00Z'), 99)).toBe(true);
    expect(normalizeVoucherCode('  host10 ')).toBe('HOST10');
  });
});

describe('delivery', () => {
  it('prices a method at its highest option without express variants (spec 1 §9)', () => {
    expect(methodPrice([{ price: 79, isExpress: false }, { price: 149, isExpress: true }])).toBe(79);
    expect(methodPrice([{ price: 49, isExpress: false }, { price: 59, isExpress: false }, { price: 129, isExpress: true }])).toBe(59);
    expect(methodPrice([{ price: 129, isExpress: true }])).toBe(129);
    expect(methodPrice([])).toBe(0);
  });
  it('offers the delivery types the cart’s content allows', () => {
    const row = (r: Partial<CartLineRow>) => ({ type: 0, catalogueUuid: null, subjectUuid: null, ...r }) as CartLineRow;
    const printed = row({ productUuid: 'p' });
    const catalogue = row({ catalogueUuid: 'c', subjectUuid: 's' });
    const files = row({ subjectUuid: 's' });
    expect(deliveryTypesFor(cartContent([printed, files]))).toEqual(['postage', 'school-pickup', 'store-pickup']);
    expect(deliveryTypesFor(cartContent([catalogue, files]))).toEqual(['school-pickup']);
    expect(deliveryTypesFor(cartContent([files]))).toEqual(['digital-delivery']);
    expect(deliveryTypesFor(cartContent([]))).toEqual([]);
  });
  it('counts business days over weekends and says them in both languages', () => {
    // Friday 2026-09-04 + 1 business day = Monday 2026-09-07.
    expect(addBusinessDays(new Date('2026-09-04T10:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-09-07');
    expect(addBusinessDays(new Date('2026-09-01T10:00:00Z'), 5).toISOString().slice(0, 10)).toBe('2026-09-08');
    expect(businessDaysText(1, 'nb')).toBe('1 virkedag');
    expect(businessDaysText(5, 'en')).toBe('5 business days');
    expect(businessDaysText(0, 'nb')).toBe('Med en gang');
  });
});

describe('order states', () => {
  it('runs created -> awaiting_payment -> paid | invoiced | declined | cancelled and nowhere after', () => {
    expect(canTransition('created', 'awaiting_payment')).toBe(true);
    expect(canTransition('created', 'paid')).toBe(false);
    for (const end of ['paid', 'invoiced', 'declined', 'cancelled'] as const) {
      expect(canTransition('awaiting_payment', end)).toBe(true);
      expect(isFinal(end)).toBe(true);
      expect(canTransition(end, 'paid')).toBe(false);
    }
  });
});

describe('personal numbers', () => {
  // Synthetic numbers with valid check digits (not real people).
  const ADULT = '15076500565';
  it('reads the birth date, century from the individual number, D-numbers with day + 40', () => {
    expect(birthDateOf('15076500565')).toEqual({ year: 1965, month: 7, day: 15 });
    expect(birthDateOf('55076500565')).toEqual({ year: 1965, month: 7, day: 15 });
    expect(birthDateOf('0101105001')).toBeNull();
    expect(birthDateOf('01011050012')).toEqual({ year: 2010, month: 1, day: 1 });
  });
  it('counts age by the calendar date', () => {
    expect(ageOn({ year: 2008, month: 9, day: 2 }, new Date('2026-09-01T12:00:00Z'))).toBe(17);
    expect(ageOn({ year: 2008, month: 9, day: 1 }, new Date('2026-09-01T12:00:00Z'))).toBe(18);
  });
  it('needs a valid number of someone 18 or older', () => {
    const now = new Date('2026-09-01T12:00:00Z');
    expect(personNumberProblem('', now)).toBe('required');
    expect(personNumberProblem('12345678901', now)).toBe('invalidPersonNumber');
    expect(personNumberProblem(ADULT, now)).toBeNull();
    expect(personNumberProblem('150765 00565', now)).toBeNull();
  });
  it('checks only what the payment option asks for', () => {
    const now = new Date('2026-09-01T12:00:00Z');
    expect(checkPaymentData({ verifyMobile: false, requirePersonNo: false }, { mobilePhone: 'x', pid: 'y' }, now)).toEqual({});
    expect(checkPaymentData({ verifyMobile: true, requirePersonNo: false }, { mobilePhone: ' 412 34 567 ' }, now)).toEqual({ mobilePhone: '412 34 567' });
    expect(() => checkPaymentData({ verifyMobile: false, requirePersonNo: true }, { pid: '12345678901' }, now)).toThrow(/invalidPersonNo/);
  });
});
