/**
 * Norwegian personal numbers for invoice payments (spec 1 §5: pid required, with a minimum
 * age). @navikt/fnrvalidator checks the number; the birth date comes from its digits. Pure.
 */
import { idnr } from '@navikt/fnrvalidator';

/** Invoices go to adults only. */
export const INVOICE_MINIMUM_AGE = 18;

export type PersonNumberProblem = 'required' | 'invalidPersonNo' | 'tooYoung';

/**
 * The birth date a valid fødselsnummer or D-number encodes (day + 40 for D-numbers, month + 40
 * for H-numbers, + 80 for synthetic test numbers); the individual number gives the century.
 */
export function birthDateOf(digits: string): { year: number; month: number; day: number } | null {
  if (!/^\d{11}$/.test(digits)) return null;
  let day = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  const yy = Number(digits.slice(4, 6));
  const individual = Number(digits.slice(6, 9));
  if (day > 40) day -= 40;
  if (month > 80) month -= 80;
  else if (month > 40) month -= 40;
  let century: number;
  if (individual <= 499) century = 1900;
  else if (individual <= 749 && yy >= 54) century = 1800;
  else if (yy <= 39) century = 2000;
  else if (individual >= 900) century = 1900;
  else return null;
  return { year: century + yy, month, day };
}

/** Full years between a birth date and `now` (by the calendar date in UTC). */
export function ageOn(birth: { year: number; month: number; day: number }, now: Date): number {
  const years = now.getUTCFullYear() - birth.year;
  const beforeBirthday = now.getUTCMonth() + 1 < birth.month || (now.getUTCMonth() + 1 === birth.month && now.getUTCDate() < birth.day);
  return beforeBirthday ? years - 1 : years;
}

export function personNumberProblem(value: string, now: Date, minimumAge = INVOICE_MINIMUM_AGE): PersonNumberProblem | null {
  const digits = value.replace(/\s+/g, '');
  if (!digits) return 'required';
  if (idnr(digits).status !== 'valid') return 'invalidPersonNo';
  const birth = birthDateOf(digits);
  if (!birth) return 'invalidPersonNo';
  return ageOn(birth, now) >= minimumAge ? null : 'tooYoung';
}
