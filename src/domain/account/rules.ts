/**
 * Rules of the account area (spec 3 §5, §9), shared by its forms and the server. Each problem
 * is a key the UI turns into the spec's text.
 */
import { emailProblem } from '../validation';

/** Spec 3 §9: the account's change-password form and image-code form both need 5 characters. */
export const ACCOUNT_PASSWORD_MIN = 5;
export const ACCOUNT_CODE_MIN = 5;

export type AccountPasswordProblem = 'tooShort' | 'passwordsDontMatch';

/** 'The password is not long enough' comes before 'The passwords must match'. */
export function accountPasswordProblem(password: string, reTypePassword: string): AccountPasswordProblem | null {
  if (password.length < ACCOUNT_PASSWORD_MIN) return 'tooShort';
  return password === reTypePassword ? null : 'passwordsDontMatch';
}

export const canSubmitAccountCode = (code: string): boolean => code.trim().length >= ACCOUNT_CODE_MIN;

/**
 * The addresses a share goes to: each entry trimmed, blank or invalid ones dropped, and the same
 * address (in any case) only once, so nobody gets two copies of one invitation.
 */
export function shareRecipients(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const recipients: string[] = [];
  for (const entry of entries) {
    const email = entry.trim();
    if (emailProblem(email) !== null) continue;
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    recipients.push(email);
  }
  return recipients;
}

