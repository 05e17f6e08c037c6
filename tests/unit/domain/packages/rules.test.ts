import { describe, expect, it } from 'vitest';
import { countdownParts, countdownVisible, formatCountdown, offerPriceDisplay, packagePrice, remindersDue, replaceItem, secondsUntil, type ReminderCandidate } from '../../../../src/domain/packages';

const offer = { originalPrice: 899, priceIncludingDiscount: 699, useTimeLimitedDiscount: true, timeLimitedDiscountPrice: 599 };

describe('offerPriceDisplay (spec 3 §5)', () => {
  it('shows the time-limited discount while the countdown runs and the original is above it', () => {
    expect(offerPriceDisplay(offer, true)).toEqual({ kind: 'timeLimited', original: 899, price: 599 });
    expect(packagePrice(offer, true)).toBe(599);
  });
  it('falls back to the normal discount after the countdown or when the time-limited price is not lower', () => {
    expect(offerPriceDisplay(offer, false)).toEqual({ kind: 'discount', original: 899, price: 699 });
    expect(offerPriceDisplay({ ...offer, timeLimitedDiscountPrice: 899 }, true)).toEqual({ kind: 'discount', original: 899, price: 699 });
    expect(offerPriceDisplay({ ...offer, useTimeLimitedDiscount: false }, true).kind).toBe('discount');
  });
  it('shows a plain price only above 0', () => {
    const plain = { originalPrice: 249, priceIncludingDiscount: 249, useTimeLimitedDiscount: false, timeLimitedDiscountPrice: 0 };
    expect(offerPriceDisplay(plain, true)).toEqual({ kind: 'plain', price: 249 });
    expect(offerPriceDisplay({ ...plain, originalPrice: 0, priceIncludingDiscount: 0 }, true)).toEqual({ kind: 'none' });
    expect(packagePrice({ ...plain, originalPrice: 0, priceIncludingDiscount: 0 }, true)).toBe(0);
  });
});

describe('countdown', () => {
  it('counts whole seconds and hides at 0 or below', () => {
    expect(secondsUntil(new Date('2026-01-01T00:00:10Z'), new Date('2026-01-01T00:00:00.500Z'))).toBe(9);
    expect(countdownVisible(1)).toBe(true);
    expect(countdownVisible(0)).toBe(false);
    expect(countdownVisible(-5)).toBe(false);
  });
  it('formats days, hours, minutes and seconds', () => {
    expect(countdownParts(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(formatCountdown(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe('2d 03:04:05');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(-3)).toBe('00:00:00');
  });
});

describe('item versions', () => {
  it('raises only the replaced item by one', () => {
    const items = [
      { uuid: 'a', version: 1, text: 'x' },
      { uuid: 'b', version: 1, text: 'y' },
    ];
    const once = replaceItem(items, 'a', (i) => ({ ...i, text: 'z' }));
    expect(once).toEqual([
      { uuid: 'a', version: 2, text: 'z' },
      { uuid: 'b', version: 1, text: 'y' },
    ]);
    expect(replaceItem(once, 'a', (i) => i)[0].version).toBe(3);
    expect(items[0].version).toBe(1);
  });
});

describe('remindersDue', () => {
  const now = new Date('2026-09-01T12:00:00Z');
  const base: ReminderCandidate = { offerUuid: 'o', offerEndsAt: new Date('2026-09-03T00:00:00Z'), offerDisabled: false, userUuid: 'u', acceptMail: true, remindersEnabled: true, alreadySent: false };
  it('is due within 48 hours of the end, once per offer and account', () => {
    expect(remindersDue([base, { ...base }], now)).toEqual([{ offerUuid: 'o', userUuid: 'u' }]);
  });
  it('is not due outside the window, when sent, disabled, without acceptMail or with the switch off', () => {
    expect(remindersDue([{ ...base, offerEndsAt: new Date('2026-09-04T00:00:00Z') }], now)).toEqual([]);
    expect(remindersDue([{ ...base, offerEndsAt: new Date('2026-09-01T11:59:59Z') }], now)).toEqual([]);
    expect(remindersDue([{ ...base, alreadySent: true }], now)).toEqual([]);
    expect(remindersDue([{ ...base, offerDisabled: true }], now)).toEqual([]);
    expect(remindersDue([{ ...base, acceptMail: false }], now)).toEqual([]);
    expect(remindersDue([{ ...base, remindersEnabled: false }], now)).toEqual([]);
  });
  it('counts a subject with the switch on when a sibling has it off', () => {
    expect(remindersDue([{ ...base, remindersEnabled: false }, base], now)).toHaveLength(1);
  });
});
