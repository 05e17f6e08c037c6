/** The package offers' countdown (spec 3 §4): seconds left, ticking each second, hidden at 0. */

export const COUNTDOWN_TICK_MS = 1000;

/** Whole seconds from `now` until `endsAt` (negative once passed). */
export const secondsUntil = (endsAt: Date, now: Date): number => Math.floor((endsAt.getTime() - now.getTime()) / 1000);

export const countdownVisible = (remainingSeconds: number): boolean => remainingSeconds > 0;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The seconds split for the banner; all zero at or below 0. */
export function countdownParts(remainingSeconds: number): CountdownParts {
  const total = Math.max(0, Math.floor(remainingSeconds));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '2d 03:04:05', or '03:04:05' under a day. */
export function formatCountdown(remainingSeconds: number, dayUnit = 'd'): string {
  const { days, hours, minutes, seconds } = countdownParts(remainingSeconds);
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days}${dayUnit} ${clock}` : clock;
}
