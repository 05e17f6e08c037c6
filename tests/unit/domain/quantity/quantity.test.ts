import { describe, expect, it } from 'vitest';
import {
  cartQuantityOnCommit,
  cartQuantityRange,
  decreaseQuantity,
  increaseQuantity,
  parseWholeQuantity,
  quantityOnBlur,
  quantityWhileTyping,
  reachesMinimum,
} from '../../../../src/domain/quantity';

describe('buy menu quantity', () => {
  it('plus sets at least the minimum, then counts up by one', () => {
    expect(increaseQuantity(0, 5)).toBe(5);
    expect(increaseQuantity(5, 5)).toBe(6);
    expect(increaseQuantity(0, 1)).toBe(1);
    expect(increaseQuantity(3, 1)).toBe(4);
  });

  it('minus counts down and stops at 0; below the minimum it goes to 0', () => {
    expect(decreaseQuantity(3, 1)).toBe(2);
    expect(decreaseQuantity(1, 1)).toBe(0);
    expect(decreaseQuantity(0, 1)).toBe(0);
    expect(decreaseQuantity(7, 5)).toBe(6);
    expect(decreaseQuantity(5, 5)).toBe(0);
  });

  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['', 0],
    ['abc', 0],
    ['3.5', 0],
    ['-2', 0],
    ['1e3', 0],
  ])('while typing %j counts as %i', (text, count) => expect(quantityWhileTyping(text)).toBe(count));

  it.each([
    ['10', 5, 10],
    ['5', 5, 5],
    ['4', 5, 0],
    ['0', 5, 0],
    ['2.5', 1, 0],
    ['x', 1, 0],
    ['', 1, 0],
    ['1', 1, 1],
  ])('on blur %j with minimum %i becomes %i', (text, minimum, result) => expect(quantityOnBlur(text, minimum)).toBe(result));

  it('only quantities at or above the minimum become order lines', () => {
    expect(reachesMinimum(5, 5)).toBe(true);
    expect(reachesMinimum(4, 5)).toBe(false);
    expect(reachesMinimum(0, 0)).toBe(false);
    expect(reachesMinimum(1, 0)).toBe(true);
  });

  it('refuses numbers too large to count exactly', () => {
    expect(parseWholeQuantity('99999999999999999999')).toBeNull();
  });
});

describe('cart quantity', () => {
  it('runs from the minimum (default 1) to the maximum or the current quantity plus 100', () => {
    expect(cartQuantityRange(3)).toEqual({ min: 1, max: 103 });
    expect(cartQuantityRange(10, 5)).toEqual({ min: 5, max: 110 });
    expect(cartQuantityRange(10, 5, 20)).toEqual({ min: 5, max: 20 });
  });

  it('replaces a non-number or a value below the minimum by the minimum', () => {
    const range = cartQuantityRange(10, 5);
    expect(cartQuantityOnCommit('abc', range)).toBe(5);
    expect(cartQuantityOnCommit('', range)).toBe(5);
    expect(cartQuantityOnCommit('3', range)).toBe(5);
    expect(cartQuantityOnCommit('4.5', range)).toBe(5);
    expect(cartQuantityOnCommit('8', range)).toBe(8);
  });

  it('caps a value above the range at its top', () => {
    expect(cartQuantityOnCommit('500', cartQuantityRange(10, 5))).toBe(110);
    expect(cartQuantityOnCommit('30', cartQuantityRange(10, 5, 20))).toBe(20);
  });
});
