import { describe, expect, it } from 'vitest';
import { freeDeliveryMessage } from '../../../../src/domain/delivery/freeDelivery';

describe('free-delivery banner', () => {
  it('is switched off by a negative threshold', () => {
    expect(freeDeliveryMessage(-1, 0)).toBeNull();
    expect(freeDeliveryMessage(-1, 1000)).toBeNull();
  });

  it('says delivery is free for everyone when the threshold is 0', () => {
    expect(freeDeliveryMessage(0, 0)).toEqual({ kind: 'free' });
    expect(freeDeliveryMessage(0, 120)).toEqual({ kind: 'free' });
  });

  it('names the threshold while the cart is empty', () => {
    expect(freeDeliveryMessage(499, 0)).toEqual({ kind: 'threshold', amount: 499 });
  });

  it('tells how much is left while the cart is under the threshold', () => {
    expect(freeDeliveryMessage(499, 199)).toEqual({ kind: 'remaining', amount: 300 });
    expect(freeDeliveryMessage(499, 498.5)).toEqual({ kind: 'remaining', amount: 0.5 });
  });

  it('keeps the remainder to whole øre', () => {
    expect(freeDeliveryMessage(500, 0.1 + 0.2)).toEqual({ kind: 'remaining', amount: 499.7 });
  });

  it('is free at and over the threshold', () => {
    expect(freeDeliveryMessage(499, 499)).toEqual({ kind: 'free' });
    expect(freeDeliveryMessage(499, 1200)).toEqual({ kind: 'free' });
  });

  it('ignores a threshold that is not a number', () => {
    expect(freeDeliveryMessage(Number.NaN, 10)).toBeNull();
  });
});
