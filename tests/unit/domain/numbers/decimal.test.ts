import { describe, expect, it } from 'vitest';
import { formatDecimal, type NumberLanguage } from '../../../../src/domain/numbers';
import { formatMoney } from '../../../../src/domain/pricing';

const LOCALES: Record<NumberLanguage, string> = { nb: 'nb-NO', en: 'en-GB' };

/** What Intl writes: formatDecimal is a stand-in for it that loads no number data. */
const intl = (value: number, language: NumberLanguage, min: number, max: number) =>
  new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);

describe('formatDecimal', () => {
  it('writes Norwegian and British numbers', () => {
    expect(formatDecimal(1234567.5, 'nb', { max: 1 })).toBe('1\u00a0234\u00a0567,5');
    expect(formatDecimal(1234567.5, 'en', { max: 1 })).toBe('1,234,567.5');
    expect(formatDecimal(10.5, 'nb', { max: 1 })).toBe('10,5');
    expect(formatDecimal(15, 'nb', { max: 1 })).toBe('15');
    expect(formatDecimal(12.5, 'nb', { min: 2, max: 2 })).toBe('12,50');
    expect(formatDecimal(-30, 'nb', { max: 0 })).toBe('\u221230');
    expect(formatDecimal(-30, 'en', { max: 0 })).toBe('-30');
  });

  it('rounds half away from zero on the number as written, not on its binary value', () => {
    expect(formatDecimal(2.675, 'nb', { max: 2 })).toBe('2,68');
    expect(formatDecimal(1.005, 'en', { max: 2 })).toBe('1.01');
    expect(formatDecimal(-2.5, 'en', { max: 0 })).toBe('-3');
    expect(formatDecimal(999.999, 'nb', { min: 2, max: 2 })).toBe('1\u00a0000,00');
  });

  it('writes what Intl.NumberFormat writes, for every language, digits and a spread of values', () => {
    const values = [0, -0, 0.004, 0.005, 0.5, 1, 9.95, 12.345, 99.995, 999, 1000, 1234.5678, 65536.25, 1e7 + 0.125, -0.001, -1234.5, 5e-7, 1e21, 123456789012];
    const mismatches: string[] = [];
    for (const language of ['nb', 'en'] as const) {
      for (const [min, max] of [[0, 0], [0, 1], [0, 2], [2, 2], [1, 3]]) {
        for (const value of values) {
          const ours = formatDecimal(value, language, { min, max });
          const theirs = intl(value, language, min, max);
          if (ours !== theirs) mismatches.push(`${language} ${value} ${min}-${max}: ${JSON.stringify(ours)} vs Intl ${JSON.stringify(theirs)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses what is not a number rather than writing "NaN" where a price goes', () => {
    expect(() => formatDecimal(Number.NaN, 'nb', { max: 2 })).toThrow(RangeError);
    expect(() => formatDecimal(Infinity, 'en', { max: 2 })).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('writes kroner as Intl writes Norwegian currency: øre only when the amount has them', () => {
    for (const amount of [0, 0.5, 12.5, 49, 499, 1234, 1234.56, 2.675, -30, 1e6]) {
      const whole = Number.isInteger(amount);
      const theirs = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
      expect(formatMoney(amount)).toBe(theirs);
      expect(formatMoney(amount, 'NOK')).toBe(theirs);
    }
  });

  it('writes another currency with its own symbol', () => {
    expect(formatMoney(12.5, 'EUR')).toBe(new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(12.5));
    expect(formatMoney(12.5, 'EUR')).toContain('€');
  });
});
