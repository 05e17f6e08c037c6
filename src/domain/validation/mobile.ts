/**
 * The mobile-number rule (spec 1 §5), apart from the other rules: libphonenumber's metadata is
 * about 120 KB, and only the forms that ask for a mobile number should load it.
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Problem } from './rules';

/** Mobile numbers: Norwegian numbers without a prefix, any country with +NN. */
export function mobileProblem(value: string, defaultCountry: 'NO' = 'NO'): Problem | null {
  const mobile = value.trim();
  if (!mobile) return 'required';
  return isValidPhoneNumber(mobile, defaultCountry) ? null : 'invalidMobile';
}
