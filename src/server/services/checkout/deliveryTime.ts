/** Delivery times in business days (spec 1 §9: shown in business days, singular or plural). Pure. */
import type { Lang } from '../../messages';
import { checkoutText } from './messages';

/** The date `days` business days (Monday to Friday) after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** '1 virkedag', '5 virkedager', or 'Med en gang' for 0. */
export function businessDaysText(days: number, lang: Lang): string {
  if (days <= 0) return checkoutText(lang, 'immediately');
  return checkoutText(lang, days === 1 ? 'businessDay' : 'businessDays', { days });
}

/** Seconds in `days` business days counted as whole days (the pickup location's deliveryTime.seconds). */
export const businessDaysSeconds = (days: number): number => Math.max(0, days) * 24 * 60 * 60;
