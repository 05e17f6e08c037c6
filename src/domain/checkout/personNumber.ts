/**
 * The personal number an invoice option asks for (spec 1 §5: pid required with a minimum age
 * check when the option has requirePersonNo). The checksum and date come from
 * @navikt/fnrvalidator; the birth date is read from the digits to check the buyer's age.
 */
import { idnr } from '@navikt/fnrvalidator';
import { normalizePersonNumber } from './personNumberInput';
import type { CheckoutProblem } from './problems';

/** Buying on invoice is for adults. */
export const MINIMUM_INVOICE_AGE = 18;

/**
 * The birth date in a Norwegian birth or D number (DDMMYY + individual number + checksum).
 * D numbers add 40 to the day, H numbers 40 to the month, synthetic test numbers 80; the
 * individual number decides the century.
 */
export function birthDateOf(pid: string): { year: number; month: number; day: number } | null {
  if (!/^\d{11}$/.test(pid)) return null;
  let day = Number(pid.slice(0, 2));
  let month = Number(pid.slice(2, 4));
  const yy = Number(pid.slice(4, 6));
  const individual = Number(pid.slice(6, 9));
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

/** Whole years between a birth date and `today` (local calendar dates). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const month = today.getMonth() + 1;
  const beforeBirthday = month < birth.month || (month === birth.month && today.getDate() < birth.day);
  return today.getFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

export function personNumberProblem(value: string, today: Date = new Date()): CheckoutProblem | null {
  const pid = normalizePersonNumber(value);
  if (!pid) return 'required';
  if (idnr(pid).status !== 'valid') return 'invalidPersonNumber';
  const birth = birthDateOf(pid);
  if (!birth) return 'invalidPersonNumber';
  return ageOn(birth, today) >= MINIMUM_INVOICE_AGE ? null : 'underAge';
}
