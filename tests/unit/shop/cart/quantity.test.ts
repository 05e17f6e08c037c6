import { describe, expect, it } from 'vitest';
import { cartQuantityOptions, cartQuantityRange } from '../../../../src/domain/quantity';
import { lineQuantityOptions, quantityChoice } from '../../../../src/shop/cart/cartQuantity';

const line = (quantity: number, minimumQuantity = 1, maximumQuantity: number | null = null) => ({ quantity, minimumQuantity, maximumQuantity });

describe('cart quantity selector (spec 1 §5)', () => {
  it('runs from the minimum to the line maximum, with an optional 0 entry first', () => {
    expect(cartQuantityOptions(3, cartQuantityRange(3, 2, 6))).toEqual([2, 3, 4, 5, 6]);
    expect(cartQuantityOptions(3, cartQuantityRange(3, 2, 6), { withZero: true })).toEqual([0, 2, 3, 4, 5, 6]);
  });

  it('runs to the current quantity plus 100 without a maximum, from 1 by default', () => {
    const options = cartQuantityOptions(5, cartQuantityRange(5));
    expect(options[0]).toBe(1);
    expect(options.at(-1)).toBe(105);
    expect(options).toHaveLength(105);
  });

  it('keeps the current quantity as an entry when it lies outside the range', () => {
    expect(cartQuantityOptions(9, cartQuantityRange(9, 1, 4))).toEqual([1, 2, 3, 4, 9]);
  });

  it("reads a cart line's limits (null maximum = no maximum) and offers 0 to remove", () => {
    expect(lineQuantityOptions(line(2, 1, 3))).toEqual([0, 1, 2, 3]);
    expect(lineQuantityOptions(line(10, 10)).slice(0, 3)).toEqual([0, 10, 11]);
    expect(lineQuantityOptions(line(10, 10)).at(-1)).toBe(110);
  });

  it('replaces a non-numeric choice or one below the minimum by the minimum', () => {
    expect(quantityChoice('abc', line(7, 5))).toEqual({ kind: 'set', quantity: 5 });
    expect(quantityChoice('3', line(7, 5))).toEqual({ kind: 'set', quantity: 5 });
    expect(quantityChoice('', line(7, 5))).toEqual({ kind: 'set', quantity: 5 });
    expect(quantityChoice('abc', line(5, 5))).toEqual({ kind: 'unchanged' });
  });

  it('reads 0 as removing the line and the same quantity as no change', () => {
    expect(quantityChoice('0', line(4))).toEqual({ kind: 'remove' });
    expect(quantityChoice('4', line(4))).toEqual({ kind: 'unchanged' });
    expect(quantityChoice('8', line(4))).toEqual({ kind: 'set', quantity: 8 });
  });

  it('never sets more than the line maximum', () => {
    expect(quantityChoice('50', line(2, 1, 10))).toEqual({ kind: 'set', quantity: 10 });
  });
});
