/**
 * Numbers written as a Norwegian or British reader expects them ("1 234,5" / "1,234.5"), without
 * Intl: the first Intl.NumberFormat a page makes loads the browser's number data, 50-65 ms of a
 * phone's main thread at Lighthouse's 4x slowdown, inside the task that first shows a price. Written
 * here, the server render and the browser also give the same text whatever ICU version each has.
 * tests/unit/domain/numbers/decimal.test.ts holds the output to Intl.NumberFormat's.
 */

export type NumberLanguage = 'nb' | 'en';

export interface DecimalDigits {
  /** Fraction digits always written (padded with zeros). */
  min?: number;
  /** Fraction digits at most; the rest is rounded half away from zero, as Intl does. */
  max: number;
}

const SYMBOLS: Readonly<Record<NumberLanguage, { group: string; decimal: string; minus: string }>> = {
  // No-break space between groups and U+2212 for minus, as CLDR's Norwegian.
  nb: { group: '\u00a0', decimal: ',', minus: '\u2212' },
  en: { group: ',', decimal: '.', minus: '-' },
};

/** A non-negative number's shortest decimal form (what String gives) as whole and fraction digits, without an exponent. */
function decimalDigits(magnitude: number): { whole: string; fraction: string } {
  const [, whole, fraction = '', exponent = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(magnitude))!;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/**
 * The digits rounded to `max` fraction digits, half away from zero: rounded on the number's
 * shortest decimal form (2.675 -> 2.68), not on its binary value (2.67499...), as Intl rounds it.
 */
function roundedDigits(magnitude: number, max: number): { whole: string; fraction: string } {
  const { whole, fraction } = decimalDigits(magnitude);
  const roundUp = fraction.length > max && fraction[max] >= '5';
  const digits = (BigInt(whole + fraction.slice(0, max).padEnd(max, '0')) + (roundUp ? 1n : 0n)).toString().padStart(max + 1, '0');
  return { whole: digits.slice(0, digits.length - max), fraction: digits.slice(digits.length - max) };
}

export function formatDecimal(value: number, language: NumberLanguage, { min = 0, max }: DecimalDigits): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot write ${value} as a decimal number`);
  const symbols = SYMBOLS[language];
  const { whole, fraction } = roundedDigits(Math.abs(value), max);
  let shown = fraction;
  while (shown.length > min && shown.endsWith('0')) shown = shown.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, symbols.group);
  // A negative value keeps its sign also when it rounds to zero (-0.001 -> "−0,00"), as Intl writes it.
  const sign = value < 0 || Object.is(value, -0) ? symbols.minus : '';
  return `${sign}${grouped}${shown ? symbols.decimal + shown : ''}`;
}
