import { describe, expect, it } from 'vitest';
import { LOGIN_DELAY_MAX_MS, LOGIN_DELAY_STEP_MS, loginDelayMs } from '../../../../../src/server/services/auth/loginDelay';

describe('loginDelayMs', () => {
  it('waits nothing for the first failures, then a step more per failure', () => {
    expect(loginDelayMs(0, 5)).toBe(0);
    expect(loginDelayMs(5, 5)).toBe(0);
    expect(loginDelayMs(6, 5)).toBe(LOGIN_DELAY_STEP_MS);
    expect(loginDelayMs(8, 5)).toBe(3 * LOGIN_DELAY_STEP_MS);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(loginDelayMs(10_000, 5)).toBe(LOGIN_DELAY_MAX_MS);
  });
});
