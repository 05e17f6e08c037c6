import { describe, expect, it } from 'vitest';
import { methodsBesideTitle } from '../../../../src/shop/checkout/paymentChoice';

describe('payment choice card: the methods beside the title', () => {
  it('leaves out a method the title already names', () => {
    expect(methodsBesideTitle('Faktura', [{ name: 'Faktura' }])).toBeUndefined();
    expect(methodsBesideTitle('Faktura med Klarna', [{ name: 'faktura' }, { name: 'Klarna' }])).toBeUndefined();
  });

  it('lists the others', () => {
    expect(methodsBesideTitle('Betalingskort', [{ name: 'Visa' }, { name: 'Mastercard' }])).toBe('Visa, Mastercard');
    expect(methodsBesideTitle('Invoice', [{ name: 'Faktura' }])).toBe('Faktura');
    expect(methodsBesideTitle('Vipps', [])).toBeUndefined();
  });
});
