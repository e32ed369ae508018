import { describe, expect, test } from 'vitest';
import { bookableDays, checkReservation } from '@/lib/calendar/reservation-rules';

describe('bookableDays: the days of a season still open to a reservation (issue 40 walk)', () => {
  test('an organizer: a season already over, or ending within the 30 days ahead, has none — the page shows it closed', () => {
    expect(bookableDays({ seasonYear: 2018, today: '2026-11-30', byArbiter: false })).toBeNull();
    // 2026's window ends 16 December, 16 days after 30 November
    expect(bookableDays({ seasonYear: 2026, today: '2026-11-30', byArbiter: false })).toBeNull();
  });

  test('an organizer: the first Saturday, Sunday or holiday 30 days ahead, to the last one of the window', () => {
    // 30 days after 2026-11-30 is 2026-12-30; a 2027 season opens 4 February (a Thursday): first Saturday 6 February
    expect(bookableDays({ seasonYear: 2027, today: '2026-11-30', byArbiter: false })).toEqual({ first: '2027-02-06', last: '2027-12-12' });
    // mid-season: 2027-05-01 + 30 days = 2027-05-31 (a Monday): first Saturday 5 June
    expect(bookableDays({ seasonYear: 2027, today: '2027-05-01', byArbiter: false })).toEqual({ first: '2027-06-05', last: '2027-12-12' });
  });

  test('every day it names passes checkReservation, and the day before the first (when in the window) does not', () => {
    const days = bookableDays({ seasonYear: 2027, today: '2027-05-01', byArbiter: false })!;
    const check = (date: string) => checkReservation({ date, today: '2027-05-01', seasonYear: 2027, byArbiter: false, existing: [] }).ok;
    expect(check(days.first)).toBe(true);
    expect(check(days.last)).toBe(true);
    expect(check('2027-05-30')).toBe(false); // a Sunday 29 days ahead
    expect(check('2027-12-16')).toBe(false); // the window's last day, a Thursday
  });

  test('the arbiter may enter any day of the window: open until its last day, the past ones included', () => {
    expect(bookableDays({ seasonYear: 2026, today: '2026-11-30', byArbiter: true })).toEqual({ first: '2026-02-04', last: '2026-12-16' });
  });

  test('the season’s own window and notice period', () => {
    const rules = { window: { from: '2026-09-01', to: '2027-06-30' }, minDaysAhead: 14 };
    // 2027-06-17 + 14 days = 1 July, after the window's end
    expect(bookableDays({ seasonYear: 2026, today: '2027-06-17', byArbiter: false, rules })).toBeNull();
    // 2027-06-10 + 14 days = 24 June (a Thursday): the last weekend of the window is left
    expect(bookableDays({ seasonYear: 2026, today: '2027-06-10', byArbiter: false, rules })).toEqual({ first: '2027-06-26', last: '2027-06-27' });
    expect(bookableDays({ seasonYear: 2026, today: '2027-06-01', byArbiter: false, rules })).toEqual({ first: '2027-06-19', last: '2027-06-27' });
  });
});
