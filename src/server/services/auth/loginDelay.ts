/**
 * How long a sign-in to an account waits while that account is being guessed at. Failures from
 * one address are refused per address (rate limits); failures spread over many addresses only
 * slow every sign-in to the account down, never lock it, so whoever knows a parent's e-mail
 * cannot keep the parent out (ASVS 2.2.1: soft lockout, growing delays).
 */
export const LOGIN_DELAY_STEP_MS = 250;
export const LOGIN_DELAY_MAX_MS = 3000;

export function loginDelayMs(recentFailures: number, freeFailures: number): number {
  const over = recentFailures - freeFailures;
  return over <= 0 ? 0 : Math.min(over * LOGIN_DELAY_STEP_MS, LOGIN_DELAY_MAX_MS);
}
