/**
 * What a support search term can be (pure): an e-mail (part), a mobile number (its digits), a
 * subject code (letters and digits, matched whole and without case) or an order reference (the
 * first characters of an order uuid).
 */
export interface SearchTerm {
  /** Lower-case, for a part of an e-mail address. */
  email: string;
  /** The digits of a phone number, when the term has at least 4 and nothing but phone characters. */
  mobileDigits: string | null;
  /** Upper-case, when the term can be a code. */
  code: string | null;
  /** Lower-case, when the term can start an order uuid (at least 4 of its characters). */
  orderPrefix: string | null;
}

const PHONE = /^\+?[\d\s().-]+$/;
const CODE = /^[A-Za-z0-9]+$/;
const UUID_PREFIX = /^[0-9a-f]{4,8}(-[0-9a-f]{0,4}){0,4}[0-9a-f-]*$/i;

export function parseSearchTerm(raw: string): SearchTerm {
  const term = raw.trim();
  const hash = term.replace(/^#/, '');
  const digits = term.replace(/\D/g, '');
  return {
    email: term.toLowerCase(),
    mobileDigits: PHONE.test(term) && digits.length >= 4 ? withoutCountryCode(digits) : null,
    code: CODE.test(term) ? term.toUpperCase() : null,
    orderPrefix: UUID_PREFIX.test(hash) && hash.length <= 36 ? hash.toLowerCase() : null,
  };
}

/** Norwegian numbers are stored with or without +47: search by the national part. */
function withoutCountryCode(digits: string): string {
  return digits.length === 10 && digits.startsWith('47') ? digits.slice(2) : digits;
}

/** LIKE's wildcards in a term match themselves. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);
