/**
 * Month grids for calendar templates. All date maths is in UTC so a grid is the same on every
 * machine and in every time zone (the print export runs on a server, thumbnails in browsers).
 */

export type CalendarLocale = 'nb' | 'en';

export interface CalendarDay {
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
  /** YYYY-MM-DD. */
  date: string;
}

export interface CalendarWeek {
  /** ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday). */
  isoWeek: number;
  days: CalendarDay[];
}

export interface MonthGrid {
  title: string;
  weekdayNames: string[];
  weeks: CalendarWeek[];
}

const DAY_MS = 86_400_000;

/** Norwegian month names are lower-case in running text. */
const MONTH_NAMES: Record<CalendarLocale, readonly string[]> = {
  nb: ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const WEEKDAY_NAMES: Record<CalendarLocale, readonly string[]> = {
  nb: ['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

/** The month's name as used in running text (month 1-12). */
export function monthName(month: number, locale: CalendarLocale): string {
  return MONTH_NAMES[locale][month - 1];
}

/** Short weekday names, Monday first. */
export function weekdayNames(locale: CalendarLocale): string[] {
  return [...WEEKDAY_NAMES[locale]];
}

/** Monday = 0 ... Sunday = 6 for a UTC day number (ms since the epoch / DAY_MS). */
function mondayIndex(time: number): number {
  return (new Date(time).getUTCDay() + 6) % 7;
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The ISO week number of a UTC midnight: counted from the week holding the year's first Thursday. */
export function isoWeekNumber(time: number): number {
  const thursday = time + (3 - mondayIndex(time)) * DAY_MS;
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / DAY_MS / 7) + 1;
}

/** The weeks (Monday to Sunday) that hold any day of the month, with the locale's names. */
export function monthGrid(year: number, month: number, locale: CalendarLocale): MonthGrid {
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  const gridStart = first - mondayIndex(first) * DAY_MS;
  const weeks: CalendarWeek[] = [];
  for (let weekStart = gridStart; weekStart <= last; weekStart += 7 * DAY_MS) {
    const days = Array.from({ length: 7 }, (_, index): CalendarDay => {
      const time = weekStart + index * DAY_MS;
      return { day: new Date(time).getUTCDate(), inMonth: time >= first && time <= last, date: isoDate(time) };
    });
    weeks.push({ isoWeek: isoWeekNumber(weekStart), days });
  }
  const name = monthName(month, locale);
  return {
    title: `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`,
    weekdayNames: weekdayNames(locale),
    weeks,
  };
}
