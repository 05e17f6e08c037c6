import { describe, expect, it } from 'vitest';
import { methodsNotNamed } from '../../../../src/shop/checkout/paymentChoice';

describe('payment choice card: the methods beside the title and description', () => {
  it('leaves out a method the title already names', () => {
    expect(methodsNotNamed(['Faktura'], [{ name: 'Faktura' }])).toBeUndefined();
    expect(methodsNotNamed(['Faktura med Klarna'], [{ name: 'faktura' }, { name: 'Klarna' }])).toBeUndefined();
  });

  it('leaves out methods the description already names', () => {
    expect(methodsNotNamed(['Kort', 'Visa eller Mastercard'], [{ name: 'Visa' }, { name: 'Mastercard' }])).toBeUndefined();
    expect(methodsNotNamed(['Kort', 'Betal med Visa.'], [{ name: 'Visa' }, { name: 'Mastercard' }])).toBe('Mastercard');
  });

  it('leaves out a method whose name begins with a word shown (a short phone title)', () => {
    expect(methodsNotNamed(['Mobil', 'Godkjenn på mobilen'], [{ name: 'Mobilbetaling' }])).toBeUndefined();
    expect(methodsNotNamed(['Vis', undefined], [{ name: 'Visa' }])).toBe('Visa');
  });

  it('lists the others', () => {
    expect(methodsNotNamed(['Betalingskort', undefined], [{ name: 'Visa' }, { name: 'Mastercard' }])).toBe('Visa, Mastercard');
    expect(methodsNotNamed(['Invoice', 'Pay within 14 days'], [{ name: 'Faktura' }])).toBe('Faktura');
    expect(methodsNotNamed(['Vipps'], [])).toBeUndefined();
  });
});
