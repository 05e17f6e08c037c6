import { describe, expect, it } from 'vitest';
import { isoWeekNumber, monthGrid, monthName, weekdayNames } from '../../../../src/engine/layout/calendar';

function daysInMonth(grid: ReturnType<typeof monthGrid>): number[] {
  return grid.weeks.flatMap((week) => week.days.filter((day) => day.inMonth).map((day) => day.day));
}

describe('monthGrid titles and names', () => {
  it('capitalises the Norwegian title but not the month in running text', () => {
    expect(monthGrid(2028, 1, 'nb').title).toBe('Januar 2028');
    expect(monthName(1, 'nb')).toBe('januar');
    expect(monthGrid(2028, 12, 'nb').title).toBe('Desember 2028');
  });

  it('names English months', () => {
    expect(monthGrid(2028, 1, 'en').title).toBe('January 2028');
    expect(monthName(5, 'en')).toBe('May');
  });

  it('lists short weekday names from Monday', () => {
    expect(weekdayNames('nb')).toEqual(['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn']);
    expect(monthGrid(2028, 3, 'en').weekdayNames).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});

describe('monthGrid weeks', () => {
  it('starts January 2028 (a Saturday) in the Monday week before, in ISO week 52 of 2027', () => {
    const grid = monthGrid(2028, 1, 'nb');
    const first = grid.weeks[0];
    expect(first.isoWeek).toBe(52);
    expect(first.days.map((day) => day.date)).toEqual([
      '2027-12-27',
      '2027-12-28',
      '2027-12-29',
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
    ]);
    expect(first.days.map((day) => day.inMonth)).toEqual([false, false, false, false, false, true, true]);
    expect(grid.weeks).toHaveLength(6);
  });

  it('gives February of the leap years 2028 and 2032 29 days', () => {
    expect(daysInMonth(monthGrid(2028, 2, 'en'))).toHaveLength(29);
    expect(daysInMonth(monthGrid(2032, 2, 'en'))).toHaveLength(29);
    expect(daysInMonth(monthGrid(2027, 2, 'en'))).toHaveLength(28);
    expect(daysInMonth(monthGrid(2100, 2, 'en'))).toHaveLength(28);
  });

  it('lays February 2032, starting on a Sunday, over five weeks ending on Sunday the 29th', () => {
    const grid = monthGrid(2032, 2, 'en');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[0].days[6]).toEqual({ day: 1, inMonth: true, date: '2032-02-01' });
    expect(grid.weeks[0].days[0]).toEqual({ day: 26, inMonth: false, date: '2032-01-26' });
    expect(grid.weeks[4].days[6]).toEqual({ day: 29, inMonth: true, date: '2032-02-29' });
    expect(grid.weeks.map((week) => week.isoWeek)).toEqual([5, 6, 7, 8, 9]);
  });

  it('fits February 2027, starting on a Monday, in exactly four weeks', () => {
    const grid = monthGrid(2027, 2, 'nb');
    expect(grid.weeks).toHaveLength(4);
    expect(grid.weeks.every((week) => week.days.every((day) => day.inMonth))).toBe(true);
    expect(grid.weeks[0].days[0].date).toBe('2027-02-01');
    expect(grid.weeks[3].days[6].date).toBe('2027-02-28');
  });

  it('needs six weeks for October 2028, a 31-day month starting on a Sunday', () => {
    const grid = monthGrid(2028, 10, 'nb');
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[0].days[6].date).toBe('2028-10-01');
    expect(grid.weeks[5].days[1]).toEqual({ day: 31, inMonth: true, date: '2028-10-31' });
    expect(grid.weeks[5].days[2]).toEqual({ day: 1, inMonth: false, date: '2028-11-01' });
  });

  it('numbers the week around New Year 2027 as ISO week 53 of 2026', () => {
    const january = monthGrid(2027, 1, 'en');
    expect(january.weeks[0].isoWeek).toBe(53);
    expect(january.weeks[0].days[4]).toEqual({ day: 1, inMonth: true, date: '2027-01-01' });
    expect(january.weeks[1].isoWeek).toBe(1);
    const december = monthGrid(2026, 12, 'en');
    expect(december.weeks.at(-1)?.isoWeek).toBe(53);
    expect(december.weeks.at(-1)?.days.map((day) => day.inMonth)).toEqual([true, true, true, true, false, false, false]);
  });

  it('numbers the week holding 2029-12-31 as week 1 of 2030', () => {
    expect(monthGrid(2029, 12, 'nb').weeks.at(-1)?.isoWeek).toBe(1);
  });

  it('lists every day of every month of 2028 exactly once, each week Monday to Sunday', () => {
    for (let month = 1; month <= 12; month += 1) {
      const grid = monthGrid(2028, month, 'en');
      const days = daysInMonth(grid);
      expect(days).toEqual(Array.from({ length: days.length }, (_, index) => index + 1));
      for (const week of grid.weeks) {
        expect(new Date(`${week.days[0].date}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(week.days).toHaveLength(7);
      }
    }
  });
});

describe('isoWeekNumber', () => {
  it('agrees with known ISO weeks', () => {
    expect(isoWeekNumber(Date.UTC(2026, 11, 31))).toBe(53);
    expect(isoWeekNumber(Date.UTC(2027, 0, 3))).toBe(53);
    expect(isoWeekNumber(Date.UTC(2027, 0, 4))).toBe(1);
    expect(isoWeekNumber(Date.UTC(2028, 0, 1))).toBe(52);
    expect(isoWeekNumber(Date.UTC(2032, 11, 31))).toBe(53);
  });
});
