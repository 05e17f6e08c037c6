import { describe, expect, it } from 'vitest';
import { canChangeYear, decreaseYear, defaultYear, firstAllowedYear, increaseYear, parseYear, yearOnBlur } from '../../../../src/domain/year';

const now = { currentYear: 2026 };

describe('year without supported years', () => {
  it('plus adds one; an empty or unreadable box starts at the current year', () => {
    expect(increaseYear('2027', now)).toBe(2028);
    expect(increaseYear('', now)).toBe(2026);
    expect(increaseYear('abc', now)).toBe(2026);
    expect(increaseYear('2019', now)).toBe(2026);
  });

  it('minus stops at the current year', () => {
    expect(decreaseYear('2028', now)).toBe(2027);
    expect(decreaseYear('2026', now)).toBe(2026);
    expect(decreaseYear('2020', now)).toBe(2026);
    expect(decreaseYear('', now)).toBe(2026);
  });

  it('on blur a non-numeric or earlier year resets to the current year', () => {
    expect(yearOnBlur('2030', now)).toBe(2030);
    expect(yearOnBlur('2025', now)).toBe(2026);
    expect(yearOnBlur('20x6', now)).toBe(2026);
    expect(yearOnBlur('', now)).toBe(2026);
    expect(yearOnBlur('-2027', now)).toBe(2026);
  });

  it('reads only plain years', () => {
    expect(parseYear(' 2027 ')).toBe(2027);
    expect(parseYear('2027.5')).toBeNull();
    expect(parseYear('20270')).toBeNull();
  });

  it('can always change', () => expect(canChangeYear(now)).toBe(true));
});

describe('year of a calendar with supported years', () => {
  const calendar = { currentYear: 2026, supportedYears: [2028, 2025, 2026, 2027] };

  it('starts at the earliest supported year from now', () => {
    expect(firstAllowedYear(calendar)).toBe(2026);
    expect(firstAllowedYear({ currentYear: 2026, supportedYears: [2027, 2028] })).toBe(2027);
  });

  it('makes a new product for the first allowed year, or for the last supported one when all have passed', () => {
    expect(defaultYear(calendar)).toBe(2026);
    expect(defaultYear({ currentYear: 2026 })).toBe(2026);
    expect(defaultYear({ currentYear: 2030, supportedYears: [2027, 2028, 2026] })).toBe(2028);
    expect(firstAllowedYear({ currentYear: 2030, supportedYears: [2027, 2028, 2026] })).toBe(2030);
  });

  it('plus and minus stay within the supported years', () => {
    expect(increaseYear('2027', calendar)).toBe(2028);
    expect(increaseYear('2028', calendar)).toBe(2028);
    expect(decreaseYear('2027', calendar)).toBe(2026);
    expect(decreaseYear('2026', calendar)).toBe(2026);
  });

  it('skips unsupported years', () => {
    const gaps = { currentYear: 2026, supportedYears: [2026, 2029] };
    expect(increaseYear('2026', gaps)).toBe(2029);
    expect(decreaseYear('2029', gaps)).toBe(2026);
    expect(yearOnBlur('2028', gaps)).toBe(2026);
    expect(yearOnBlur('2031', gaps)).toBe(2029);
  });

  it('on blur resets an earlier year to the first allowed one', () => {
    expect(yearOnBlur('2025', calendar)).toBe(2026);
    expect(yearOnBlur('2027', calendar)).toBe(2027);
  });

  it('cannot change when a single year is left', () => {
    expect(canChangeYear({ currentYear: 2026, supportedYears: [2026] })).toBe(false);
    expect(canChangeYear({ currentYear: 2026, supportedYears: [2025, 2026] })).toBe(false);
    expect(canChangeYear(calendar)).toBe(true);
  });
});
