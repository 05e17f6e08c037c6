/**
 * Validation rules shared by the forms and the server (spec 1 §5). Each returns the key of the
 * problem, or null when the value is fine; the UI turns keys into the spec's message texts.
 */
export type Problem = 'required' | 'tooShort' | 'invalidEmail' | 'passwordsDontMatch' | 'invalidMobile';

/** Spec 1 §9: password minimums differ per screen. */
export const PASSWORD_MIN_LOGIN = 3;
export const PASSWORD_MIN_REGISTRATION = 6;
/** Reset asks for "more than 6". */
export const PASSWORD_MIN_RESET = 7;
/** The add-pictures button needs 6 characters; the field's own minimum length attribute is 4. */
export const PICTURE_CODE_BUTTON_MIN = 6;
export const PICTURE_CODE_FIELD_MIN = 4;

// Deliberately simple: one @, a dot in the domain, no spaces. The mail server is the real judge.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailProblem(value: string): Problem | null {
  const email = value.trim();
  if (!email) return 'required';
  return EMAIL.test(email) ? null : 'invalidEmail';
}

function passwordProblem(value: string, min: number): Problem | null {
  if (!value) return 'required';
  return value.length < min ? 'tooShort' : null;
}

export const loginPasswordProblem = (value: string) => passwordProblem(value, PASSWORD_MIN_LOGIN);
export const registrationPasswordProblem = (value: string) => passwordProblem(value, PASSWORD_MIN_REGISTRATION);
export const resetPasswordProblem = (value: string) => passwordProblem(value.trim(), PASSWORD_MIN_RESET);

export function passwordsMatchProblem(password: string, repeated: string): Problem | null {
  return password === repeated ? null : 'passwordsDontMatch';
}

/** The reset form removes spaces while the customer types. */
export const stripSpaces = (value: string) => value.replace(/\s+/g, '');

export const canSubmitPictureCode = (code: string) => code.trim().length >= PICTURE_CODE_BUTTON_MIN;

/** Subject codes are matched without case or surrounding spaces. */
export const normalizeSubjectCode = (code: string) => code.trim().toUpperCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in any case: what a path or body segment must be before it may reach a uuid column. */
export const isUuid = (value: string): boolean => UUID.test(value);
