import { describe, expect, it } from 'vitest';
import { summaryOfRows, type CartLineRow } from '../../../../../src/server/services/cart/cartRows';

const row = (type: number, quantity: number, linePrice: string) => ({ type, quantity, linePrice }) as CartLineRow;

describe('summaryOfRows (the cart answer sums the rows it already read)', () => {
  it('counts the quantities of product lines only and adds prices in øre, leaving out the type 4 restatement', () => {
    const rows = [row(0, 2, '0.10'), row(0, 1, '0.20'), row(2, 1, '49.00'), row(4, 1, '49.30')];
    expect(summaryOfRows(rows)).toEqual({ itemCount: 3, totalPrice: 49.3 });
  });

  it('answers nothing for an empty cart', () => {
    expect(summaryOfRows([])).toEqual({ itemCount: 0, totalPrice: 0 });
  });
});
