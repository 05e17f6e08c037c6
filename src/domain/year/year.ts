/**
 * Year rules of spec 2 §5: a product is never made for a past year. A calendar may also list
 * the years it supports; then only those years (from the current one on) can be chosen.
 */

export interface YearChoice {
  /** The calendar year now (the customer's clock). */
  currentYear: number;
  /** A calendar's supported years; empty or left out: any year from the current one. */
  supportedYears?: readonly number[];
}

/** The years that may be chosen in ascending order, or null when every year from the current one may. */
function allowedYears({ currentYear, supportedYears }: YearChoice): number[] | null {
  if (!supportedYears || supportedYears.length === 0) return null;
  return [...new Set(supportedYears)].filter((year) => year >= currentYear).sort((a, b) => a - b);
}

/** The earliest year that may be chosen: the current year, or a calendar's first supported year from now. */
export function firstAllowedYear(choice: YearChoice): number {
  const allowed = allowedYears(choice);
  return allowed?.[0] ?? choice.currentYear;
}

/**
 * The year a new product is made for: the first allowed year or, for a calendar whose supported
 * years have all passed, the last of them (it can still be made, as a keepsake).
 */
export function defaultYear(choice: YearChoice): number {
  const allowed = allowedYears(choice);
  if (allowed !== null && allowed.length === 0) return Math.max(...choice.supportedYears!);
  return firstAllowedYear(choice);
}

/** Whether the year view's plus, minus and box can change anything (a calendar with a single year cannot). */
export function canChangeYear(choice: YearChoice): boolean {
  const allowed = allowedYears(choice);
  return allowed === null || allowed.length > 1;
}

/** A typed year as a number when it is four digits or fewer and nothing else, else null. */
export function parseYear(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Plus: the next allowed year after the box's value; an empty or unreadable box starts at the first allowed year. */
export function increaseYear(text: string, choice: YearChoice): number {
  const value = parseYear(text);
  const first = firstAllowedYear(choice);
  if (value === null || value < first) return first;
  const allowed = allowedYears(choice);
  if (allowed === null) return value + 1;
  return allowed.find((year) => year > value) ?? allowed[allowed.length - 1];
}

/** Minus: the previous allowed year, stopping at the first allowed year. */
export function decreaseYear(text: string, choice: YearChoice): number {
  const value = parseYear(text);
  const first = firstAllowedYear(choice);
  if (value === null || value <= first) return first;
  const allowed = allowedYears(choice);
  if (allowed === null) return value - 1;
  return [...allowed].reverse().find((year) => year < value) ?? first;
}

/**
 * The box on blur: a non-numeric or too early year resets to the first allowed year; with
 * supported years, a year between or after them becomes the latest supported year before it.
 */
export function yearOnBlur(text: string, choice: YearChoice): number {
  const value = parseYear(text);
  const first = firstAllowedYear(choice);
  if (value === null || value < first) return first;
  const allowed = allowedYears(choice);
  if (allowed === null) return value;
  return [...allowed].reverse().find((year) => year <= value) ?? first;
}
