/** The support console's pure rules: what a search term can be, and an order's states in order. */
import { describe, expect, it } from 'vitest';
import { inChainOrder } from '../../../../../src/server/services/support/orderView';
import { escapeLike, parseSearchTerm } from '../../../../../src/server/services/support/searchTerm';

describe('parseSearchTerm', () => {
  it('reads a mobile number written any way as its national digits', () => {
    for (const written of ['91234567', '+47 912 34 567', '4791234567', '(912) 34-567']) expect(parseSearchTerm(written).mobileDigits, written).toBe('91234567');
    expect(parseSearchTerm('912').mobileDigits).toBeNull();
    expect(parseSearchTerm('kari@example.no').mobileDigits).toBeNull();
  });

  it('reads a code upper-case, and an order reference lower-case with or without #', () => {
    expect(parseSearchTerm(' emma2026 ')).toMatchObject({ code: 'EMMA2026', email: 'emma2026' });
    expect(parseSearchTerm('kari@example.no').code).toBeNull();
    expect(parseSearchTerm('#3F2A9C1D').orderPrefix).toBe('3f2a9c1d');
    expect(parseSearchTerm('3f2a9c1d-77').orderPrefix).toBe('3f2a9c1d-77');
    expect(parseSearchTerm('emma2026').orderPrefix).toBeNull();
    expect(parseSearchTerm('abc').orderPrefix).toBeNull();
  });

  it("escapes LIKE's wildcards", () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('inChainOrder', () => {
  const at = new Date('2026-11-26T10:00:00Z');
  it('puts changes made at the same moment in the order they followed each other', () => {
    const changes = [
      { fromState: 'awaiting_payment' as const, toState: 'invoiced' as const, at },
      { fromState: 'created' as const, toState: 'awaiting_payment' as const, at },
      { fromState: null, toState: 'created' as const, at },
    ];
    expect(inChainOrder(changes).map((c) => c.toState)).toEqual(['created', 'awaiting_payment', 'invoiced']);
  });

  it('orders by time first', () => {
    const later = new Date(at.getTime() + 60_000);
    const changes = [
      { fromState: 'awaiting_payment' as const, toState: 'paid' as const, at: later },
      { fromState: null, toState: 'created' as const, at },
      { fromState: 'created' as const, toState: 'awaiting_payment' as const, at },
    ];
    expect(inChainOrder(changes).map((c) => c.toState)).toEqual(['created', 'awaiting_payment', 'paid']);
  });
});
